// The review's builds served in the editor's process (review-server.ts), over a real socket: a copy of
// the site, with a testimonial of the test's own, is built and served as production serves it, pages
// (the build's own files) and API alike, and stop() closes the port.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, expect, test } from 'vitest'
import { loadSite, projectRoot } from '../../../schema/load-site.ts'
import { editYaml, removeCopies, copySampleSite } from '../../../schema/site-copy.ts'
import { buildTree } from '../../../scripts/changes/trees.ts'
import { testimonialsAnswer } from '../../routes/testimonials.ts'
import { serveReviewBuild } from './review-server.ts'

const work = mkdtempSync(join(tmpdir(), 'review-server-'))
afterAll(() => {
  removeCopies()
  rmSync(work, { recursive: true, force: true })
})

test("a build is served with its own site's pages and API until stopped", async () => {
  const siteDir = copySampleSite()
  editYaml(siteDir, 'testimonials.yaml', (doc) => doc.setIn(['testimonials', 0, 'content'], "Served from the review's own copy, wombat."))
  await buildTree(projectRoot, 'the copy', { SITE_DIR: siteDir, BUILD_DIR: work })
  const site = loadSite(siteDir).site!

  const served = await serveReviewBuild(site, join(work, 'client'))
  try {
    const home = await fetch(`${served.origin}/`)
    expect(home.status).toBe(200)
    expect(home.headers.get('content-type')).toMatch(/^text\/html/)
    expect(await home.text()).toBe(readFileSync(join(work, 'client', 'index.html'), 'utf8'))
    const testimonials = await fetch(`${served.origin}/api/testimonials`)
    expect(await testimonials.json()).toEqual(testimonialsAnswer(site.testimonials))
    expect(JSON.stringify(testimonialsAnswer(site.testimonials))).toContain('wombat')
  } finally {
    await served.stop()
  }
  await expect(fetch(`${served.origin}/`)).rejects.toThrow()
}, 120_000)
