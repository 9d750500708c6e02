// A request's pictures and Undo in Chromium, on the hosted editor with the site's repository behind a real
// git server: the publisher opens a request and sees its before and after pictures of the changed page,
// headed by its title, on a computer and on a phone, loaded (at 1280 and 375 px); once published, the
// Published list shows them again when opened, and Undo first says what it takes back and links the site
// as it would be, and only "Undo this publication" undoes it, after which focus is on what it says, the
// publication reads as undone and the main version has the old words. Screenshots go to the temp folder.
// On the fixture site (test-site-remote.ts); every text from the fixture or the panel's words.
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page as Tab } from 'playwright-core'
import { expect, test } from 'vitest'
import { parse } from 'yaml'
import type { Page } from '../../../schema/generated/site-types.ts'
import { findSection } from '../../../schema/site-copy.ts'
import { requestsWords as words } from '../../../renderer/editor/requests/requests-words.ts'
import { reviewWords } from '../../../renderer/editor/review/review-words.ts'
import { editorRoutes, type Proposal } from '../contract.ts'
import type { RequestPictures } from '../requests-contract.ts'
import { hostedBrowser } from '../test-support/hosted-browser.ts'
import { openMine, openWaiting } from '../test-support/requests-panel.ts'
import { headed, json, startHostedOnRemote, type HostedEditor } from '../test-support/test-hosted-editor.ts'
import { axeViolations } from '../test-support/editor-axe.ts'

const chromium = hostedBrowser()

// The pictures take two builds and a browser; Publish and Undo check the whole site: minutes on a busy machine.
const slowStep = 240_000

/** The editor's page in a browser of its own, `width` px wide, signed in with the session cookie given. */
const openAs = (editor: HostedEditor, cookie: string, width: number) => chromium.open(editor, cookie, width)

