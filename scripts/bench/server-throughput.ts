// Server throughput, measured from loopback with wrk: our server (server/main.ts, production settings:
// every request read by Node's HTTP parser and answered by Fastify, the files from memory with their
// headers built once) and Debian's nginx serving the same dist/client side by side in the same run, with
// both figures and their ratio for a prerendered page; GET /api/testimonials; and durable POST
// /api/contact (messages/s and p99), after which every acknowledged message is looked up in the SQLite
// file.
//
// Fairness: our server is one Node process (one JavaScript thread), so nginx gets worker_processes 1;
// wrk runs one thread, so on a 2-CPU machine each side has a core of its own. nginx serves the build
// with the configuration the build wrote (dist/nginx.conf: brotli_static, gzip_static, the same
// security and caching headers as ours) inside scripts/support/nginx.ts's server block (sendfile,
// open_file_cache, unlimited keep-alive requests, access_log off), so both answer the same bytes. The
// page is measured with brotli and with gzip, the two servers alternating, best of `rounds` runs each.
//
// Everything is bounded in time: each wrk run is killed if it outlives its duration by 15 s, the
// servers must answer within 20 s, and both children are stopped at the end, on error too.
//
//   node scripts/bench/server-throughput.ts      (prints the Markdown section and the JSON)
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { freePort } from '../support/free-port.ts'
import { ensureNginx, startNginx, type RunningNginx } from '../support/nginx.ts'
import { cpus, tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { fileURLToPath } from 'node:url'

const projectRoot = resolve(fileURLToPath(new URL('../..', import.meta.url)))

export interface ServerBenchOptions {
  /** The built site (dist/client). */
  distDir?: string
  /** Seconds of each measurement (10) and of the warm-up before it (2). */
  durationSeconds?: number
  warmupSeconds?: number
  /** Open connections of wrk (50) for the GETs, and for the POSTs (16: they wait on the disk). */
  connections?: number
  postConnections?: number
  /** Runs per server for the page comparison, alternating ours and nginx; the best of each is kept (2). */
  rounds?: number
  /** Progress lines (stderr by default). */
  log?: (line: string) => void
}

export interface LoadResult {
  requestsPerSecond: number
  requests: number
  seconds: number
  latencyMs: { mean: number; p50: number; p90: number; p99: number; max: number }
  /** Socket errors and answers with status >= 400, as wrk counts them. */
  errors: number
  /** CPU time (user + system) the server's processes spent per request during the run (Linux /proc). */
  cpuMicrosecondsPerRequest?: number
}

export interface PageComparison {
  encoding: 'br' | 'gzip'
  /** Bytes of one answer (headers + body) from each server, and whether the bodies are identical. */
  oursBytes: number
  nginxBytes: number
  sameBody: boolean
  ours: LoadResult
  nginx: LoadResult
  /** ours / nginx requests per second (best runs). */
  ratio: number
  samples: { ours: number[]; nginx: number[] }
}

export interface ContactResult extends LoadResult {
  messagesPerSecond: number
  /** Answers 201 and others, over the warm-up and the measurement. */
  acknowledged: number
  refused: number
  /** Requests written but unanswered when wrk stopped (the server still stores those). */
  inFlightAtStop: number
  stored: number
  /** Acknowledged ids not found in the database: must be 0. */
  missing: number
  verified: boolean
}

export interface ServerBenchResult {
  tool: string
  nginx: string
  cpus: number
  setup: string[]
  page: { path: string; comparisons: PageComparison[] }
  testimonials: LoadResult
  contact: ContactResult
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms))


const which = (name: string) => {
  for (const dir of (process.env.PATH ?? '').split(':').concat(['/usr/sbin', '/usr/bin', '/sbin'])) {
    if (dir && existsSync(join(dir, name))) return join(dir, name)
  }
  return undefined
}

/** Installs a Debian package when missing (as root only); answers whether it is there now. */
function ensurePackage(name: string, present: () => boolean, log: (line: string) => void): boolean {
  if (present()) return true
  if (process.getuid?.() !== 0) return false
  log(`installing ${name} with apt-get (Debian's package) ...`)
  const install = () => spawnSync('apt-get', ['install', '-y', '--no-install-recommends', name], { stdio: 'ignore', timeout: 300_000, env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } })
  if (install().status !== 0) {
    spawnSync('apt-get', ['update'], { stdio: 'ignore', timeout: 300_000 })
    install()
  }
  return present()
}

