// npm run changes -- <base git ref> [--out <folder>]: a picture of every change. Builds the site as
// committed at the base and as it is in the working tree, finds the routes whose rendered output (HTML
// and stylesheets, asset hashes aside) differs, and writes for each a before and after screenshot at
// 1280 px and 375 px wide, with a Markdown summary, into the folder (./changes by default):
//   changes/summary.md                      the changed, added and removed routes
//   changes/routes.json                     the same, for tools
//   changes/<route>/before-1280.png ...     / is changes/index/
// Run it from the project's folder (npm does).
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import type { Browser } from 'playwright-core'
import { launchChromium } from './support/chromium.ts'
import { pictureFolderOf } from '../schema/route-file.ts'
import { compareRoutes, renderedRoutes } from './changes/routes.ts'
import { shotsOf, takeShots } from './changes/screenshots.ts'
import { serveTree, type Served } from './changes/serve.ts'
import { summaryMarkdown } from './changes/summary.ts'
import { buildTree, commitOf, copyWorkingTree, exportCommit } from './changes/trees.ts'

const started = performance.now()
const elapsed = () => `${((performance.now() - started) / 1000).toFixed(1)} s`
const { positionals, values } = parseArgs({ allowPositionals: true, options: { out: { type: 'string', default: 'changes' } } })
const [base] = positionals
if (!base || positionals.length > 1) {
  console.error('Usage: npm run changes -- <base git ref> [--out <folder>]   e.g. npm run changes -- origin/main')
  process.exit(2)
}
const projectDir = process.cwd()
if (!existsSync(join(projectDir, 'scripts', 'build.ts'))) {
  console.error(`${projectDir} is not the project's folder (it has no scripts/build.ts): run this through npm run changes.`)
  process.exit(2)
}
const commit = await commitOf(projectDir, base)
if (!commit) {
  console.error(`git does not know "${base}". Give a branch, tag or commit, e.g. origin/main (in CI, fetch it first).`)
  process.exit(2)
}

// The output folder is emptied first, but only if it is one this command wrote.
const out = resolve(values.out)
if (existsSync(out) && readdirSync(out).length && !existsSync(join(out, 'summary.md'))) {
  console.error(`${out} already exists and was not written by npm run changes: choose another --out.`)
  process.exit(2)
}
rmSync(out, { recursive: true, force: true })
mkdirSync(out, { recursive: true })

const work = mkdtempSync(join(tmpdir(), 'site-changes-'))
const before = join(work, 'before')
const after = join(work, 'after')
const servers: Served[] = []
let browser: Browser | undefined
const cleanUp = async () => {
  await browser?.close().catch(() => {})
  await Promise.all(servers.map((s) => s.stop()))
  rmSync(work, { recursive: true, force: true })
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void cleanUp().finally(() => process.exit(130)))
}
try {
  await exportCommit(projectDir, commit, before)
  copyWorkingTree(projectDir, after)
  console.log(`building ${base} (${commit.slice(0, 7)}) and the working tree ...`)
  await Promise.all([buildTree(before, base), buildTree(after, 'the working tree')])
  console.log(`built both in ${elapsed()}`)

  const changes = compareRoutes(renderedRoutes(join(before, 'dist', 'client')), renderedRoutes(join(after, 'dist', 'client')))
  if (changes.changed.length + changes.added.length + changes.removed.length) {
    const [was, is] = await Promise.all([serveTree(before, base), serveTree(after, 'the working tree')])
    servers.push(was, is)
    browser = await launchChromium()
    const jobs = shotsOf(changes)
    await takeShots(browser, jobs, [was.origin, is.origin], async ({ route, name, file }, photo) => {
      mkdirSync(join(out, pictureFolderOf(route)), { recursive: true })
      await photo((name === 'before' ? was : is).origin + route, join(out, file))
    })
    console.log(`took ${jobs.length} screenshots in ${elapsed()}`)
  }

  const summary = summaryMarkdown(base, commit, changes)
  writeFileSync(join(out, 'summary.md'), summary)
  writeFileSync(join(out, 'routes.json'), JSON.stringify({ base, commit, ...changes }, null, 2) + '\n')
  console.log(`\n${summary}\nwrote ${out} in ${elapsed()}`)
} catch (error) {
  console.error((error as Error).message)
  process.exitCode = 1
} finally {
  await cleanUp()
}
