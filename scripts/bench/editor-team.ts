// Ten people typing at once in the hosted editor (issue 22): one `npm run edit` process (EDITOR_ORIGIN set,
// on a copy of site/ and a database of its own), ten people signed in through the store, each with their
// own session cookie and connection (keep-alive). Each sends `POST check` of their own drafts every
// 300 ms: one heading of a page changed, its value different each time; the people share some pages and
// not others. Each check is timed from the request sent to the answer read. Budget: p95 ≤ 150 ms.
// Part of npm run bench; alone: node scripts/bench/editor-team.ts [--seconds 60] [--people 10]
// [--cpu-prof <folder>] (the editor process's CPU profile, written there when it stops).
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { Agent, request as httpRequest } from 'node:http'
import { loadavg, tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import type { Page } from '../../schema/generated/site-types.ts'
import { projectRoot } from '../../schema/load-site.ts'
import { copySite, pagesOf, removeCopies } from '../../schema/site-copy.ts'
import { openMessagesStore } from '../../server/open-store.ts'
import { apiPrefix, editorRoutes } from '../../server/editor/contract.ts'
import { sessionCookie } from '../../server/editor/sign-in-contract.ts'
import { freePort } from '../support/free-port.ts'
import { cpuMicroseconds } from './process-cpu.ts'
import { waitUntilAnswering } from '../support/wait-until-answering.ts'

export const teamBudgetMs = 150
const everyMs = 300

export interface EditorTeam {
  people: number
  pages: number
  seconds: number
  checks: number
  failed: number
  p50: number
  p95: number
  max: number
  /** The editor process's CPU time per check (Linux), which the machine's other work does not change much. */
  cpuMsPerCheck?: number
  /** The machine's load averages (1, 5, 15 minutes) as the run ended. */
  load: number[]
}

interface Edit {
  file: string
  page: Page
  section: number
  heading: string
}

/** Pages with a plain heading to type into, and where it is. */
function editablePages(siteDir: string): Edit[] {
  return pagesOf(siteDir).flatMap(({ file, page }) => {
    const section = page.sections.findIndex((s) => 'heading' in s && typeof s.heading === 'string' && !/[{*]/.test(s.heading))
    return section < 0 ? [] : [{ file, page, section, heading: (page.sections[section] as { heading: string }).heading }]
  })
}

const draftsOf = ({ file, page, section, heading }: Edit, typed: string) => ({
  [file]: { ...page, sections: page.sections.map((s, i) => (i === section ? { ...s, heading: `${heading} ${typed}` } : s)) },
})

/** One request over `agent`'s connection: its status and the problems named, once the whole answer is read. */
function post(port: number, agent: Agent, path: string, headers: Record<string, string>, body: string) {
  return new Promise<{ status: number; problems?: number }>((done, fail) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        agent,
        headers: { ...headers, 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) },
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () => {
          const answer = res.statusCode === 200 ? (JSON.parse(Buffer.concat(chunks).toString()) as { problems: string[] }) : undefined
          done({ status: res.statusCode ?? 0, problems: answer?.problems.length })
        })
      },
    )
    req.on('error', fail)
    req.end(body)
  })
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, Math.max(0, ms)))
const at = (sorted: number[], share: number) => sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * share) - 1)] ?? 0

