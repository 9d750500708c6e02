// The review's before and after pictures, made with the code of `npm run changes` (scripts/changes/):
// the site as committed and the site with the editor's changes are each built (without compression),
// the routes whose rendered output differs are found, both builds are served as production serves them
// (review-server.ts), and each changed route is photographed at 1280 and 375 px; of routes showing the
// same change (a fact in the header changes every page alike) one is pictured and the others named
// (same-change.ts). What the hand-over waits for is kept: the committed site's build and its "before"
// pictures, by commit, so a second review builds and photographs only the changed site; and one
// browser for every job.
// Builds take seconds, so this is a job whose progress the page asks for; a second request for the
// same state of the site gets the same job.
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { createHash } from 'node:crypto'
import { basename, join } from 'node:path'
import type { Browser } from 'playwright-core'
import { projectRoot } from '../../../schema/load-site.ts'
import { formatProblem, problemCount } from '../../../schema/problem.ts'
import { createSiteChecker } from '../../../schema/site-checker.ts'
import { siteEntries } from '../../../schema/site-entries.ts'
import { readSiteTexts } from '../../../schema/site-texts.ts'
import { pictureFolderOf } from '../../../schema/route-file.ts'
import { compareRoutes, renderedRoutes } from '../../../scripts/changes/routes.ts'
import { groupSameChanges } from '../../../scripts/changes/same-change.ts'
import { shotsOf, takeShots, widths } from '../../../scripts/changes/screenshots.ts'
import type { Served } from '../../../scripts/changes/serve.ts'
import { buildTree } from '../../../scripts/changes/trees.ts'
import { committedCommit, committedSite } from './committed-site.ts'
import type { PicturesProgress } from '../contract.ts'
import { firstDifference } from './first-difference.ts'
import { serveReviewBuild } from './review-server.ts'
import { readSiteFiles } from '../site/site-files.ts'
import { editorStore } from '../site/working-tree.ts'

/** The pictures' progress as the page reads it (contract.ts), and which state of the site they show. */
export type PicturesJob = PicturesProgress & { key: string; reused: string[] }

/** Copies a picture into the kept ones or out of them, written beside and renamed: a half-copied file is never kept. */
function copyPicture(file: string, into: string) {
  mkdirSync(join(into, '..'), { recursive: true })
  copyFileSync(file, `${into}.partial`)
  renameSync(`${into}.partial`, into)
}

// An earlier job's pictures stay a while: the hosted editor pushes them once that job has ended, maybe
// while another person's job has started.
const keptPicturesMs = 10 * 60_000
function removeOldPictures(folder: string, except: string) {
  for (const entry of existsSync(folder) ? readdirSync(folder) : []) {
    if (entry !== except && Date.now() - statSync(join(folder, entry)).mtimeMs > keptPicturesMs) rmSync(join(folder, entry), { recursive: true, force: true })
  }
}

/** `version`: which version of the site a folder outside git holds (the hosted editor's commit of the
 * remote), so its build and pictures are kept as a committed site's are. */
