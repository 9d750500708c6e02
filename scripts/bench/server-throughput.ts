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
import { spawnSync, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { cpus, tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { freePort } from '../support/free-port.ts'
import { ensureNginx, startNginx, type RunningNginx } from '../support/nginx.ts'
import { fetchRaw, startChild, stopChild, waitUntilAnswering } from './child-servers.ts'
import { measureContact, type ContactResult } from './contact-throughput.ts'
import { processTree } from './process-cpu.ts'
import { serverMarkdown } from './server-markdown.ts'
import { ensurePackage, runningWrk, runWrk, which, type LoadResult, type WrkRun } from './wrk.ts'
import { getLua, postLua } from './wrk-lua.ts'

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

export interface ServerBenchResult {
  tool: string
  nginx: string
  cpus: number
  setup: string[]
  page: { path: string; comparisons: PageComparison[] }
  testimonials: LoadResult
  contact: ContactResult
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
        try {
          process.kill(pid, 'SIGKILL')
        } catch {
          /* already gone */
        }
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
      "nginx: the build's dist/nginx.conf (brotli_static, gzip_static, the same security and caching headers as ours) in a server block with sendfile, open_file_cache, access_log off and keepalive_requests unlimited (scripts/support/nginx.ts).",
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
        for (const [name, port, pids] of [
          ['ours', ourPort, [ours.pid!]],
          ['nginx', nginxPort, nginxPids],
        ] as const) {
          const url = `http://127.0.0.1:${port}/`
          const load = { connections, script: getScript, headers: [`Accept-Encoding: ${acceptEncoding}`], serverPids: pids }
          await runWrk(wrk, url, { ...load, seconds: warmup })
          const run = await runWrk(wrk, url, { ...load, seconds })
          log(
            `GET / (${acceptEncoding}) ${name}: ${run.requestsPerSecond} req/s, p99 ${run.latencyMs.p99} ms, ${run.cpuMicrosecondsPerRequest ?? '?'} µs CPU per request`,
          )
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

    const contact = await measureContact({ wrk, server: ours, port: ourPort, dataDir, postScript, idsFile, connections: postConnections, warmup, seconds, log })
    return { tool: wrkVersion, nginx: nginxVersion, cpus: cpus().length, setup, page: { path: '/', comparisons }, testimonials, contact }
  } finally {
    await generated?.stop()
    await stopChild(ours)
    process.removeListener('exit', killAll).removeListener('SIGINT', onSignal).removeListener('SIGTERM', onSignal)
    rmSync(dir, { recursive: true, force: true })
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const result = await measureServer()
  console.log(serverMarkdown(result).join('\n'))
  console.log(JSON.stringify(result, null, 2))
}