export async function measureEditorTeam({
  seconds = 60,
  people = 10,
  cpuProf,
}: { seconds?: number; people?: number; cpuProf?: string } = {}): Promise<EditorTeam> {
  const siteDir = copySite()
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-team-'))
  const port = await freePort()
  const origin = `http://localhost:${port}`
  const child = spawn(process.execPath, [...(cpuProf ? ['--cpu-prof', `--cpu-prof-dir=${resolve(cpuProf)}`] : []), 'scripts/edit.ts'], {
    cwd: projectRoot,
    env: {
      ...process.env,
      SITE_DIR: siteDir,
      EDIT_PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      EDITOR_ORIGIN: origin,
      LOG_LEVEL: 'warn',
      EDITOR_REPO: '',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk) => (output += chunk))
  child.stderr.on('data', (chunk) => (output += chunk))
  const exited = new Promise((done) => child.once('exit', done))
  const agents: Agent[] = []
  try {
    await waitUntilAnswering(`http://127.0.0.1:${port}/`, { child, output: () => output, what: 'npm run edit (hosted)', timeoutMs: 60_000 })
    const store = await openMessagesStore({ dataDir })
    const cookies: string[] = []
    for (let i = 0; i < people; i++) {
      const person = await store.people.acceptInvitation(await store.people.invite({ email: `person${i}@example.com`, role: 'editor' }))
      cookies.push(`${sessionCookie}=${await store.people.startSession(person!.id, { userAgent: 'bench', address: '127.0.0.1' })}`)
    }
    await store.close()

    const edits = editablePages(siteDir)
    if (!edits.length) throw new Error('no page of the site has a plain heading to type into; update scripts/bench/editor-team.ts')
    // Fewer pages than people: some people edit the same page, as a team does.
    const pages = Math.min(edits.length, Math.ceil(people * 0.6))
    const times: number[] = []
    let failed = 0
    const end = performance.now() + seconds * 1000
    const cpuBefore = cpuMicroseconds([child.pid!])
    const typist = async (i: number) => {
      const agent = new Agent({ keepAlive: true, maxSockets: 1 })
      agents.push(agent)
      const headers = { host: `localhost:${port}`, origin, cookie: cookies[i]!, 'user-agent': 'bench' }
      const edit = edits[i % pages]!
      // A first check as the page opens, not timed; then one every 300 ms, staggered between people. A
      // check counts when it is answered with the site's own problems (its warnings) and no more.
      const opened = await post(port, agent, apiPrefix + editorRoutes.check, headers, JSON.stringify({ drafts: {} }))
      if (opened.status !== 200) throw new Error(`the hosted editor answered the first check of person ${i} with ${opened.status}:\n${output}`)
      await sleep((i * everyMs) / people)
      for (let n = 0, next = performance.now(); next < end; n++, next += everyMs) {
        await sleep(next - performance.now())
        const body = JSON.stringify({ drafts: draftsOf(edit, `(person ${i}, key ${n})`) })
        const sent = performance.now()
        const answer = await post(port, agent, apiPrefix + editorRoutes.check, headers, body)
        if (answer.status === 200 && answer.problems === opened.problems) times.push(performance.now() - sent)
        else failed++
      }
    }
    await Promise.all(Array.from({ length: people }, (_, i) => typist(i)))
    const cpuAfter = cpuMicroseconds([child.pid!])
    const sorted = times.sort((a, b) => a - b)
    const cpuMsPerCheck = cpuBefore === undefined || cpuAfter === undefined ? undefined : (cpuAfter - cpuBefore) / 1000 / (sorted.length + failed)
    return {
      people,
      pages,
      seconds,
      checks: sorted.length,
      failed,
      p50: at(sorted, 0.5),
      p95: at(sorted, 0.95),
      max: sorted.at(-1) ?? 0,
      cpuMsPerCheck,
      load: loadavg(),
    }
  } finally {
    for (const agent of agents) agent.destroy()
    if (child.exitCode === null) child.kill('SIGTERM')
    await exited
    rmSync(dataDir, { recursive: true, force: true })
    removeCopies()
  }
}

export const editorTeamMarkdown = (t: EditorTeam) => [
  '## Editor: ten people typing at once',
  '',
  `${t.people} people signed in to one hosted editor process, on ${t.pages} pages, each checking their own drafts (one heading changed, a new value each time) every ${everyMs} ms for ${t.seconds} s; each check timed from the request to its answer, over keep-alive connections. Load average as it ended: ${t.load.map((l) => l.toFixed(2)).join(', ')}.`,
  '',
  '| checks | failed | p50 | p95 | max | editor CPU per check | budget | met |',
  '| ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
  `| ${t.checks} | ${t.failed} | ${t.p50.toFixed(1)} ms | ${t.p95.toFixed(1)} ms | ${t.max.toFixed(1)} ms | ${t.cpuMsPerCheck?.toFixed(1) ?? '–'} ms | p95 ≤ ${teamBudgetMs} ms | ${t.p95 <= teamBudgetMs && !t.failed ? 'yes' : '**no**'} |`,
]

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: { seconds: { type: 'string', default: '60' }, people: { type: 'string', default: '10' }, 'cpu-prof': { type: 'string' } },
  })
  console.log(
    editorTeamMarkdown(await measureEditorTeam({ seconds: Number(values.seconds), people: Number(values.people), cpuProf: values['cpu-prof'] })).join('\n'),
  )
}