/** One raw GET: status, headers and body, and the bytes of the whole answer as sent. */
function fetchRaw(port: number, path: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: Record<string, string>; body: Buffer; bytes: number }>((done, fail) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, headers, timeout: 5_000 }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => {
        const body = Buffer.concat(chunks)
        const head = `HTTP/1.1 ${res.statusCode} ${res.statusMessage}\r\n` + res.rawHeaders.reduce((s, v, i) => s + (i % 2 ? `${v}\r\n` : `${v}: `), '') + '\r\n'
        done({ status: res.statusCode ?? 0, headers: res.headers as Record<string, string>, body, bytes: Buffer.byteLength(head) + body.length })
      })
    })
    req.on('timeout', () => req.destroy(new Error('timed out')))
    req.on('error', fail)
    req.end()
  })
}

async function waitUntilAnswering(port: number, path: string, child: ChildProcess, what: string, output: () => string) {
  const deadline = Date.now() + 20_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`${what} exited before answering:\n${output()}`)
    try {
      if ((await fetchRaw(port, path, {})).status === 200) return
    } catch { /* not listening yet */ }
    await sleep(100)
  }
  throw new Error(`${what} did not answer ${path} within 20 s:\n${output()}`)
}

function startChild(command: string, args: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv }) {
  const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  const keep = (chunk: Buffer) => { output = (output + chunk.toString()).slice(-4000) }
  child.stdout!.on('data', keep)
  child.stderr!.on('data', keep)
  return { child, output: () => output }
}

async function stopChild(child: ChildProcess | undefined) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise((done) => child.once('exit', done))
  child.kill('SIGTERM')
  if (await Promise.race([exited.then(() => true), sleep(12_000).then(() => false)])) return
  child.kill('SIGKILL')
  await Promise.race([exited, sleep(2_000)])
}

const reportLua = `
report = function(summary, latency)
  local e = summary.errors
  io.write(string.format('WRKJSON{"requests":%d,"durationUs":%d,"errors":%d,"meanUs":%f,"p50Us":%d,"p90Us":%d,"p99Us":%d,"maxUs":%d',
    summary.requests, summary.duration, e.connect + e.read + e.write + e.status + e.timeout,
    latency.mean, latency:percentile(50), latency:percentile(90), latency:percentile(99), latency.max))
end
`

const getLua = `${reportLua}
done = function(summary, latency, requests)
  report(summary, latency)
  io.write('}\\n')
end
`

// Every request a new Idempotency-Key (run prefix, thread, counter) and a valid message; the 201 answers'
// ids are kept so the benchmark can look each one up in the database afterwards.
const postLua = `${reportLua}
local threads = {}
setup = function(thread)
  table.insert(threads, thread)
  thread:set("tid", #threads)
end
init = function(args)
  prefix = args[1] .. "-" .. tid .. "-"
  counter, sent, answered, acknowledged, refused, ids = 0, 0, 0, 0, 0, {}
  body = '{"fullName":"Bench Visitor","email":"bench@example.com","phone":"(916) 555-0111","subject":"Benchmark","message":"A benchmark message: please ignore."}'
end
request = function()
  counter = counter + 1
  sent = sent + 1
  return wrk.format("POST", "/api/contact", { ["Content-Type"] = "application/json", ["Idempotency-Key"] = prefix .. counter }, body)
end
response = function(status, headers, answer)
  answered = answered + 1
  if status >= 200 and status < 300 then
    acknowledged = acknowledged + 1
    ids[#ids + 1] = string.match(answer, '"id":"([^"]+)"') or "?"
  else
    refused = refused + 1
  end
end
done = function(summary, latency, requests)
  local s, a, ok, no = 0, 0, 0, 0
  local file = io.open(idsFile, "w")
  for _, thread in ipairs(threads) do
    s = s + thread:get("sent")
    a = a + thread:get("answered")
    ok = ok + thread:get("acknowledged")
    no = no + thread:get("refused")
    for _, id in ipairs(thread:get("ids")) do file:write(id, "\\n") end
  end
  file:close()
  report(summary, latency)
  io.write(string.format(',"sent":%d,"answered":%d,"acknowledged":%d,"refused":%d}\\n', s, a, ok, no))
end
`

