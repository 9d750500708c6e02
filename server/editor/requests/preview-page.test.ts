// A preview link's page in Chromium over real sockets, with a real git server: a publisher makes a link
// to a request that changes a heading; a browser with no cookie opens it and sees the site as it would be
// published (the changed heading, on its page, chosen in the bar; the site's pictures), its links keep
// it inside the preview, and nothing of the editor loads; "Looks good" with a comment reaches the request's timeline. An ended
// link and an expired one show the server's one sentence; the signed-in `?request=` form shows the
// publisher the same site without the comment box. On the sample site, which has pictures. Screenshots at 1280 and 375 px go to the temp folder.
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page as Tab } from 'playwright-core'
import { expect, test } from 'vitest'
import { copySampleSite, findSection } from '../../../schema/site-copy.ts'
import { previewLinkWords as words } from '../../../renderer/editor/preview-link/preview-link-words.ts'
import { hostedBrowser } from '../test-support/hosted-browser.ts'
import { editorRoutes, previewPages } from '../contract.ts'
import { editorErrors } from '../editor-errors.ts'
import { json, type HostedEditor } from '../test-support/test-hosted-editor.ts'
import { sentRequest } from '../test-support/test-sent-request.ts'
import { axeViolations } from '../test-support/editor-axe.ts'

const chromium = hostedBrowser()
const { contexts } = chromium

const day = 24 * 60 * 60 * 1000

/** A tab `width` px wide in a browser context of its own: without a cookie, or signed in with the one given. */
async function tabOf(width: number, cookie?: string): Promise<Tab> {
  const context = await chromium.browser.newContext({ viewport: { width, height: width < 600 ? 740 : 900 } })
  contexts.push(context)
  if (cookie) {
    const [name, value] = [cookie.slice(0, cookie.indexOf('=')), cookie.slice(cookie.indexOf('=') + 1)]
    await context.addCookies([{ name, value, domain: 'localhost', path: '/', secure: true, httpOnly: true, sameSite: 'Strict' }])
  }
  return context.newPage()
}

/** The paths the tab asked the editor's server for. */
function askedOf(tab: Tab, editor: HostedEditor) {
  const asked: string[] = []
  tab.on('request', (r) => {
    if (r.url().startsWith(editor.origin)) asked.push(new URL(r.url()).pathname)
  })
  return asked
}

