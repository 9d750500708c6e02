// The road of a change in the hosted editor to the live site, timed on a copy of today's site through a
// real git server over HTTP (scripts/support/git-server.ts): the hosted editor (server/editor/plugin.ts
// in this process, on SQLite, its clone of the repository in a temporary DATA_DIR) and `npm start` with
// SITE_REPO following the same repository, polling off, the hook called as the git host calls it.
//  1. send → inbox: POST propose of one changed heading (an editor's session) to the request listed in
//     the publisher's GET waiting
//  2. publish → live: POST publish to the page served with the new words (the hook called right after)
//  3. undo → served: POST requests/<id>/undo to the page served with the old words again (hook after)
//  4. scheduled time → served: a request set for a few seconds ahead (POST requests/<id>/schedule), the
//     editor's schedule looking every second; from the time set to the page served with its words, the
//     hook called as soon as GET requests/<id> reads `published` (asked every 200 ms)
// Its before and after pictures are made after each proposal's answer, as they are for staff: they run
// beside the later steps. Part of npm run bench; alone: node scripts/bench/publication-road.ts [--runs 3]
import { mkdtempSync, rmSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import type { Section } from '../../schema/generated/site-types.ts'
import { defaultSiteDir } from '../../schema/load-site.ts'
import { findSection } from '../../schema/site-copy.ts'
import { editorRoutes, type Drafts, type Proposal } from '../../server/editor/contract.ts'
import { siteRemoteConfig } from '../../server/editor/site/site-remote-config.ts'
import { remoteSiteFolder } from '../../server/editor/site/site-remote-folder.ts'
import { openSiteRemote } from '../../server/editor/site/site-remote.ts'
import { startHostedEditor, type HostedEditor } from '../../server/editor/test-support/test-hosted-editor.ts'
import { callHook, hookSecret, newWord, servedPage, startFollowingServer, untilShown } from '../../server/site-follow/test-site-follow.ts'
import { startGitServer } from '../support/git-server.ts'
import { liveBudgetSeconds } from './site-follow.ts'

export const sendBudgetSeconds = 5
export const publishBudgetSeconds = liveBudgetSeconds
export const undoBudgetSeconds = liveBudgetSeconds
/** The schedule looks this often here (the editor's default is 15 s); its budget adds the period. */
const scheduleEveryMs = 1000
const scheduleAheadMs = 3000

interface Runs {
  seconds: number[]
  median: number
  max: number
}
export interface PublicationRoadFigures {
  send: Runs
  publish: Runs
  undo: Runs
  scheduled: Runs
  scheduleEverySeconds: number
  startSeconds: number
  load: [number, number]
}

const runsOf = (seconds: number[]): Runs => {
  const sorted = [...seconds].sort((a, b) => a - b)
  return { seconds, median: sorted[Math.floor(sorted.length / 2)]!, max: sorted.at(-1)! }
}
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms))
const since = (started: number) => (performance.now() - started) / 1000

async function json<T>(answer: Promise<{ status: number; body: Buffer }>): Promise<T> {
  const { status, body } = await answer
  if (status >= 300) throw new Error(`the editor answered ${status}: ${body.toString()}`)
  return JSON.parse(body.toString()) as T
}

const plainHeading = (s: Section) => 'heading' in s && typeof s.heading === 'string' && !s.heading.includes('{{') && !s.heading.includes('*')

/** Seconds until `done()` is true, asked every `everyMs`; throws after `timeoutMs`. */
async function until(what: string, done: () => Promise<boolean>, everyMs: number, timeoutMs = 120_000) {
  for (const started = performance.now(); !(await done()); await sleep(everyMs)) {
    if (performance.now() - started > timeoutMs) throw new Error(`${what}: not within ${timeoutMs / 1000} s`)
  }
}

