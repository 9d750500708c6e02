// npm run edit keeps every unsaved change in its database (DATA_DIR), in a real browser on a copy of the
// sample site: after the editor's process is killed and started again on the same DATA_DIR, a new page brings
// the change back and Save writes it.
// A file changed on disk meanwhile keeps its new words where the editor changed nothing; a place
// changed on both sides is shown with both versions, and the editor keeps theirs or their own. Words
// typed while the network was down are kept once it is back.
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { parse } from 'yaml'
import type { HeroSection, Page as SitePage, Section } from '../../../schema/generated/site-types.ts'
import { findSection, copySampleSite } from '../../../schema/site-copy.ts'
import { spliceData } from '../../../schema/yaml-splice.ts'
import { reviewWords } from '../../../renderer/editor/review/review-words.ts'
import { apiPrefix, editorRoutes, sessionHeader, sessionMeta } from '../contract.ts'
import { sectionName } from '../../../renderer/editor/panels/schema-parts.ts'
import { openEditorPage } from '../test-support/test-editor-server.ts'
import { editorTests } from '../test-support/test-editor-tests.ts'

const seconds = 1000
const session = editorTests()

const isPlainHero = (s: Section): s is HeroSection => s.type === 'hero' && !s.heading.includes('{{')

const start = session.start

async function typeInto(page: Page, heading: string, words: string) {
  await page.locator('h1', { hasText: heading }).click()
  await page.keyboard.press('Control+End')
  await page.keyboard.type(words)
  await expect.poll(() => page.locator('h1').first().innerText()).toBe(heading + words)
}

/** The drafts the server keeps, as the page reads them back (GET drafts with its token). */
async function keptHeadings(page: Page): Promise<unknown[]> {
  return page.evaluate(
    async ({ url, header, meta }) => {
      const token = document.querySelector<HTMLMetaElement>(`meta[name="${meta}"]`)!.content
      const kept = await (await fetch(url, { headers: { [header]: token } })).json()
      return kept.done.map((c: { after: unknown }) => c.after)
    },
    { url: apiPrefix + editorRoutes.drafts, header: sessionHeader, meta: sessionMeta },
  )
}

const status = (page: Page) => page.getByRole('status').first().innerText()