test("a preview link shows the request's site to someone without an account, takes a comment, and ends", async () => {
  // The sample site: it has pictures.
  const { folder, editor, page, was, heading, ann, pat, id, title, changes } = await sentRequest(copySampleSite(), '(preview)')
  try {
    const links = `${editorRoutes.requests}/${id}/preview-links`
    const { link } = json<{ link: string }>(await editor.request('POST', links, { cookie: pat, body: { days: 2 } }))

    // Someone without an account: the bar says what this is; the changed heading is on its page.
    const tab = await tabOf(1280)
    const asked = askedOf(tab, editor)
    await tab.goto(link)
    const bar = tab.getByRole('region', { name: words.bar })
    await bar.getByText(words.waiting, { exact: true }).waitFor({ timeout: 60_000 })
    await bar.getByText(title, { exact: true }).first().waitFor()
    for (const change of changes) await bar.getByText(change, { exact: true }).first().waitFor()
    await bar.getByLabel(words.page).selectOption(page.path)
    await tab.getByRole('heading', { name: heading, exact: true }).waitFor()
    expect(new URL(tab.url()).searchParams.get('page') ?? '/').toBe(page.path)
    expect(await tab.getByRole('heading', { name: was, exact: true }).count()).toBe(0)
    expect(await axeViolations(tab)).toEqual([])
    await tab.screenshot({ path: join(tmpdir(), 'preview-page-1280.png') })

    // A link of the site moves within the preview, never to the live site or the editor's page.
    const siteLink = tab.locator('header a[href^="/"]:visible').first()
    const to = (await siteLink.getAttribute('href'))!.split('#')[0]!
    await siteLink.click()
    await tab.waitForURL((url) => url.pathname === previewPages.page && (url.searchParams.get('page') ?? '/') === to)
    expect(new URL(tab.url()).hash).toBe(new URL(link).hash)
    await tab.goBack()
    await tab.getByRole('heading', { name: heading, exact: true }).waitFor()

    // The site's pictures show too, without a session (a page with one, from the fixture's data).
    const pictured = findSection(folder.dir, (s) => JSON.stringify(s).includes('"image":'))!
    await bar.getByLabel(words.page).selectOption(pictured.page.path)
    const picture = tab.locator('main img').first()
    await picture.waitFor()
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
    await picture.scrollIntoViewIfNeeded()
    await tab.screenshot({ path: join(tmpdir(), 'preview-page-1280-pictures.png') })

    // Nothing of the editor loaded: only the page, its files, its calls and the site's pictures.
    const allowed = [previewPages.page, previewPages.files, previewPages.api, '/images/', '/assets/images/']
    expect(asked.filter((path) => !allowed.some((start) => path.startsWith(start)))).toEqual([])
    expect(asked.filter((path) => path.startsWith(previewPages.api))).toEqual([`${previewPages.api}site`])

    // "Looks good" with a comment reaches the request's timeline.
    const box = bar.getByRole('form', { name: words.commentTitle })
    await box.getByLabel(words.name).fill('Carla')
    await box.getByLabel(words.comment).fill('Clear.')
    await box.getByRole('button', { name: words.looksGood }).click()
    await box.getByText(words.thanks).waitFor()
    expect(await axeViolations(tab)).toEqual([])
    await tab.screenshot({ path: join(tmpdir(), 'preview-page-1280-thanks.png') })
    const events = json<{ events: { kind: string; by: string; words?: string }[] }>(
      await editor.request('GET', `${editorRoutes.requests}/${id}`, { cookie: pat }),
    ).events
    expect(events.at(-1)).toEqual({ kind: 'comment', by: 'Carla (preview link)', at: expect.any(Number), words: 'Looks good. Clear.' })

    // On a phone's width: the bar and the site fit the window.
    const phone = await tabOf(375)
    // While the site is on its way (slow on a phone), the page says it is opening, never blank.
    let arrive!: () => void
    const held = new Promise<void>((resolve) => (arrive = resolve))
    await phone.route(`**${previewPages.api}site`, (route) => held.then(() => route.continue()))
    await phone.goto(link)
    await phone.getByText(words.opening, { exact: true }).waitFor({ timeout: 60_000 })
    arrive()
    await phone.getByRole('region', { name: words.bar }).getByText(title, { exact: true }).first().waitFor({ timeout: 60_000 })
    expect(await phone.getByText(words.opening).count()).toBe(0)
    expect(await phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
    expect(await axeViolations(phone)).toEqual([])
    await phone.screenshot({ path: join(tmpdir(), 'preview-page-375.png') })
    await phone.getByText(words.commentTitle).click()
    await phone.getByRole('button', { name: words.send }).scrollIntoViewIfNeeded()
    expect(await axeViolations(phone)).toEqual([])
    await phone.screenshot({ path: join(tmpdir(), 'preview-page-375-box.png') })

    // The publisher, signed in: the same site by the request's id, without the comment box.
    const own = await tabOf(1280, pat)
    await own.goto(`${editor.origin}${previewPages.page}?request=${id}&page=${encodeURIComponent(page.path)}`)
    await own.getByRole('heading', { name: heading, exact: true }).waitFor({ timeout: 60_000 })
    await own.getByRole('region', { name: words.bar }).getByText(title, { exact: true }).first().waitFor()
    expect(await own.getByRole('button', { name: words.send }).count()).toBe(0)
    expect(await axeViolations(own)).toEqual([])
    await own.screenshot({ path: join(tmpdir(), 'preview-page-1280-signed-in.png') })
    // Whoever may open the request may see its site (an editor too); without a session, nobody; an unknown one says so.
    const site = `${editorRoutes.requests}/${id}/site`
    expect([(await editor.request('GET', site, { cookie: ann })).status, (await editor.request('GET', site)).status]).toEqual([200, 401])
    await own.goto(`${editor.origin}${previewPages.page}?request=no-such-request`)
    await own.getByText(editorErrors.noSuchRequest().message, { exact: true }).waitFor()

    // Ended, or expired: one plain sentence, the server's.
    await editor.request('POST', `${links}/end`, { cookie: pat })
    const gone = editorErrors.previewLinkGone().message
    const ended = await tabOf(375)
    await ended.goto(link)
    await ended.getByText(gone, { exact: true }).waitFor({ timeout: 60_000 })
    expect(await axeViolations(ended)).toEqual([])
    await ended.screenshot({ path: join(tmpdir(), 'preview-page-375-ended.png') })
    const patId = (await editor.store.people.personByEmail('pat@example.com'))!.id
    const old = await editor.store.previewLinks.make(id, patId, 1, Date.now() - 2 * day)
    const expired = await tabOf(1280)
    await expired.goto(`${editor.origin}${previewPages.page}#key=${old.secret}`)
    await expired.getByText(gone, { exact: true }).waitFor({ timeout: 60_000 })
    // Nothing of the site: its one heading is that sentence.
    expect(await expired.getByRole('heading').allInnerTexts()).toEqual([gone])
    expect(await axeViolations(expired)).toEqual([])
    await expired.screenshot({ path: join(tmpdir(), 'preview-page-1280-expired.png') })
  } finally {
    await editor.close()
  }
}, 400_000)
