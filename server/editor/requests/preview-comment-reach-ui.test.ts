// The comment box of a preview link's page, in Chromium on the sample site behind a real git server: on a
// phone (375 px), a reader who scrolled to the end of a long page finds "What do you think?" where they
// are, without scrolling back up, and the end of the page is not under it; the comment they send from
// there reaches the firm. On a computer (1280 px), where the box is beside the top of the site, a button at
// the window's foot takes them back to it. Screenshots go to the temp folder.
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Locator, Page as Tab } from 'playwright-core'
import { expect, test } from 'vitest'
import { copySampleSite } from '../../../schema/site-copy.ts'
import { previewLinkWords as words } from '../../../renderer/editor/preview-link/preview-link-words.ts'
import { hostedBrowser } from '../test-support/hosted-browser.ts'
import { editorRoutes } from '../contract.ts'
import { json } from '../test-support/test-hosted-editor.ts'
import { sentRequest } from '../test-support/test-sent-request.ts'
import { axeViolations } from '../test-support/editor-axe.ts'

const chromium = hostedBrowser()

/** Whether all of `target` is inside the tab's window. */
async function inSight(tab: Tab, target: Locator) {
  const box = await target.boundingBox()
  const { width, height } = tab.viewportSize()!
  return !!box && box.x >= 0 && box.y >= 0 && box.x + box.width <= width && box.y + box.height <= height
}

/** A preview link made for the request `id`, opened in a new tab `width` px wide, the site's page shown whole. */
async function openedLink(editor: Awaited<ReturnType<typeof sentRequest>>['editor'], pat: string, id: string, width: number) {
  const { link } = json<{ link: string }>(await editor.request('POST', `${editorRoutes.requests}/${id}/preview-links`, { cookie: pat, body: { days: 2 } }))
  const context = await chromium.browser.newContext({ viewport: { width, height: width < 600 ? 740 : 800 } })
  chromium.contexts.push(context)
  const tab = await context.newPage()
  await tab.goto(link)
  await tab.locator('footer').last().waitFor({ timeout: 60_000 })
  return tab
}

test('at the end of a long page on a phone, the comment box is in sight and the page ends above it', async () => {
  const { editor, pat, id, page } = await sentRequest(copySampleSite(), '(reach)')
  try {
    const tab = await openedLink(editor, pat, id, 375)
    const footer = tab.locator('footer').last()
    expect(new URL(tab.url()).searchParams.get('page')).toBe(page.path)
    const long = await tab.evaluate(() => document.documentElement.scrollHeight > 3 * window.innerHeight)
    expect(long).toBe(true)

    await tab.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    const title = tab.getByRole('region', { name: words.bar }).getByText(words.commentTitle, { exact: true })
    await expect.poll(() => inSight(tab, title)).toBe(true)
    // The end of the page is above the box, not under it.
    const [end, box] = [(await footer.boundingBox())!, (await title.locator('xpath=..').boundingBox())!]
    expect(end.y + end.height).toBeLessThanOrEqual(box.y + 1)
    await tab.screenshot({ path: join(tmpdir(), 'preview-reach-375-end.png') })

    await title.click()
    const form = tab.getByRole('form', { name: words.commentTitle })
    await form.getByLabel(words.name).fill('Carla')
    await form.getByLabel(words.comment).fill('The end reads well.')
    const send = form.getByRole('button', { name: words.send })
    await expect.poll(() => inSight(tab, send)).toBe(true)
    expect(await axeViolations(tab)).toEqual([])
    await tab.screenshot({ path: join(tmpdir(), 'preview-reach-375-open.png') })
    await send.click()
    await form.getByText(words.thanks, { exact: true }).waitFor()
    const events = json<{ events: { kind: string; by: string; words?: string }[] }>(
      await editor.request('GET', `${editorRoutes.requests}/${id}`, { cookie: pat }),
    ).events
    expect(events.at(-1)).toMatchObject({ kind: 'comment', by: 'Carla (preview link)', words: 'The end reads well.' })
  } finally {
    await editor.close()
  }
}, 300_000)

test('on a computer, once the box is out of sight, a button at the foot of the window takes the reader to it; a second comment can follow', async () => {
  const { editor, pat, id } = await sentRequest(copySampleSite(), '(back)')
  try {
    const tab = await openedLink(editor, pat, id, 1280)
    const form = tab.getByRole('form', { name: words.commentTitle })
    const back = tab.getByRole('button', { name: words.commentTitle, exact: true })
    // At the top the box is in sight, and no button doubles it.
    expect(await inSight(tab, form.getByLabel(words.name))).toBe(true)
    expect(await back.count()).toBe(0)

    await tab.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    await expect.poll(() => back.isVisible()).toBe(true)
    expect(await inSight(tab, back)).toBe(true)
    await tab.screenshot({ path: join(tmpdir(), 'preview-reach-1280-end.png') })
    await back.click()
    const name = form.getByLabel(words.name)
    await expect.poll(() => name.evaluate((field) => field === document.activeElement)).toBe(true)
    // The site's own stylesheet may scroll smoothly.
    await expect.poll(() => inSight(tab, name)).toBe(true)
    await expect.poll(() => back.count()).toBe(0)
    await tab.keyboard.type('Carla')
    await form.getByLabel(words.comment).fill('Found the box again.')
    await form.getByRole('button', { name: words.send }).click()
    await form.getByText(words.thanks, { exact: true }).waitFor()
    const events = json<{ events: { kind: string; words?: string }[] }>(await editor.request('GET', `${editorRoutes.requests}/${id}`, { cookie: pat })).events
    expect(events.at(-1)).toMatchObject({ kind: 'comment', words: 'Found the box again.' })
    // Something more to say: the box again, the name kept and the comment box empty.
    await form.getByRole('button', { name: words.another }).click()
    expect(await name.inputValue()).toBe('Carla')
    expect(await form.getByLabel(words.comment).inputValue()).toBe('')
    await form.getByLabel(words.comment).fill('And one more thing.')
    await form.getByRole('button', { name: words.send }).click()
    await form.getByText(words.thanks, { exact: true }).waitFor()
    const more = json<{ events: { kind: string; words?: string }[] }>(await editor.request('GET', `${editorRoutes.requests}/${id}`, { cookie: pat })).events
    expect(more.filter((e) => e.kind === 'comment').map((e) => e.words)).toEqual(['Found the box again.', 'And one more thing.'])
  } finally {
    await editor.close()
  }
}, 300_000)
