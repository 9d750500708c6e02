// The editor's review in a real browser, on the fixture site in a git repository: a footer heading (on
// every page alike) is pictured on one page, and the review names the other pages showing the same
// change. The change is a draft kept by the server and brought back when the page opens. On the local and
// the hosted editor alike.
import { readFileSync, rmSync } from 'node:fs'
import { parseDocument } from 'yaml'
import { join } from 'node:path'
import { afterAll, describe, expect, test } from 'vitest'
import type { HeroSection, Section } from '../../../schema/generated/site-types.ts'
import { findSection, pagesOf } from '../../../schema/site-copy.ts'
import { reviewWords } from '../../../renderer/editor/review/review-words.ts'
import { fixtureSiteDir } from '../../test-support.ts'
import type { Change } from '../contract.ts'
import { inBarMenu } from '../test-support/test-in-place.ts'
import { keepDrafts } from '../test-support/test-kept-drafts.ts'
import { editorModes, modeEditors } from '../test-support/test-editor-modes.ts'
import { siteRepository } from '../test-support/test-site-repo.ts'

const seconds = 1000
const session = modeEditors()
const repos: string[] = []
afterAll(() => repos.forEach((top) => rmSync(top, { recursive: true, force: true })))

describe.each(editorModes)('%s', (mode) => {
  test(
    'a footer heading changed: one page pictured, the others showing the same change named beside it',
    async () => {
      const repo = siteRepository(fixtureSiteDir)
      repos.push(repo.top)
      const { page: sitePage, section } = findSection(repo.siteDir, (s: Section): s is HeroSection => s.type === 'hero' && !s.heading.includes('{{'))!
      const path = ['footer', 'columns', 0, 'heading']
      const before = parseDocument(readFileSync(join(repo.siteDir, 'site.yaml'), 'utf8')).getIn(path) as string
      const change: Change = { file: 'site.yaml', path, before, after: `${before} Quokka` }
      const editor = await session.start(mode, repo.siteDir)
      const page = await editor.open(sitePage.path, section.heading, 1280)
      expect(await keepDrafts(page, [change])).toBe(200)
      await page.reload()
      await page
        .getByText(change.after as string, { exact: true })
        .first()
        .waitFor({ timeout: 60 * seconds })

      await (await inBarMenu(page, page.getByRole('button', { name: reviewWords.review, exact: true }))).click()
      const review = page.getByRole('dialog', { name: reviewWords.review })
      const named = review.getByText(/^The same change shows on \d+ other pages?: /)
      await named.waitFor({ timeout: 240 * seconds })
      const route = await named.locator('xpath=ancestor::section[1]').getAttribute('aria-label')
      const others = (await named.innerText()).replace(/^.*?: /, '').split(', ')
      expect(others.length).toBeGreaterThan(0)
      expect(others).not.toContain(route)
      // Every page is named by its title.
      const titles = pagesOf(repo.siteDir).map(({ page }) => page.title)
      expect([route, ...others].filter((name) => !titles.includes(name!))).toEqual([])
      // Pictured once: no other page has a region of its own.
      for (const other of others) await expect.poll(() => review.getByRole('region', { name: other, exact: true }).count()).toBe(0)
      const phone = reviewWords.widthWords(375)
      await review.getByRole('img', { name: reviewWords.pictureAlt(reviewWords.after, phone, route!), exact: true }).waitFor({ timeout: 60 * seconds })
      await page.close()
    },
    300 * seconds,
  )
})