/** The wrk runs under way, stopped with the servers if the benchmark is interrupted. */
const runningWrk = new Set<ChildProcess>()

interface WrkRun extends LoadResult {
  sent?: number
  answered?: number
  acknowledged?: number
  refused?: number
}

/** The process and its children (nginx's workers), by the parent ids in /proc. */
function processTree(pid: number): number[] {
  if (!existsSync('/proc')) return [pid]
  const children = readdirSync('/proc').filter((name) => /^\d+$/.test(name)).filter((name) => {
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8')
      return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid
    } catch {
      return false
    }
  })
  return [pid, ...children.map(Number)]
}

/** CPU time used so far by these processes (all their threads), in microseconds; undefined off Linux. */
function cpuMicroseconds(pids: readonly number[]): number | undefined {
  let ticks = 0
  for (const pid of pids) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
      // utime and stime, fields 14 and 15 of the line, in USER_HZ ticks (100 per second on Linux).
      ticks += Number(fields[11]) + Number(fields[12])
    } catch {
      return undefined
    }
  }
  return ticks * 10_000
}

async function runWrk(wrk: string, url: string, { seconds, connections, script, headers = [], args = [], serverPids = [] }: {
  seconds: number; connections: number; script: string; headers?: string[]; args?: string[]; serverPids?: readonly number[]
}): Promise<WrkRun> {
  const cpuBefore = cpuMicroseconds(serverPids)
  const child = spawn(wrk, ['-t1', `-c${connections}`, `-d${seconds}s`, '--timeout', '5s', '--latency', '-s', script, ...headers.flatMap((h) => ['-H', h]), url, ...(args.length ? ['--', ...args] : [])], { stdio: ['ignore', 'pipe', 'pipe'] })
  runningWrk.add(child)
  child.once('exit', () => runningWrk.delete(child))
  let out = ''
  child.stdout.on('data', (chunk: Buffer) => { out += chunk })
  child.stderr.on('data', (chunk: Buffer) => { out += chunk })
  const killer = setTimeout(() => child.kill('SIGKILL'), (seconds + 15) * 1000)
  const code = await new Promise<number | null>((done) => child.once('exit', done))
  clearTimeout(killer)
  const cpuAfter = cpuMicroseconds(serverPids)
  const line = out.split('\n').find((l) => l.startsWith('WRKJSON'))
  if (code !== 0 || !line) throw new Error(`wrk ${url} failed (exit ${code}):\n${out.slice(-2000)}`)
  const raw = JSON.parse(line.slice('WRKJSON'.length)) as Record<string, number>
  const ms = (us: number) => Math.round(us / 10) / 100
  const secondsRun = raw.durationUs / 1e6
  return {
    requestsPerSecond: Math.round(raw.requests / secondsRun),
    requests: raw.requests,
    seconds: Math.round(secondsRun * 100) / 100,
    latencyMs: { mean: ms(raw.meanUs), p50: ms(raw.p50Us), p90: ms(raw.p90Us), p99: ms(raw.p99Us), max: ms(raw.maxUs) },
    errors: raw.errors,
    ...(serverPids.length && cpuBefore !== undefined && cpuAfter !== undefined && raw.requests > 0
      ? { cpuMicrosecondsPerRequest: Math.round(((cpuAfter - cpuBefore) / raw.requests) * 10) / 10 }
      : {}),
    sent: raw.sent,
    answered: raw.answered,
    acknowledged: raw.acknowledged,
    refused: raw.refused,
  }
}

