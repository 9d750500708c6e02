// For tests: `npm run edit` on a site folder, as its own process on a free port (or a given one, to
// start it again where the page expects it), and a page of it open once its overlay has loaded the site.
// Each editor keeps its drafts in a database of its own (a new DATA_DIR, unless DATA_DIR is set); to
// start it again as after a restart, pass the first one's port and dataDir. `hosted` makes it the hosted
// editor at http://localhost:<port> (EDITOR_ORIGIN), with the settings in `env` (LOG_LEVEL, SMTP_…).
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser, BrowserContextOptions, Page } from 'playwright-core'
import { projectRoot } from '../../../schema/load-site.ts'
import { freePort } from '../../../scripts/support/free-port.ts'
import { waitUntilAnswering } from '../../../scripts/support/wait-until-answering.ts'

export interface EditorServer {
  origin: string
  port: number
  /** Where its drafts are kept (DATA_DIR). */
  dataDir: string
  output(): string
  /** Ends it: SIGTERM, or SIGKILL to play a crash. */
  stop(signal?: NodeJS.Signals): Promise<void>
}

const dataDirs: string[] = []

/** Removes the data folders startEditor made. */
export function removeEditorDataDirs() {
  for (const dir of dataDirs.splice(0)) rmSync(dir, { recursive: true, force: true })
}

export interface EditorOptions {
  port?: number
  dataDir?: string
  hosted?: boolean
  env?: Record<string, string>
}

export async function startEditor(siteDir: string, { port, dataDir, hosted = false, env = {} }: EditorOptions = {}): Promise<EditorServer> {
  const chosen = port ?? (await freePort())
  const origin = hosted ? `http://localhost:${chosen}` : `http://127.0.0.1:${chosen}`
  const data = dataDir ?? process.env.DATA_DIR ?? mkdtempSync(join(tmpdir(), 'editor-data-'))
  if (data !== dataDir && data !== process.env.DATA_DIR) dataDirs.push(data)
  const child = spawn(process.execPath, ['scripts/edit.ts'], {
    cwd: projectRoot,
    env: {
      ...process.env,
      SITE_DIR: siteDir,
      EDIT_PORT: String(chosen),
      DATA_DIR: data,
      ...(hosted ? { EDITOR_ORIGIN: origin, HOST: '127.0.0.1', DATABASE_URL: '', EDITOR_REPO: '' } : {}),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk) => (output += chunk))
  child.stderr.on('data', (chunk) => (output += chunk))
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const stop = async (signal: NodeJS.Signals = 'SIGTERM') => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal)
    await exited
  }
  try {
    const ready = () => output.includes(`The editor is at ${origin}/`)
    await waitUntilAnswering(`${origin}/`, { child, output: () => output, what: 'npm run edit', timeoutMs: 60_000, ok: true, ready })
  } catch (error) {
    await stop()
    // The port was free when chosen, and taken by another test's server before the editor listened: another.
    if (port === undefined && output.includes('EADDRINUSE')) return startEditor(siteDir, { dataDir: data, hosted, env })
    throw error
  }
  return { origin, port: chosen, dataDir: data, output: () => output, stop }
}

/** A page of the editor, once the page shows `text` (if given) and the overlay has checked the site. */
export async function openEditorPage(browser: Browser, url: string, text?: string, window?: BrowserContextOptions): Promise<Page> {
  const page = await browser.newPage(window)
  await page.goto(url)
  // Shown somewhere: the same words may also be in a menu folded away on a narrow page.
  if (text) await page.getByText(text, { exact: true }).filter({ visible: true }).first().waitFor({ timeout: 60_000 })
  // Not busy: the overlay has the site and has checked it once, so its clicks and buttons work.
  await page.locator('[aria-label="Problems"][aria-busy="false"]').waitFor({ timeout: 60_000 })
  return page
}