describe('drafts kept', () => {
  test(
    'a change survives a crash of npm run edit and a closed tab, and Save writes it',
    async () => {
      const siteDir = copySampleSite()
      const { file, page: sitePage, index, section } = findSection(siteDir, isPlainHero)!
      const editor = await start(siteDir)
      const page = await openEditorPage(session.browser(), `${editor.origin}${sitePage.path}`, section.heading)
      await typeInto(page, section.heading, ' Quokka')
      await expect.poll(() => keptHeadings(page), { timeout: 10 * seconds }).toEqual([`${section.heading} Quokka`])

      await editor.stop('SIGKILL')
      await page.close()
      const again = await start(siteDir, { port: editor.port, dataDir: editor.dataDir })
      // The page itself shows the change that came back, not only the bar.
      const reopened = await openEditorPage(session.browser(), `${again.origin}${sitePage.path}`, `${section.heading} Quokka`)
      await expect.poll(() => status(reopened)).toMatch(/^1 unsaved change/)
      await reopened.getByRole('button', { name: 'Save' }).click()
      await expect
        .poll(() => (parse(readFileSync(join(siteDir, file), 'utf8')) as SitePage).sections[index])
        .toMatchObject({ heading: `${section.heading} Quokka` })
      await reopened.close()
      await again.stop()
    },
    180 * seconds,
  )

  test(
    "a file changed on disk meanwhile: untouched fields take the new words, and a field changed on both sides is the editor's choice",
    async () => {
      const siteDir = copySampleSite()
      const { file, page: sitePage, index, section } = findSection(siteDir, isPlainHero)!
      const editor = await start(siteDir)
      const page = await openEditorPage(session.browser(), `${editor.origin}${sitePage.path}`, section.heading)
      const onDisk = () => parse(readFileSync(join(siteDir, file), 'utf8')) as SitePage
      /** Another editor's change to the file: the heading, and the page's title when `title` says so. */
      const changeOnDisk = (heading: string, title?: string) => {
        const text = readFileSync(join(siteDir, file), 'utf8')
        const data = parse(text) as SitePage
        ;(data.sections[index] as HeroSection).heading = heading
        if (title) data.title = title
        writeFileSync(join(siteDir, file), spliceData(text, data))
      }
      const conflict = page.getByRole('region', { name: reviewWords.conflicts })

      // Keep mine: the heading is the editor's, the title the other editor's.
      await typeInto(page, section.heading, ' Quokka')
      await expect.poll(() => keptHeadings(page), { timeout: 10 * seconds }).toEqual([`${section.heading} Quokka`])
      const title = `${sitePage.title} Numbat`
      // The page takes the change in place: a reload would lose this mark (and the panels open, the scroll).
      await page.evaluate(() => ((window as { notReloaded?: boolean }).notReloaded = true))
      changeOnDisk(`${section.heading} Wombat`, title)
      await conflict.waitFor({ timeout: 60 * seconds })
      expect(await page.evaluate(() => (window as { notReloaded?: boolean }).notReloaded)).toBe(true)
      const choice = conflict.getByRole('group')
      expect(await choice.count()).toBe(1)
      expect(await choice.getAttribute('aria-label')).toMatch(new RegExp(` › ${sectionName('hero')} › Heading$`))
      expect(await choice.innerText()).toContain(`'${section.heading} Quokka'`)
      expect(await choice.innerText()).toContain(`'${section.heading} Wombat'`)
      await choice.getByRole('button', { name: 'Keep mine' }).click()
      expect(await conflict.count()).toBe(0)
      await expect.poll(() => status(page)).toMatch(/^1 unsaved change/)
      await page.getByRole('button', { name: 'Save' }).click()
      await expect.poll(() => (onDisk().sections[index] as HeroSection).heading, { timeout: 30 * seconds }).toBe(`${section.heading} Quokka`)
      expect(onDisk().title).toBe(title)

      // Take theirs: nothing of the editor's is left to save, and the file keeps the other editor's words.
      const page2 = await openEditorPage(session.browser(), `${editor.origin}${sitePage.path}`, `${section.heading} Quokka`)
      await typeInto(page2, `${section.heading} Quokka`, ' Again')
      await expect.poll(() => keptHeadings(page2), { timeout: 10 * seconds }).toEqual([`${section.heading} Quokka Again`])
      changeOnDisk(`${section.heading} Elsewhere`)
      await page2
        .getByRole('region', { name: reviewWords.conflicts })
        .getByRole('button', { name: 'Take theirs' })
        .click({ timeout: 60 * seconds })
      await expect.poll(() => keptHeadings(page2), { timeout: 10 * seconds }).toEqual([])
      expect(await status(page2)).not.toMatch(/unsaved/)
      expect((onDisk().sections[index] as HeroSection).heading).toBe(`${section.heading} Elsewhere`)
      await Promise.all([page.close(), page2.close()])
    },
    240 * seconds,
  )

  test(
    'the words typed while the network was down are sent again once it is back, with no further change',
    async () => {
      const siteDir = copySampleSite()
      const { page: sitePage, section } = findSection(siteDir, isPlainHero)!
      const editor = await start(siteDir)
      const page = await openEditorPage(session.browser(), `${editor.origin}${sitePage.path}`, section.heading)
      const typed = `${section.heading} Quokka`
      // Every request that keeps the drafts fails, as on a phone that lost its network, until the whole heading was among them.
      const drafts = `**${apiPrefix}${editorRoutes.drafts}`
      let wholeHeadingLost = false
      await page.route(drafts, (route) => {
        if (route.request().method() !== 'PUT') return route.continue()
        if (route.request().postData()?.includes(JSON.stringify(typed))) wholeHeadingLost = true
        return route.abort('internetdisconnected')
      })
      await typeInto(page, section.heading, ' Quokka')
      await expect.poll(() => wholeHeadingLost, { timeout: 10 * seconds }).toBe(true)
      await page.unroute(drafts)
      await expect.poll(() => keptHeadings(page), { timeout: 20 * seconds }).toEqual([typed])
      await page.close()
      await editor.stop()
    },
    120 * seconds,
  )
})
