// Where the preview page opens, and what it says around the site, in Chromium at 1280 and 375 px on the
// sample site behind a real git server: a preview link and the signed-in `?request=` form open on the page
// the request changes (its address naming it), and the site's cookie notice does not cover it; signed out,
// `?request=` says to sign in and links the sign-in page; a link cut short says so (not that it ended), and
// one followed by a full stop opens; once published, a comment from a page left open says it was not sent,
// and the link asks for no more (too late to be read before publishing); and `?undo=` says it is the site as Undo would leave it, nothing changed yet, and
// opens on the same page.
import type { Page as Tab } from 'playwright-core'
import { expect, test } from 'vitest'
import type { Page, SiteConfig } from '../../../schema/generated/site-types.ts'
import { homePath } from '../../../schema/needed-paths.ts'
import { copySampleSite, pagesOf, readYaml } from '../../../schema/site-copy.ts'
import { previewLinkWords as words } from '../../../renderer/editor/preview-link/preview-link-words.ts'
import { hostedBrowser } from '../test-support/hosted-browser.ts'
import { editorRoutes, previewPages, type Proposal } from '../contract.ts'
import { editorErrors } from '../editor-errors.ts'
import { signInPages } from '../sign-in-contract.ts'
import { headed, json, startHostedOnRemote } from '../test-support/test-hosted-editor.ts'

const chromium = hostedBrowser()

/** A tab `width` px wide in a context of its own, signed in with `cookie` if one is given. */
async function tabOf(width: number, cookie?: string): Promise<Tab> {
  const context = await chromium.browser.newContext({ viewport: { width, height: width < 600 ? 740 : 900 } })
  chromium.contexts.push(context)
  if (cookie) {
    const [name, value] = [cookie.slice(0, cookie.indexOf('=')), cookie.slice(cookie.indexOf('=') + 1)]
    await context.addCookies([{ name, value, domain: 'localhost', path: '/', secure: true, httpOnly: true, sameSite: 'Strict' }])
  }
  return context.newPage()
}

test('the preview opens on the page changed, uncovered, and says how to sign in and what Undo would do', async () => {
  const { folder, editor } = await startHostedOnRemote({ siteDir: copySampleSite() })
  try {
    // A heading on a page other than the home page, and a page of the fixture with the cookie notice.
    const pages = pagesOf(folder.dir)
    const { file, page } = pages.find(({ page }) => page.path !== homePath && page.sections.some(headed))!
    const index = page.sections.findIndex(headed)
    const was = (page.sections[index] as { heading: string }).heading
    const heading = `${was} (preview)`
    const drafts = { [file]: { ...page, sections: page.sections.map((s, i) => (i === index ? { ...s, heading } : s)) } as Page }
    const noticed = pages.find(({ page }) => page.cookieNotice)!.page.path
    const notice = (readYaml(folder.dir, 'site.yaml') as SiteConfig).strings.cookie.title
    const ann = await editor.signedIn('ann@example.com', 'editor', 'Ann Lee')
    const pat = await editor.signedIn('pat@example.com', 'publisher', 'Pat Reyes')
    const id = json<Proposal>(await editor.request('POST', editorRoutes.propose, { cookie: ann, body: { drafts } })).request!
    const { link } = json<{ link: string }>(await editor.request('POST', `${editorRoutes.requests}/${id}/preview-links`, { cookie: pat, body: { days: 2 } }))
    const opensOn = async (tab: Tab, shown: string) => {
      await tab.getByRole('heading', { name: shown, exact: true }).waitFor({ timeout: 60_000 })
      expect(new URL(tab.url()).searchParams.get('page')).toBe(page.path)
    }

    let phone: Tab | undefined
    for (const width of [1280, 375]) {
      // The link opens on the changed page; on the page with the cookie notice, nothing covers the site.
      // At a phone's width, followed by the full stop of the sentence it was sent in, which is no part of it.
      const tab = await tabOf(width)
      await tab.goto(width < 600 ? `${link}.` : link)
      await opensOn(tab, heading)
      if (width < 600) phone = tab
      await tab.getByRole('region', { name: words.bar }).getByLabel(words.page).selectOption(noticed)
      await tab.waitForURL((url) => url.searchParams.get('page') === noticed)
      await tab.waitForTimeout(1500) // the notice's delay, and more
      expect(await tab.getByRole('region', { name: notice }).isVisible()).toBe(false)

      // Signed in, `?request=` opens on it too; signed out, it says to sign in, with the way to.
      const own = await tabOf(width, pat)
      await own.goto(`${editor.origin}${previewPages.page}?request=${id}`)
      await opensOn(own, heading)
      const out = await tabOf(width)
      await out.goto(`${editor.origin}${previewPages.page}?request=${id}`)
      expect(await out.getByRole('link', { name: words.signIn }).getAttribute('href', { timeout: 60_000 })).toBe(signInPages.signIn)
    }

    // Cut short (a mail program wrapping it), by a little or a lot: it says so, not that it ended. (Once, at a
    // phone's width: each opening's call without a session counts against the client's limit.)
    for (const cut of [link.slice(0, -8), link.slice(0, link.indexOf('#key=') + 10)]) {
      const short = await tabOf(375)
      await short.goto(cut)
      await short.getByRole('heading', { name: words.noKey, exact: true }).waitFor({ timeout: 60_000 })
    }

    // Published while the link is open: a comment then says it was not sent, and what to do, its words kept;
    // opened again, the link shows what was published and no longer asks what they think.
    const box = phone!.getByRole('region', { name: words.bar })
    await box.getByText(words.commentTitle).click()
    await box.getByLabel(words.name).fill('Carla')
    await box.getByLabel(words.comment).fill('One more thing.')
    expect((await editor.request('POST', editorRoutes.publish, { cookie: pat, body: { id } })).status).toBe(200)
    await box.getByRole('button', { name: words.send }).click()
    await box.getByText(editorErrors.previewDecided('published').message, { exact: true }).waitFor({ timeout: 30_000 })
    expect(await box.getByLabel(words.comment).inputValue()).toBe('One more thing.')
    await phone!.reload()
    await box.getByText(words.published, { exact: true }).waitFor({ timeout: 60_000 })
    expect(await phone!.getByText(words.commentTitle).count()).toBe(0)
    // Undo's preview says what it is and opens on the page it changes back.
    const undo = await tabOf(375, pat)
    await undo.goto(`${editor.origin}${previewPages.page}?undo=${id}`)
    await undo.getByRole('region', { name: words.bar }).getByText(words.undoing, { exact: true }).waitFor({ timeout: 60_000 })
    await opensOn(undo, was)
  } finally {
    await editor.close()
  }
}, 400_000)
