// How long "Send for review" takes in the local editor (issue 23, point 10: ≤ 60 s, pictures included,
// which follow the answer on a branch beside the proposal's):
// on a git repository holding a copy of today's site, one heading changed and proposed through the
// editor's API, timed from the request to the finished proposal with its before and after pictures.
// The breakdown is each step's time as the editor reports it (GET propose, GET review/pictures), asked
// every 50 ms. Three proposals: the first on a fresh editor, the second (another word on the same heading)
// once the editor has pictured the committed site, the third a price the header shows on every page, a
// value never built before (so Vite makes the bundle, as after an edit of site.yaml). The machine's load
// is printed with every figure.
// Part of npm run bench; alone: node scripts/bench/hand-over.ts
import { rmSync } from 'node:fs'
import { loadavg } from 'node:os'
import { fileURLToPath } from 'node:url'
import type { Section } from '../../schema/generated/site-types.ts'
import { defaultSiteDir } from '../../schema/load-site.ts'
import { findSection, readYaml } from '../../schema/site-copy.ts'
import type { Drafts, PicturesProgress, Proposal } from '../../server/editor/contract.ts'
import { startEditorApp, type EditorApp } from '../../server/editor/test-support/test-editor-app.ts'
import { siteRepository } from '../../server/editor/test-support/test-site-repo.ts'

export const handOverBudgetSeconds = 60

interface Step {
  step: string
  seconds: number
}
export interface HandOverRun {
  seconds: number
  shots: number
  reused: number
  routes: { pictured: number; changed: number }
  steps: Step[]
  load: number
}
export interface HandOverFigures {
  first: HandOverRun
  second: HandOverRun
  fact: HandOverRun
}

// A fact the header shows, so every route changes (the menu's badge of the formation price).
const sharedFact = 'prices.formation'

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms))
const json = async <T>(answer: Promise<{ status: number; body: Buffer }>): Promise<T> => {
  const { status, body } = await answer
  if (status >= 300) throw new Error(`the editor answered ${status}: ${body.toString()}`)
  return JSON.parse(body.toString()) as T
}

const plainHeading = (s: Section) => 'heading' in s && typeof s.heading === 'string' && !s.heading.includes('{{') && !s.heading.includes('*')

/** The drafts of a page's first plain heading with `added` at its end. */
function headingDrafts(siteDir: string, added: string): Drafts {
  const { file, page, index, section } = findSection(siteDir, plainHeading)!
  const heading = `${(section as { heading: string }).heading}${added}`
  return { [file]: { ...page, sections: page.sections.map((s, i) => (i === index ? { ...s, heading } : s)) } }
}

/** The drafts of site.yaml with one fact changed (`path` as in `{{firm.phones.tollFree}}`). */
function factDrafts(siteDir: string, path: string, value: string): Drafts {
  const data = readYaml(siteDir, 'site.yaml') as Record<string, unknown>
  const names = path.split('.')
  let holder = data
  for (const name of names.slice(0, -1)) holder = holder[name] as Record<string, unknown>
  if (typeof holder?.[names.at(-1)!] !== 'string') throw new Error(`site.yaml has no ${path} to change: choose another fact for this benchmark`)
  holder[names.at(-1)!] = value
  return { 'site.yaml': data }
}

/** One proposal of `drafts`, timed; each step's time as the editor reported it. */
async function timeProposal(editor: EditorApp, drafts: Drafts): Promise<HandOverRun> {
  const load = loadavg()[0]!
  const steps: Step[] = []
  let [shown, started] = ['', performance.now()]
  const note = (step: string) => {
    if (step === shown) return
    const now = performance.now()
    if (shown) steps.push({ step: shown, seconds: (now - started) / 1000 })
    ;[shown, started] = [step, now]
  }
  const asked = performance.now()
  note('Saving')
  await json<Proposal>(editor.request('POST', 'propose', { body: { drafts } }))
  for (;;) {
    const proposal = await json<Proposal | null>(editor.request('GET', 'propose'))
    if (proposal?.state === 'failed') throw new Error(`the proposal failed: ${proposal.error}`)
    const pictures = await json<PicturesProgress | null>(editor.request('GET', 'review/pictures'))
    const picturing = proposal?.pictures === 'working' && pictures?.state === 'working'
    // The first picture taken waits for the servers to start; the kept ones are copied at once.
    const taking =
      pictures?.step === 'Taking the pictures' && (pictures.done > (pictures.reused?.length ?? 0) ? ': the others' : ': the first (servers starting)')
    note(picturing ? `pictures: ${pictures.step}${taking || ''}` : (proposal?.step ?? 'Saving'))
    if (proposal?.state === 'done' && proposal.pictures !== 'working') {
      note('Done')
      const seconds = (performance.now() - asked) / 1000
      const pictured = pictures?.routes ? pictures.routes.changed.length + pictures.routes.added.length + pictures.routes.removed.length : 0
      const routes = { pictured, changed: pictured + Object.values(pictures?.routes?.alike ?? {}).flat().length }
      return { seconds, shots: pictures?.shots.length ?? 0, reused: pictures?.reused?.length ?? 0, routes, steps, load }
    }
    await sleep(50)
  }
}

export async function measureHandOver(): Promise<HandOverFigures> {
  const { top, siteDir, git } = siteRepository(defaultSiteDir)
  const editor = await startEditorApp(siteDir)
  // Each proposal starts from the site as committed: the one before it was saved into site/.
  const proposal = async (drafts: (siteDir: string) => Drafts) => {
    git('checkout', '--quiet', '--', 'site')
    return timeProposal(editor, drafts(siteDir))
  }
  try {
    return {
      first: await proposal((dir) => headingDrafts(dir, ' (first)')),
      second: await proposal((dir) => headingDrafts(dir, ' (second)')),
      fact: await proposal((dir) => factDrafts(dir, sharedFact, `$${Date.now() % 1000}.${process.pid % 100}`)),
    }
  } finally {
    await editor.close()
    rmSync(top, { recursive: true, force: true })
  }
}

const runMarkdown = (what: string, run: HandOverRun) => [
  `| ${what} | **${run.seconds.toFixed(1)} s** | ${run.routes.changed} route(s) changed, ${run.routes.pictured} pictured: ${run.shots} pictures (${run.reused} kept from before) | ${run.load.toFixed(2)} |`,
  ...run.steps.map((s) => `| &nbsp;&nbsp;${s.step} | ${s.seconds.toFixed(1)} s | | |`),
]

export const handOverMarkdown = ({ first, second, fact }: HandOverFigures) => [
  '## Editor: Send for review, pictures included',
  '',
  `One heading changed on a copy of today's site, from the request to the proposal done (limit ${handOverBudgetSeconds} s); the machine's load (1 minute) beside each.`,
  '',
  '| proposal | time | pictured | load |',
  '| --- | ---: | --- | ---: |',
  ...runMarkdown('first, on a fresh editor', first),
  ...runMarkdown('second, the committed site pictured already', second),
  ...runMarkdown(`a shared fact (${sharedFact}) shown on every page`, fact),
]

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(handOverMarkdown(await measureHandOver()).join('\n'))
}
