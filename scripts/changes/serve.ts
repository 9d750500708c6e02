// Serves one build the way production does: the tree's own server (server/main.ts) on a free port of
// 127.0.0.1, with a throwaway message database and no mail, so pages that call the API (the home
// page's testimonials) look as they do for visitors.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort } from '../support/free-port.ts'
import { cleanEnv } from './trees.ts'

export interface Served {
  origin: string
  stop(): Promise<void>
}

/** `env` may name the site and the build to serve (SITE_DIR, DIST_DIR), as the editor's review does. */
export async function serveTree(dir: string, label: string, env: Record<string, string> = {}, timeoutMs = 30_000): Promise<Served> {
  const port = await freePort()
  const dataDir = mkdtempSync(join(tmpdir(), 'site-changes-data-'))
  const child = spawn(process.execPath, ['server/main.ts'], {
    cwd: dir,
    env: cleanEnv({ PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env }),
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk) => (output += chunk))
  child.stderr.on('data', (chunk) => (output += chunk))
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM')
      await exited
    }
    rmSync(dataDir, { recursive: true, force: true })
  }

  const origin = `http://127.0.0.1:${port}`
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline && child.exitCode === null) {
    try {
      await fetch(`${origin}/`)
      return { origin, stop }
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  await stop()
  throw new Error(`The server of ${label} did not start:\n${output}`)
}