test('a request shows its pictures; Undo shows what it takes back before it is confirmed', async () => {
  const { server, folder, editor } = await startHostedOnRemote()
  try {
    const { file, page, index, section } = findSection(folder.dir, headed)!
    const heading = (section as { heading: string }).heading
    const drafts = { [file]: { ...page, sections: page.sections.map((s, i) => (i === index ? { ...s, heading: `${heading} (pictured)` } : s)) } }
    const ann = await editor.signedIn('ann@example.com', 'editor', 'Ann Lee')
    const pat = await editor.signedIn('pat@example.com', 'publisher', 'Pat Reyes')
    const sent = json<Proposal>(await editor.request('POST', editorRoutes.propose, { cookie: ann, body: { drafts } }))
    const id = sent.request!
    const pictures = async () => json<RequestPictures>(await editor.request('GET', `${editorRoutes.requests}/${id}/pictures`, { cookie: pat }))
    await expect.poll(async () => (await pictures()).state, { timeout: slowStep, interval: 1000 }).toBe('done')
    const { title } = json<{ request: { title: string } }>(await editor.request('GET', `${editorRoutes.requests}/${id}`, { cookie: pat })).request

    // At both widths, the request's page shows the changed page before and after, each picture loaded.
    for (const width of [1280, 375]) {
      const tab = await openAs(editor, pat, width)
      await openWaiting(tab, 1)
      const panel = tab.getByRole('dialog', { name: words.requests })
      await panel.getByRole('button', { name: `${words.open}: ${title}` }).click()
      // The changed page is headed by its title, as the fixture names it.
      const shown = panel.getByRole('region', { name: words.pictures }).getByRole('region', { name: page.title, exact: true })
      expect(await shown.getByRole('heading', { level: 4 }).innerText()).toBe(page.title)
      for (const where of [reviewWords.widthWords(1280), reviewWords.widthWords(375)]) await shown.getByRole('heading', { name: where }).waitFor()
      const images = shown.getByRole('img')
      await expect.poll(() => images.count()).toBe(4)
      for (const side of [reviewWords.before, reviewWords.after])
        for (const where of [reviewWords.widthWords(1280), reviewWords.widthWords(375)])
          await shown.getByRole('img', { name: reviewWords.pictureAlt(side, where, page.title), exact: true }).waitFor()
      await expect
        .poll(() => images.evaluateAll((all: HTMLImageElement[]) => all.map((img) => img.complete && img.naturalWidth > 0)), { timeout: slowStep })
        .toEqual([true, true, true, true])
      await shown.getByRole('heading', { name: page.title, exact: true }).scrollIntoViewIfNeeded()
      expect(await axeViolations(tab, '#site-editor')).toEqual([])
      await tab.screenshot({ path: join(tmpdir(), `request-pictures-${width}.png`) })
      await shown.getByRole('heading', { name: reviewWords.widthWords(375) }).evaluate((e) => e.scrollIntoView())
      await tab.screenshot({ path: join(tmpdir(), `request-pictures-${width}-phone.png`) })
    }

    // Published; then Undo in the Published list first says what it would take back.
    expect((await editor.request('POST', editorRoutes.publish, { cookie: pat, body: { id } })).status).toBe(200)
    const mainHeading = () =>
      ((parse(server.clone().git(['show', `origin/${server.branch}:site/${file}`])) as Page).sections[index] as { heading: string }).heading
    expect(mainHeading()).toBe(`${heading} (pictured)`)
    const steps: Record<number, Tab> = {}
    for (const width of [375, 1280]) {
      const tab = (steps[width] = await openAs(editor, pat, width))
      await openMine(tab)
      const panel = tab.getByRole('dialog', { name: words.requests })
      await panel.getByRole('tab', { name: words.published }).click()
      const card = panel.getByRole('tabpanel', { name: words.published }).locator(`[data-request="${id}"]`)
      // Opened, the publication shows the same pictures as its request.
      await card.getByText(words.showPictures).click()
      const kept = card.getByRole('region', { name: words.pictures }).getByRole('img')
      await expect
        .poll(() => kept.evaluateAll((all: HTMLImageElement[]) => all.map((img) => img.complete && img.naturalWidth > 0)), { timeout: slowStep })
        .toEqual([true, true, true, true])
      await card.getByText(words.showPictures).click()
      await card.getByRole('button', { name: words.undo }).click()
      const step = card.getByRole('region', { name: words.undo })
      const takenBack = step.getByRole('list', { name: words.undoTakesBack }).getByRole('listitem')
      await takenBack.first().waitFor({ timeout: slowStep })
      expect(await takenBack.allInnerTexts()).toEqual([expect.stringContaining(heading)])
      expect(await step.getByRole('link', { name: words.undoSeeSite }).getAttribute('href')).toBe(`/__editor/preview?undo=${id}`)
      await step.getByRole('button', { name: words.undoConfirm }).scrollIntoViewIfNeeded()
      expect(await axeViolations(tab, '#site-editor')).toEqual([])
      await tab.screenshot({ path: join(tmpdir(), `request-undo-step-${width}.png`) })
    }
    // Nothing is undone until it is confirmed.
    expect(mainHeading()).toBe(`${heading} (pictured)`)
    const tab = steps[1280]!
    const card = tab.getByRole('dialog', { name: words.requests }).locator(`[data-request="${id}"]`)
    await card.getByRole('button', { name: words.undoConfirm }).click()
    await card.getByRole('status').getByText(words.undoDone).waitFor({ timeout: slowStep })
    // Its step and buttons gone, focus is on what it says.
    expect(await tab.evaluate(() => (document.activeElement === document.body ? '' : (document.activeElement?.textContent ?? '')))).toContain(words.undoDone)
    await card.getByText(words.undone, { exact: true }).waitFor()
    expect(await card.getByRole('button', { name: words.undo }).count()).toBe(0)
    expect(await axeViolations(tab, '#site-editor')).toEqual([])
    await tab.screenshot({ path: join(tmpdir(), 'request-undone-1280.png') })
    expect(mainHeading()).toBe(heading)
  } finally {
    await editor.close()
  }
}, 900_000)