export function reviewPictures(siteDir: string, version: () => string | undefined = () => undefined) {
  const work = join(editorStore(siteDir), 'review')
  let current: { progress: PicturesJob; finished: Promise<void> } | undefined
  const ended = new WeakMap<PicturesJob, Promise<void>>()
  // The sites pictured are checked with the parses kept from one to the next: most of their files are
  // alike, and the editor's other requests wait while a check runs in its process (a whole site, about
  // 130 ms; again, only the files that changed).
  const checker = createSiteChecker({ shownDir: 'site' })
  const checkedSite = (dir: string) => {
    const { site, problems } = checker.check(readSiteTexts(dir))
    // Its build has just checked it, so this is not a person's mistake. The message reaches people (the
    // pictures' note): it names the site's files, never the folder the editor keeps them in.
    if (!site) throw new Error(`The site as pictured has ${problemCount(problems.length)} once built:\n${problems.map(formatProblem).join('\n')}`)
    return site
  }
  let browser: Promise<Browser> | undefined
  // Playwright is loaded with the first job, not with the editor: it was half of every editor's start
  // (2.0 → 0.9 CPU-s), and most editors never make a picture.
  const launch = async () => (await import('../../../scripts/support/chromium.ts')).launchChromium()
  // One browser for every job, launched again only if it went away.
  const openBrowser = () => {
    browser = browser?.then((b) => (b.isConnected() ? b : launch())) ?? launch()
    browser.catch(() => {
      browser = undefined
    })
    return browser
  }

  // Once the editor stops, a job waiting its turn, or one between its builds and its pictures, ends
  // there: the hosted editor makes a proposal's pictures after answering, so one may still be queued.
  let closed = false
  const stillOpen = () => {
    if (closed) throw new Error('the editor stopped before they were made.')
  }

  async function run(progress: PicturesJob, texts: Record<string, string | Buffer>, commit: string | undefined, beforeSite: string) {
    stillOpen()
    const before = join(work, `build-${commit ?? 'saved'}`)
    const after = join(work, 'build-after')
    const afterSite = join(work, 'after-site')
    const out = join(work, 'pictures', progress.key)
    // The committed site's pictures, kept beside its build (a site outside git has none kept).
    const kept = commit ? join(work, `before-pictures-${commit}`) : undefined
    removeOldPictures(join(work, 'pictures'), progress.key)
    rmSync(afterSite, { recursive: true, force: true })
    // The site's plain files only: a link in site/ is a problem the editor shows, never copied nor followed.
    const saved = Object.fromEntries(siteEntries(siteDir).files.map((name) => [name, readFileSync(join(siteDir, name))]))
    for (const [name, data] of Object.entries({ ...saved, ...texts })) {
      mkdirSync(join(afterSite, name, '..'), { recursive: true })
      writeFileSync(join(afterSite, name), data)
    }
    progress.step = 'Building the site as it is now and with your changes'
    // The committed site's build is kept for its commit: a second review rebuilds only the changes.
    const builtBefore = commit && existsSync(join(before, 'client', 'index.html'))
    const keep = [basename(before), basename(after), ...(kept ? [basename(kept)] : [])]
    for (const old of readdirSync(work))
      if (/^(build|before-pictures)-/.test(old) && !keep.includes(old)) rmSync(join(work, old), { recursive: true, force: true })
    const browsing = openBrowser()
    // A build is served when its first picture is wanted: none for the committed site when all its pictures are kept.
    const servers = new Map<string, Promise<Served>>()
    const site = (name: string) => {
      const [dir, build] = name === 'before' ? [beforeSite, before] : [afterSite, after]
      return servers.get(name) ?? servers.set(name, serveReviewBuild(checkedSite(dir), join(build, 'client'))).get(name)!
    }
    const buildBefore = builtBefore ? Promise.resolve() : buildTree(projectRoot, 'the site as it is now', { SITE_DIR: beforeSite, BUILD_DIR: before })
    const buildAfter = buildTree(projectRoot, 'the site with your changes', { SITE_DIR: afterSite, BUILD_DIR: after })
    try {
      await Promise.all([buildBefore, buildAfter])
      stillOpen()
      const [was, is] = [renderedRoutes(join(before, 'client')), renderedRoutes(join(after, 'client'))]
      const routes = groupSameChanges(was, is, compareRoutes(was, is))
      // Pages are named by their titles: the changed site's, and a removed page's as it was.
      const titles = Object.fromEntries([beforeSite, afterSite].flatMap((dir) => checkedSite(dir).pages.map(({ page }) => [page.path, page.title])))
      progress.routes = { ...routes, titles }
      const shots = shotsOf(routes)
      progress.total = shots.length
      if (!shots.length) return
      progress.step = 'Taking the pictures'
      // `done` counts the pictures there are.
      const taken = (file: string) => (progress.done = progress.shots.push(file))
      for (const shot of shots.filter((s) => kept && s.name === 'before' && existsSync(join(kept, s.file)))) {
        copyPicture(join(kept!, shot.file), join(out, shot.file))
        progress.reused.push(shot.file)
        taken(shot.file)
      }
      const toTake = shots.filter((s) => !progress.reused.includes(s.file))
      const chromium = await browsing
      // The builds pictured are served first: their pages may load from them alone (screenshots.ts).
      const origins = await Promise.all([...new Set(toTake.map((shot) => shot.name))].map(async (name) => (await site(name)).origin))
      await takeShots(chromium, toTake, origins, async (shot, photo) => {
        mkdirSync(join(out, pictureFolderOf(shot.route)), { recursive: true })
        await photo((await site(shot.name)).origin + shot.route, join(out, shot.file))
        if (kept && shot.name === 'before') copyPicture(join(out, shot.file), join(kept, shot.file))
        taken(shot.file)
      })
      for (const route of routes.changed) {
        for (const width of widths) {
          const at = await firstDifference(join(out, pictureFolderOf(route), `before-${width}.png`), join(out, pictureFolderOf(route), `after-${width}.png`))
          if (at !== undefined) progress.offsets[`${pictureFolderOf(route)}/${width}`] = at
        }
      }
    } finally {
      await Promise.all([...servers.values()].map(async (s) => (await s.catch(() => undefined))?.stop()))
    }
  }

  return {
    status: () => current?.progress,
    /** Starts (or finds) the pictures of the site with `texts` (each changed file's new text) in place, and `photos` added (a person's not sent yet). */
    start(texts: Record<string, string>, photos: Record<string, Buffer> = {}): PicturesJob {
      const held = version()
      // The state pictured: the commit compared with, and every file's text with the changes.
      const hash = createHash('sha1').update(committedCommit(siteDir) ?? held ?? 'saved')
      const files = { ...Object.fromEntries(readSiteFiles(siteDir).map((f) => [f.name, f.text])), ...texts }
      for (const [name, text] of Object.entries(files).sort()) hash.update(`\0${name}\0${text}`)
      for (const [name, bytes] of Object.entries(photos).sort()) hash.update(`\0${name}\0`).update(bytes)
      const key = hash.digest('hex').slice(0, 16)
      if (current && current.progress.key === key && current.progress.state !== 'failed') return current.progress
      const progress: PicturesJob = {
        state: 'working',
        key,
        step: 'Waiting for the last review to finish',
        done: 0,
        total: 0,
        shots: [],
        offsets: {},
        reused: [],
      }
      // One job at a time: builds share the machine, and the folders here.
      const picture = async () => {
        const committed = await committedSite(siteDir)
        await run(progress, { ...photos, ...texts }, committed.commit ?? held, committed.dir)
      }
      const finished = (current?.finished ?? Promise.resolve())
        .then(picture)
        .then(() => void Object.assign(progress, { state: 'done', step: 'Done' }))
        .catch((error: Error) => void Object.assign(progress, { state: 'failed', error: error.message }))
      current = { progress, finished }
      ended.set(progress, finished)
      return progress
    },
    /** Waits for `job` (the last one started, unless named) to end. */
    finished: async (job = current?.progress) => {
      await (job && ended.get(job))
      return job
    },
    /** The last job's folder of pictures. */
    pictureFolder: (job = current?.progress) => job && join(work, 'pictures', job.key),
    /** A picture of the last job by its name in `shots` (only those: the name comes from the page). */
    pictureFile: (file: string) => (current?.progress.shots.includes(file) ? join(work, 'pictures', current.progress.key, file) : undefined),
    /** Closes the browser (a job taking pictures then fails), and no job starts or takes pictures after. */
    close: async () => {
      closed = true
      await (await browser?.catch(() => undefined))?.close().catch(() => {})
    },
  }
}

export type ReviewPictures = ReturnType<typeof reviewPictures>
