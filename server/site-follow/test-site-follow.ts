// What the tests and the benchmark of the followed site share: npm start's server (server/main.ts) as a
// real process following a real git server (scripts/support/git-server.ts) with SITE_REPO, the hook's
// signed call, a one-word change to a page of the site they run on, taken from its words.
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { defaultSiteDir, projectRoot } from '../../schema/load-site.ts'
import { notFoundPath } from '../../schema/needed-paths.ts'
import { pagesOf } from '../../schema/site-copy.ts'
import { spliceEdits } from '../../schema/yaml-splice.ts'
import type { GitServer } from '../../scripts/support/git-server.ts'
import { stopServerProcess } from '../../scripts/support/node-server.ts'
import { siteHookPath } from '../routes/site-hook.ts'
import { signBody, signatureHeader } from './hook-signature.ts'

export const hookSecret = randomBytes(24).toString('hex')

export interface FollowingServer {
  address: string
  output(): string
  stop(): Promise<void>
}

/** main.ts following `git`'s repository with the hook's secret; polling off unless `env` sets it. */
export async function startFollowingServer(git: GitServer, env: NodeJS.ProcessEnv = {}): Promise<FollowingServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'site-follow-'))
  const child = spawn(process.execPath, [join(projectRoot, 'server', 'main.ts')], {
    cwd: projectRoot,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SMTP_HOST: '',
      DATABASE_URL: '',
      SITE_REPO: git.url,
      SITE_GIT_USERNAME: git.username,
      SITE_GIT_PASSWORD: git.password,
      SITE_HOOK_SECRET: hookSecret,
      SITE_POLL_SECONDS: '0',
      ...env,
      // Its address, and what it built, are read from its info lines.
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stderr.on('data', (chunk: Buffer) => (output += chunk))
  const stop = stopServerProcess(child, dataDir)
  try {
    const address = await new Promise<string>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk
        const found = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output)
        if (found) resolve(found[1]!)
      })
      child.once('exit', (code) => reject(new Error(`main.ts exited with ${code}:\n${output}`)))
    })
    return { address, output: () => output, stop }
  } catch (error) {
    await stop()
    throw error
  }
}

/** The hook's call as the git host makes it after a push: signed with `secret`, or unsigned with undefined. */
export function callHook(address: string, secret: string | undefined, body = JSON.stringify({ ref: 'refs/heads/main' })): Promise<Response> {
  const headers: Record<string, string> = { 'content-type': 'application/json', 'x-github-event': 'push' }
  if (secret !== undefined) headers[signatureHeader] = signBody(secret, body)
  return fetch(`${address}${siteHookPath}`, { method: 'POST', headers, body })
}

/** A page of a site (the one the benchmark runs on, unless named; not the 404 page): its file, path and title. */
export function somePage(siteDir = defaultSiteDir): { file: string; path: string; title: string } {
  const { file, page } = pagesOf(siteDir).find(({ page }) => page.path !== notFoundPath && page.title)!
  return { file, path: page.path, title: page.title }
}

/** A word no page has: letters only, so no markup or template changes it. */
export const newWord = () =>
  `Zq${randomBytes(6)
    .toString('hex')
    .replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!)}`

/** The page's file with the last word of its title replaced by `word`: a one-word change. */
export function withTitleWord(page: { file: string; title: string }, word: string, text = readFileSync(join(defaultSiteDir, page.file), 'utf8')): string {
  const title = page.title.includes(' ') ? `${page.title.slice(0, page.title.lastIndexOf(' '))} ${word}` : word
  return spliceEdits(text, [{ op: 'set', path: ['title'], value: title }])
}

/** Pushes `files` (paths inside the site folder) to the default branch as one commit, as Publish does. */
export function pushToDefaultBranch(clone: ReturnType<GitServer['clone']>, files: Record<string, string>, message: string): string {
  for (const [path, text] of Object.entries(files)) writeFileSync(join(clone.dir, 'site', path), text)
  clone.git(['add', '--', ...Object.keys(files).map((path) => `site/${path}`)])
  clone.git(['commit', '--quiet', '--no-verify', '-m', message])
  clone.git(['push', '--quiet', 'origin', 'HEAD'])
  return clone.git(['rev-parse', 'HEAD']).trim()
}

/** The page's HTML as served (no compression, so the ETag is the body's). */
export async function servedPage(address: string, path: string): Promise<{ status: number; etag: string; body: string }> {
  const answer = await fetch(`${address}${path}`, { headers: { 'accept-encoding': 'identity' } })
  return { status: answer.status, etag: answer.headers.get('etag') ?? '', body: await answer.text() }
}

/** Milliseconds until the page shows `word`, asked every `everyMs`; throws after `timeoutMs`. */
export async function untilShown(address: string, path: string, word: string, timeoutMs: number, everyMs = 50): Promise<number> {
  const started = performance.now()
  while (performance.now() - started < timeoutMs) {
    if ((await servedPage(address, path)).body.includes(word)) return performance.now() - started
    await new Promise((done) => setTimeout(done, everyMs))
  }
  throw new Error(`${path} did not show "${word}" within ${timeoutMs} ms`)
}
