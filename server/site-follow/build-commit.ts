// One build of a commit's site, as `npm run build` makes it: scripts/build.ts as a child process (so a
// crash, or memory it keeps, stays out of the server), with SITE_DIR the commit's site folder and
// BUILD_DIR a folder of its own, sharing the build cache (BUILD_CACHE_DIR, inherited), so only the pages
// whose inputs changed are rendered again. What it printed is kept for the report of a failure.
import { spawn } from 'node:child_process'
import { join, relative } from 'node:path'
import { projectRoot } from '../../schema/load-site.ts'

export type BuildResult = { ok: true } | { ok: false; output: string }

// A build takes seconds; one still running after this is stuck (and stopped).
const buildTimeoutMs = 10 * 60_000
// The report keeps the end of what the build printed: the problems and the last words come last.
const keptOutput = 16 * 1024

/**
 * Builds `siteDir` into `buildDir`. `shownAs` names the site folder in the build's messages (`site`),
 * where it would otherwise print the temporary folder's path.
 */
export function buildCommit(siteDir: string, buildDir: string, shownAs: string, signal?: AbortSignal): Promise<BuildResult> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [join(projectRoot, 'scripts', 'build.ts')], {
      cwd: projectRoot,
      env: { ...process.env, SITE_DIR: siteDir, BUILD_DIR: buildDir },
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: buildTimeoutMs,
      signal,
    })
    const chunks: Buffer[] = []
    let size = 0
    const keep = (chunk: Buffer) => {
      chunks.push(chunk)
      for (size += chunk.length; size - chunks[0]!.length > keptOutput; size -= chunks.shift()!.length);
    }
    child.stdout.on('data', keep)
    child.stderr.on('data', keep)
    // `error` (it could not start, or it was aborted) comes before `close`; `close` decides.
    let failure = ''
    child.once('error', (error) => (failure = `The build could not run: ${error.message}`))
    child.once('close', (status, killedBy) => {
      if (status === 0) return resolve({ ok: true })
      const shownDir = relative(projectRoot, siteDir)
      const printed = Buffer.concat(chunks).toString('utf8').split(`${shownDir}/`).join(`${shownAs}/`).trim()
      const ending = failure || (killedBy ? `The build was stopped (${killedBy}).` : `The build ended with exit status ${status}.`)
      resolve({ ok: false, output: `${printed}\n${ending}`.trim() })
    })
  })
}