export async function measureServer(options: ServerBenchOptions = {}): Promise<ServerBenchResult> {
  const distDir = resolve(options.distDir ?? join(projectRoot, 'dist', 'client'))
  const seconds = options.durationSeconds ?? 10
  const warmup = options.warmupSeconds ?? 2
  const connections = options.connections ?? 50
  const postConnections = options.postConnections ?? 16
  const rounds = options.rounds ?? 2
  const log = options.log ?? ((line: string) => process.stderr.write(`${line}\n`))
  if (!existsSync(join(distDir, 'index.html'))) throw new Error(`No build in ${distDir}: run npm run build first`)

  const setup: string[] = []
  const hadWrk = Boolean(which('wrk'))
  if (!ensurePackage('wrk', () => Boolean(which('wrk')), log)) throw new Error('wrk is needed: apt-get install -y wrk')
  if (!hadWrk) setup.push('wrk was missing and was installed with apt-get.')
  // nginx with the brotli_static module, installed from Debian's packages when missing.
  ensureNginx()
  const wrk = which('wrk')!
  const wrkVersion = spawnSync(wrk, ['-v'], { encoding: 'utf8' }).stdout.split('\n')[0]?.split(' [')[0] ?? 'wrk'
  const nginxVersion = spawnSync('/usr/sbin/nginx', ['-v'], { encoding: 'utf8' }).stderr.trim().replace('nginx version: ', '')

  const dir = mkdtempSync(join(tmpdir(), 'bench-server-'))
  const dataDir = join(dir, 'data')
  const getScript = join(dir, 'get.lua')
  const postScript = join(dir, 'post.lua')
  const idsFile = join(dir, 'acknowledged.txt')
  writeFileSync(getScript, getLua)
  writeFileSync(postScript, `idsFile = ${JSON.stringify(idsFile)}\n${postLua}`)

  let ours: ChildProcess | undefined
  let web: ChildProcess | undefined
  let generated: RunningNginx | undefined
  // Whatever happens to this process, its children do not outlive it.
  const killAll = () => {
    const running = (child: ChildProcess | undefined): child is ChildProcess => child !== undefined && child.exitCode === null && child.signalCode === null
    for (const child of runningWrk) child.kill('SIGKILL')
    if (running(ours)) ours.kill('SIGKILL')
    // nginx's workers would outlive a killed master: they go first.
    if (running(web)) {
      for (const pid of processTree(web.pid!).reverse()) {
        try { process.kill(pid, 'SIGKILL') } catch { /* already gone */ }
      }
    }
  }
  const onSignal = (signal: NodeJS.Signals) => {
    killAll()
    rmSync(dir, { recursive: true, force: true })
    process.removeListener('SIGINT', onSignal).removeListener('SIGTERM', onSignal)
    process.kill(process.pid, signal)
  }
  process.once('exit', killAll).once('SIGINT', onSignal).once('SIGTERM', onSignal)
  try {
    const ourPort = await freePort()
    const started = startChild(process.execPath, ['server/main.ts'], {
      cwd: projectRoot,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(ourPort),
        DATA_DIR: dataDir,
        DIST_DIR: distDir,
        LOG_LEVEL: 'warn',
        // The benchmark is one client posting as fast as it can: the limit is raised, not taken away.
        RATE_LIMIT_MAX: '1000000000',
        RATE_LIMIT_WINDOW_SECONDS: '60',
        // No email during a benchmark: messages are stored only.
        SMTP_HOST: '',
      },
    })
    ours = started.child
    await waitUntilAnswering(ourPort, '/api/testimonials', ours, 'server/main.ts', started.output)

    // nginx serves the same build with the configuration the build wrote beside it (dist/nginx.conf),
    // so both answer the same headers and bytes; /api/ goes to ours.
    generated = await startNginx({ root: distDir, include: join(distDir, '..', 'nginx.conf'), upstreamPort: ourPort })
    web = generated.process
    const nginxPort = generated.port
    const nginxPids = processTree(web.pid!)

    setup.push(
      `Ours: one Node ${process.version} process (server/main.ts, NODE_ENV=production, LOG_LEVEL=warn, rate limit raised to 10^9 per minute, mail off), every request through Node's HTTP parser and Fastify; nginx ${nginxVersion}: worker_processes 1, to match. wrk: one thread. ${cpus().length} CPUs.`,
      'nginx: the build\'s dist/nginx.conf (brotli_static, gzip_static, the same security and caching headers as ours) in a server block with sendfile, open_file_cache, access_log off and keepalive_requests unlimited (scripts/support/nginx.ts).',
      `Each measurement: ${warmup} s warm-up, then ${seconds} s; ${connections} connections for GETs, ${postConnections} for POSTs; from 127.0.0.1.`,
    )

    const encodings: ('br' | 'gzip')[] = ['br', 'gzip']
    const comparisons: PageComparison[] = []
    for (const encoding of encodings) {
      const acceptEncoding = encoding === 'br' ? 'br, gzip' : 'gzip'
      const ourAnswer = await fetchRaw(ourPort, '/', { 'accept-encoding': acceptEncoding })
      const nginxAnswer = await fetchRaw(nginxPort, '/', { 'accept-encoding': acceptEncoding })
      const runs: { ours: WrkRun[]; nginx: WrkRun[] } = { ours: [], nginx: [] }
      for (let round = 0; round < rounds; round++) {
        for (const [name, port, pids] of [['ours', ourPort, [ours.pid!]], ['nginx', nginxPort, nginxPids]] as const) {
          const url = `http://127.0.0.1:${port}/`
          const load = { connections, script: getScript, headers: [`Accept-Encoding: ${acceptEncoding}`], serverPids: pids }
          await runWrk(wrk, url, { ...load, seconds: warmup })
          const run = await runWrk(wrk, url, { ...load, seconds })
          log(`GET / (${acceptEncoding}) ${name}: ${run.requestsPerSecond} req/s, p99 ${run.latencyMs.p99} ms, ${run.cpuMicrosecondsPerRequest ?? '?'} µs CPU per request`)
          runs[name].push(run)
        }
      }
      const best = (list: WrkRun[]) => list.reduce((a, b) => (b.requestsPerSecond > a.requestsPerSecond ? b : a))
      const bestOurs = best(runs.ours)
      const bestNginx = best(runs.nginx)
      comparisons.push({
        encoding,
        oursBytes: ourAnswer.bytes,
        nginxBytes: nginxAnswer.bytes,
        sameBody: ourAnswer.headers['content-encoding'] === nginxAnswer.headers['content-encoding'] && ourAnswer.body.equals(nginxAnswer.body),
        ours: bestOurs,
        nginx: bestNginx,
        ratio: Math.round((bestOurs.requestsPerSecond / bestNginx.requestsPerSecond) * 100) / 100,
        samples: { ours: runs.ours.map((r) => r.requestsPerSecond), nginx: runs.nginx.map((r) => r.requestsPerSecond) },
      })
    }
    await stopChild(web)

    const testimonialsUrl = `http://127.0.0.1:${ourPort}/api/testimonials`
    const jsonLoad = { connections, script: getScript, headers: ['Accept-Encoding: br, gzip'], serverPids: [ours.pid!] }
    await runWrk(wrk, testimonialsUrl, { ...jsonLoad, seconds: warmup })
    const testimonials = await runWrk(wrk, testimonialsUrl, { ...jsonLoad, seconds })
    log(`GET /api/testimonials ours: ${testimonials.requestsPerSecond} req/s, p99 ${testimonials.latencyMs.p99} ms`)

    const contactUrl = `http://127.0.0.1:${ourPort}/api/contact`
    const runId = `bench-${Date.now().toString(36)}`
    const postLoad = { connections: postConnections, script: postScript, serverPids: [ours.pid!] }
    const warm = await runWrk(wrk, contactUrl, { ...postLoad, seconds: warmup, args: [`${runId}-warm`] })
    const acknowledgedIds = readFileSync(idsFile, 'utf8').split('\n').filter(Boolean)
    const posts = await runWrk(wrk, contactUrl, { ...postLoad, seconds, args: [`${runId}-run`] })
    acknowledgedIds.push(...readFileSync(idsFile, 'utf8').split('\n').filter(Boolean))
    log(`POST /api/contact ours: ${Math.round(posts.acknowledged! / posts.seconds)} messages/s, p99 ${posts.latencyMs.p99} ms`)

    // Stopped gracefully, so every commit is done; then every acknowledged id is looked up.
    await stopChild(ours)
    const db = new DatabaseSync(join(dataDir, 'messages.db'), { readOnly: true })
    let stored: Set<string>
    try {
      stored = new Set((db.prepare('SELECT id FROM messages').all() as { id: string }[]).map((row) => row.id))
    } finally {
      db.close()
    }
    const acknowledged = warm.acknowledged! + posts.acknowledged!
    const refused = warm.refused! + posts.refused!
    const inFlightAtStop = (warm.sent! - warm.answered!) + (posts.sent! - posts.answered!)
    const missing = acknowledgedIds.filter((id) => !stored.has(id)).length
    const extra = stored.size - acknowledged
    const { requestsPerSecond, requests, seconds: secondsRun, latencyMs, errors, cpuMicrosecondsPerRequest } = posts
    const contact: ContactResult = {
      requestsPerSecond, requests, seconds: secondsRun, latencyMs, errors, cpuMicrosecondsPerRequest,
      messagesPerSecond: Math.round(posts.acknowledged! / posts.seconds),
      acknowledged,
      refused,
      inFlightAtStop,
      stored: stored.size,
      missing,
      // Every 201 is in the database, and nothing else is but the requests cut off when wrk stopped.
      verified: missing === 0 && refused === 0 && acknowledgedIds.length === acknowledged && extra >= 0 && extra <= inFlightAtStop,
    }
    return { tool: wrkVersion, nginx: nginxVersion, cpus: cpus().length, setup, page: { path: '/', comparisons }, testimonials, contact }
  } finally {
    await generated?.stop()
    await stopChild(ours)
    process.removeListener('exit', killAll).removeListener('SIGINT', onSignal).removeListener('SIGTERM', onSignal)
    rmSync(dir, { recursive: true, force: true })
  }
}

