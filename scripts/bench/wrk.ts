// wrk, the load generator of the server benchmark: found on PATH (or installed from Debian's package
// when run as root), and one bounded run of it read back as figures.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { cpuMicroseconds } from './process-cpu.ts'

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

export const which = (name: string) => {
  for (const dir of (process.env.PATH ?? '').split(':').concat(['/usr/sbin', '/usr/bin', '/sbin'])) {
    if (dir && existsSync(join(dir, name))) return join(dir, name)
  }
  return undefined
}

/** Installs a Debian package when missing (as root only); answers whether it is there now. */
export function ensurePackage(name: string, present: () => boolean, log: (line: string) => void): boolean {
  if (present()) return true
  if (process.getuid?.() !== 0) return false
  log(`installing ${name} with apt-get (Debian's package) ...`)
  const install = () =>
    spawnSync('apt-get', ['install', '-y', '--no-install-recommends', name], {
      stdio: 'ignore',
      timeout: 300_000,
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    })
  if (install().status !== 0) {
    spawnSync('apt-get', ['update'], { stdio: 'ignore', timeout: 300_000 })
    install()
  }
  return present()
}

/** The wrk runs under way, stopped with the servers if the benchmark is interrupted. */
export const runningWrk = new Set<ChildProcess>()

export interface WrkRun extends LoadResult {
  sent?: number
  answered?: number
  acknowledged?: number
  refused?: number
}

export async function runWrk(
  wrk: string,
  url: string,
  {
    seconds,
    connections,
    script,
    headers = [],
    args = [],
    serverPids = [],
  }: {
    seconds: number
    connections: number
    script: string
    headers?: string[]
    args?: string[]
    serverPids?: readonly number[]
  },
): Promise<WrkRun> {
  const cpuBefore = cpuMicroseconds(serverPids)
  const child = spawn(
    wrk,
    [
      '-t1',
      `-c${connections}`,
      `-d${seconds}s`,
      '--timeout',
      '5s',
      '--latency',
      '-s',
      script,
      ...headers.flatMap((h) => ['-H', h]),
      url,
      ...(args.length ? ['--', ...args] : []),
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  )
  runningWrk.add(child)
  child.once('exit', () => runningWrk.delete(child))
  let out = ''
  child.stdout.on('data', (chunk: Buffer) => {
    out += chunk
  })
  child.stderr.on('data', (chunk: Buffer) => {
    out += chunk
  })
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
