// A commit whose site folder holds a link (git keeps one as a link, and tar makes it again) is never
// written out for the editor to read: the review's site as committed falls back to the saved site, and
// nothing of the refused export is left.
import { readdirSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, expect, test } from 'vitest'
import { sampleSiteDir } from '../../../schema/site-copy.ts'
import { siteEntries } from '../../../schema/site-entries.ts'
import { linkOutside, links, outsideFolder, type OutsideFolder } from '../../../scripts/support/foreign-files.ts'
import { committedSite } from './committed-site.ts'
import { editorStore } from '../site/working-tree.ts'
import { siteRepository, type SiteRepository } from '../test-support/test-site-repo.ts'

let repo: SiteRepository
let outside: OutsideFolder
afterAll(() => {
  rmSync(repo.top, { recursive: true, force: true })
  rmSync(outside.dir, { recursive: true, force: true })
})

test("a commit with links out of the site is refused by the review's export; once they are gone it is written out", async () => {
  repo = siteRepository(sampleSiteDir)
  outside = await outsideFolder(repo.siteDir)
  linkOutside(repo.siteDir, outside)
  repo.git('add', '--', `site/${links.folder}`, `site/${links.file}`)
  repo.git('commit', '--quiet', '-m', 'Links out of the site')

  expect(await committedSite(repo.siteDir)).toEqual({ dir: repo.siteDir })
  expect(readdirSync(join(editorStore(repo.siteDir), 'committed'))).toEqual([])

  repo.git('rm', '--quiet', '--', `site/${links.folder}`, `site/${links.file}`)
  repo.git('commit', '--quiet', '-m', 'No links')
  const committed = await committedSite(repo.siteDir)
  expect(committed.commit).toBe(repo.git('rev-parse', 'HEAD'))
  expect(siteEntries(committed.dir)).toEqual(siteEntries(repo.siteDir))
})