/** The "Server throughput" section of bench.md. */
export function serverMarkdown(result: ServerBenchResult): string[] {
  const lat = (r: LoadResult) => `${r.latencyMs.p50} / ${r.latencyMs.p99}`
  const cpu = (r: LoadResult) => String(r.cpuMicrosecondsPerRequest ?? '?')
  const c = result.contact
  return [
    '## Server throughput', '',
    `${result.tool}, from loopback. ${result.setup.join(' ')}`, '',
    '| request | ours (Node + Fastify) req/s | nginx req/s | ours / nginx | ours p50 / p99 ms | nginx p50 / p99 ms | CPU µs per request (ours / nginx) | bytes per answer (ours / nginx) |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...result.page.comparisons.map((p) => `| GET ${result.page.path} (${p.encoding === 'br' ? 'Accept-Encoding: br, gzip' : 'Accept-Encoding: gzip'}) | ${p.ours.requestsPerSecond} | ${p.nginx.requestsPerSecond} | **${p.ratio.toFixed(2)}** | ${lat(p.ours)} | ${lat(p.nginx)} | ${cpu(p.ours)} / ${cpu(p.nginx)} | ${p.oursBytes} / ${p.nginxBytes}${p.sameBody ? '' : ' (bodies differ)'} |`),
    `| GET /api/testimonials | ${result.testimonials.requestsPerSecond} | | | ${lat(result.testimonials)} | | ${cpu(result.testimonials)} | |`,
    '',
    `Page runs (req/s, ours then nginx, alternating; best kept): ${result.page.comparisons.map((p) => `${p.encoding}: ${p.samples.ours.join(', ')} vs ${p.samples.nginx.join(', ')}`).join('; ')}.`,
    '',
    `Durable POST /api/contact (unique Idempotency-Key each, committed with synchronous=FULL before the answer): **${c.messagesPerSecond} messages/s**, p99 **${c.latencyMs.p99} ms** (p50 ${c.latencyMs.p50} ms, max ${c.latencyMs.max} ms).`,
    `Check: ${c.acknowledged} answered 201 (warm-up included), ${c.refused} refused, ${c.stored} stored, ${c.missing} acknowledged missing, ${c.inFlightAtStop} in flight when wrk stopped: ${c.verified ? 'every acknowledged message is stored' : '**MISMATCH**'}.`,
  ]
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const result = await measureServer()
  console.log(serverMarkdown(result).join('\n'))
  console.log(JSON.stringify(result, null, 2))
}
