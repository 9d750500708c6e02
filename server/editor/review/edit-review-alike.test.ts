// npm run edit's review in a real browser, on the fixture site in a git repository: a footer heading
// (on every page alike) is pictured on one page, and the review names the other pages showing the same
// change. The change is a draft kept by the server and brought back when the page opens.
import { readFileSync, rmSync } from 'node:fs'
import { parseDocument } from 'yaml'
import { join } from 'node:path'
import { afterAll, expect, test } from 'vitest'
import type { HeroSection, Section } from '../../../schema/generated/site-types.ts'
import { findSection, pagesOf } from '../../../schema/site-copy.ts'
import { reviewWords } from '../../../renderer/editor/review/review-words.ts'
import { fixtureSiteDir } from '../../test-support.ts'
import { apiPrefix, editorRoutes, sessionHeader, sessionMeta, type Change } from '../contract.ts'
import { openEditorPage } from '../test-support/test-editor-server.ts'
import { editorTests } from '../test-support/test-editor-tests.ts'
import { siteRepository } from '../test-support/test-site-repo.ts'

const seconds = 1000
const session = editorTests()
const repo = siteRepository(fixtureSiteDir)
afterAll(() => rmSync(repo.top, { recursive: true, force: true }))

test(
  'a footer heading changed: one page pictured, the others showing the same change named beside it',
  async () => {
    const { page: sitePage, section } = findSection(repo.siteDir, (s: Section): s is HeroSection => s.type === 'hero' && !s.heading.includes('{{'))!
    const path = ['footer', 'columns', 0, 'heading']
    const before = parseDocument(readFileSync(join(repo.siteDir, 'site.yaml'), 'utf8')).getIn(path) as string
    const change: Change = { file: 'site.yaml', path, before, after: `${before} Quokka` }
    const editor = await session.start(repo.siteDir)
    const page = await openEditorPage(session.browser(), `${editor.origin}${sitePage.path}`, section.heading)
    await page.evaluate(
      async ({ url, header, meta, change }) => {
        const token = document.querySelector<HTMLMetaElement>(`meta[name="${meta}"]`)!.content
        await fetch(url, {
          method: 'PUT',
          headers: { [header]: token, 'content-type': 'application/json' },
          body: JSON.stringify({ done: [change], undone: [], conflicts: [] }),
        })
      },
      { url: apiPrefix + editorRoutes.drafts, header: sessionHeader, meta: sessionMeta, change },
    )
    await page.reload()
    await page
      .getByText('1 unsaved change brought back', { exact: false })
      .first()
      .waitFor({ timeout: 60 * seconds })

    await page.getByRole('button', { name: 'Review changes' }).click()
    const review = page.getByRole('dialog', { name: 'Review changes' })
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
  },
  300 * seconds,
)