export async function measurePublicationRoad({ runs = 3 } = {}): Promise<PublicationRoadFigures> {
  const load = loadavg()[0]!
  const git = await startGitServer({ siteDir: defaultSiteDir })
  const dataDir = mkdtempSync(join(tmpdir(), 'publication-road-'))
  let editor: HostedEditor | undefined
  let follower: Awaited<ReturnType<typeof startFollowingServer>> | undefined
  try {
    const startedAt = performance.now()
    follower = await startFollowingServer(git, { SITE_POLL_SECONDS: '0' })
    const startSeconds = since(startedAt)
    const live = follower.address
    const config = siteRemoteConfig({
      EDITOR_REPO: git.url,
      EDITOR_GIT_USERNAME: git.username,
      EDITOR_GIT_PASSWORD: git.password,
      EDITOR_ORIGIN: 'https://edit.example.com',
    })!
    const remote = await openSiteRemote(config, join(dataDir, 'site-remote'))
    const folder = await remoteSiteFolder(remote, join(dataDir, 'site-remote'))
    const started = (editor = await startHostedEditor(
      folder.dir,
      { dataDir: join(dataDir, 'database') },
      { remote: { remote, folder }, schedule: { everyMs: scheduleEveryMs } },
    ))
    const ann = await started.signedIn('ann@example.com', 'editor', 'Ann Lee')
    const pat = await started.signedIn('pat@example.com', 'publisher', 'Pat Reyes')

    const { file, page, index, section } = findSection(folder.dir, plainHeading)!
    const heading = (section as { heading: string }).heading
    const hook = async () => {
      const answer = await callHook(live, hookSecret)
      if (answer.status !== 202) throw new Error(`the hook answered ${answer.status}`)
    }
    const gone = (word: string) => until(`${page.path} still shows ${word}`, async () => !(await servedPage(live, page.path)).body.includes(word), 20)
    /** Ann's proposal of the heading with `word` at its end, on the main version as the editor has it now: its request. */
    const propose = async (word: string) => {
      await folder.refresh(true)
      const now = findSection(folder.dir, plainHeading)!.page
      const drafts: Drafts = { [file]: { ...now, sections: now.sections.map((s, i) => (i === index ? { ...s, heading: `${heading} ${word}` } : s)) } }
      const sent = await json<Proposal>(started.request('POST', editorRoutes.propose, { cookie: ann, body: { drafts } }))
      if (!sent.request) throw new Error(`the proposal was not sent: ${sent.error ?? sent.step}`)
      return sent.request
    }
    const waiting = async (id: string) =>
      (await json<{ waiting: { id: string }[] }>(started.request('GET', editorRoutes.waiting, { cookie: pat }))).waiting.some((w) => w.id === id)
    const state = async (id: string) =>
      (await json<{ request: { state: string } }>(started.request('GET', `${editorRoutes.requests}/${id}`, { cookie: pat }))).request.state

    const seconds = { send: [] as number[], publish: [] as number[], undo: [] as number[], scheduled: [] as number[] }
    for (let run = 0; run < runs; run++) {
      const word = newWord()
      let at = performance.now()
      const id = await propose(word)
      await until('the request in the inbox', () => waiting(id), 20)
      seconds.send.push(since(at))

      at = performance.now()
      await json(started.request('POST', editorRoutes.publish, { cookie: pat, body: { id } }))
      await hook()
      await untilShown(live, page.path, word, 120_000, 20)
      seconds.publish.push(since(at))

      at = performance.now()
      await json(started.request('POST', `${editorRoutes.requests}/${id}/undo`, { cookie: pat }))
      await hook()
      await gone(word)
      seconds.undo.push(since(at))

      const later = newWord()
      const laterId = await propose(later)
      const publishAt = Date.now() + scheduleAheadMs
      const due = performance.now() + scheduleAheadMs
      await json(started.request('POST', `${editorRoutes.requests}/${laterId}/schedule`, { cookie: pat, body: { at: publishAt } }))
      await until('the scheduled request published', async () => (await state(laterId)) === 'published', 200)
      await hook()
      await untilShown(live, page.path, later, 120_000, 20)
      seconds.scheduled.push(since(due))
    }
    return {
      send: runsOf(seconds.send),
      publish: runsOf(seconds.publish),
      undo: runsOf(seconds.undo),
      scheduled: runsOf(seconds.scheduled),
      scheduleEverySeconds: scheduleEveryMs / 1000,
      startSeconds,
      load: [load, loadavg()[0]!],
    }
  } finally {
    await editor?.close()
    await follower?.stop()
    await git.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

export const scheduledBudgetSeconds = (f: PublicationRoadFigures) => liveBudgetSeconds + f.scheduleEverySeconds

export function publicationRoadMarkdown(f: PublicationRoadFigures): string[] {
  const s = (n: number) => n.toFixed(2)
  const row = (what: string, r: Runs, budget: number, limit = `≤ ${budget} s`) =>
    `| ${what} | ${r.seconds.map(s).join(', ')} | ${s(r.median)} | ${s(r.max)} | ${limit} | ${r.max <= budget ? 'yes' : '**no**'} |`
  return [
    '## The road of a change: send, publish, undo, a scheduled time',
    '',
    `The hosted editor and \`npm start\` with SITE_REPO on one repository behind a real git server (scripts/bench/publication-road.ts), one heading changed each time. Publish and Undo are followed by the site's hook; a scheduled request (set ${scheduleAheadMs / 1000} s ahead, the schedule looking every ${f.scheduleEverySeconds} s) by the hook called as soon as GET requests/<id> reads published, asked every 200 ms, and is timed from the time set. Each proposal's pictures are made meanwhile, as for staff. The follower's first start took ${s(f.startSeconds)} s. Load average ${f.load.map((l) => l.toFixed(2)).join(' → ')}.`,
    '',
    '| step | runs (s) | median | max | budget | met |',
    '| --- | --- | ---: | ---: | ---: | --- |',
    row("send → in the publisher's inbox (POST propose → GET waiting)", f.send, sendBudgetSeconds),
    row('publish → live (POST publish → page served)', f.publish, publishBudgetSeconds),
    row('undo → old words served (POST requests/<id>/undo → page served)', f.undo, undoBudgetSeconds),
    row('scheduled time → served', f.scheduled, scheduledBudgetSeconds(f), `≤ ${liveBudgetSeconds} + ${f.scheduleEverySeconds} s`),
    '',
  ]
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' } } })
  console.log(publicationRoadMarkdown(await measurePublicationRoad({ runs: Number(values.runs) })).join('\n'))
}
