// The review's before and after pictures, made with the code of `npm run changes` (scripts/changes/):
// the site as committed and the site with the editor's changes are each built (without compression),
// the routes whose rendered output differs are found, both builds are served as production serves them,
// and each changed route is photographed at 1280 and 375 px. Builds take seconds, so this is a job whose
// progress the page asks for; a second request for the same state of the site gets the same job.
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { createHash } from 'node:crypto'
import { basename, join } from 'node:path'
import { projectRoot } from '../../schema/load-site.ts'
import { compareRoutes, folderOf, renderedRoutes, type RouteChanges } from '../../scripts/changes/routes.ts'
import { inParallel, screenshot, widths } from '../../scripts/changes/screenshots.ts'
import { serveTree, type Served } from '../../scripts/changes/serve.ts'
import { buildTree } from '../../scripts/changes/trees.ts'
import { launchChromium } from '../../scripts/support/chromium.ts'
import { committedSite } from './committed-site.ts'
import type { PicturesProgress } from './contract.ts'
import { firstDifference } from './first-difference.ts'
import { readSiteFiles } from './site-files.ts'
import { editorStore } from './site-repo.ts'

/** The pictures' progress as the page reads it (contract.ts), and which state of the site they show. */
export interface PicturesJob extends PicturesProgress {
  key: string
  routes?: RouteChanges
}

export function reviewPictures(siteDir: string) {
  const work = join(editorStore(siteDir), 'review')
  let current: { progress: PicturesJob; finished: Promise<void> } | undefined

  async function run(progress: PicturesJob, texts: Record<string, string>, commit: string | undefined, beforeSite: string) {
    const before = join(work, `build-${commit ?? 'saved'}`)
    const after = join(work, 'build-after')
    const afterSite = join(work, 'after-site')
    const out = join(work, 'pictures', progress.key)
    rmSync(join(work, 'pictures'), { recursive: true, force: true })
    rmSync(afterSite, { recursive: true, force: true })
    cpSync(siteDir, afterSite, { recursive: true })
    for (const [name, text] of Object.entries(texts)) {
      mkdirSync(join(afterSite, name, '..'), { recursive: true })
      writeFileSync(join(afterSite, name), text)
    }
    progress.step = 'Building the site as committed and with your changes'
    // The committed site's build is kept for its commit: a second review rebuilds only the changes.
    const builtBefore = commit && existsSync(join(before, 'client', 'index.html'))
    for (const old of readdirSync(work)) if (old.startsWith('build-') && ![basename(before), basename(after)].includes(old)) rmSync(join(work, old), { recursive: true, force: true })
    await Promise.all([
      builtBefore ? undefined : buildTree(projectRoot, 'the site as committed', { SITE_DIR: beforeSite, BUILD_DIR: before }),
      buildTree(projectRoot, 'the site with your changes', { SITE_DIR: afterSite, BUILD_DIR: after }),
    ])
    const routes = compareRoutes(renderedRoutes(join(before, 'client')), renderedRoutes(join(after, 'client')))
    progress.routes = routes
    const shots = [
      ...routes.changed.flatMap((route) => [{ route, name: 'before' }, { route, name: 'after' }]),
      ...routes.added.map((route) => ({ route, name: 'after' })),
      ...routes.removed.map((route) => ({ route, name: 'before' })),
    ].flatMap((shot) => widths.map((width) => ({ ...shot, width, file: `${folderOf(shot.route)}/${shot.name}-${width}.png` })))
    progress.total = shots.length
    if (!shots.length) return
    progress.step = 'Taking the pictures'
    const servers: Served[] = []
    const browser = await launchChromium()
    try {
      const [was, is] = await Promise.all([
        serveTree(projectRoot, 'the site as committed', { SITE_DIR: beforeSite, DIST_DIR: join(before, 'client') }),
        serveTree(projectRoot, 'the site with your changes', { SITE_DIR: afterSite, DIST_DIR: join(after, 'client') }),
      ])
      servers.push(was, is)
      await inParallel(shots.map((shot) => async () => {
        mkdirSync(join(out, folderOf(shot.route)), { recursive: true })
        await screenshot(browser, (shot.name === 'before' ? was : is).origin + shot.route, shot.width, join(out, shot.file))
        progress.shots.push(shot.file)
        progress.done++
      }), 2)
      for (const route of routes.changed) {
        for (const width of widths) {
          const at = await firstDifference(join(out, folderOf(route), `before-${width}.png`), join(out, folderOf(route), `after-${width}.png`))
          if (at !== undefined) progress.offsets[`${folderOf(route)}/${width}`] = at
        }
      }
    } finally {
      await browser.close().catch(() => {})
      await Promise.all(servers.map((s) => s.stop()))
    }
  }

  return {
    status: () => current?.progress,
    /** Starts (or finds) the pictures of the site with `texts` (each changed file's new text) in place. */
    start(texts: Record<string, string>): PicturesJob {
      const committed = committedSite(siteDir)
      // The state pictured: the commit compared with, and every file's text with the changes.
      const hash = createHash('sha1').update(committed.commit ?? 'saved')
      const files = new Map(readSiteFiles(siteDir).map((f) => [f.name, f.text]))
      for (const [name, text] of Object.entries(texts)) files.set(name, text)
      for (const [name, text] of [...files].sort()) hash.update(`\0${name}\0${text}`)
      const key = hash.digest('hex').slice(0, 16)
      if (current && current.progress.key === key && current.progress.state !== 'failed') return current.progress
      const progress: PicturesJob = { state: 'working', key, step: 'Waiting for the last review to finish', done: 0, total: 0, shots: [], offsets: {} }
      // One job at a time: builds share the machine, and the folders here.
      const finished = (current?.finished ?? Promise.resolve()).then(() => run(progress, texts, committed.commit, committed.dir)).then(
        () => { progress.state = 'done'; progress.step = 'Done' },
        (error: Error) => { progress.state = 'failed'; progress.error = error.message },
      )
      current = { progress, finished }
      return progress
    },
    /** Waits for the last job started to end. */
    finished: async () => { await current?.finished; return current?.progress },
    /** The last job's folder of pictures. */
    pictureFolder: () => current && join(work, 'pictures', current.progress.key),
    /** A picture of the last job by its name in `shots` (only those: the name comes from the page). */
    pictureFile: (file: string) => (current?.progress.shots.includes(file) ? join(work, 'pictures', current.progress.key, file) : undefined),
  }
}

export type ReviewPictures = ReturnType<typeof reviewPictures>
