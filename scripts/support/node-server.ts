// The Node server (server/main.ts) as a real process for tests and benchmarks: a free port, a temporary
// data folder, the given build, the site SITE_DIR names; stopped by stop() with SIGTERM.
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { projectRoot } from '../../schema/load-site.ts'
import { freePort } from './free-port.ts'
import { waitUntilAnswering } from './wait-until-answering.ts'

export interface RunningNode {
  port: number
  process: ChildProcess
  stop(): Promise<void>
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms))

/** How a test ends a server process: SIGTERM (it closes gracefully), SIGKILL after 12 s; then its data folder goes. */
export function stopServerProcess(child: ChildProcess, dataDir: string): () => Promise<void> {
  const exited = new Promise<void>((done) => child.once('exit', () => done()))
  return async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM')
      await Promise.race([exited, sleep(12_000).then(() => child.kill('SIGKILL'))])
    }
    rmSync(dataDir, { recursive: true, force: true })
  }
}

export async function startNodeServer({ distDir, env = {} }: { distDir: string; env?: NodeJS.ProcessEnv }): Promise<RunningNode> {
  const port = await freePort()
  const dataDir = mkdtempSync(join(tmpdir(), 'node-server-data-'))
  const child = spawn(process.execPath, [join(projectRoot, 'server', 'main.ts')], {
    cwd: projectRoot,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, DIST_DIR: distDir, LOG_LEVEL: 'warn', SMTP_HOST: '', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let output = ''
  child.stderr.on('data', (chunk: Buffer) => (output += chunk))
  const stop = stopServerProcess(child, dataDir)

  try {
    await waitUntilAnswering(`http://127.0.0.1:${port}/api/testimonials`, { child, output: () => output, what: 'server/main.ts', timeoutMs: 20_000 })
  } catch (error) {
    await stop()
    throw error
  }
  return { port, process: child, stop }
}
