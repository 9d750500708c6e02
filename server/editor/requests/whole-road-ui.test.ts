// The whole road, in Chromium, with the public site following the repository (issue 37's first "must
// show"): on the sample site behind a real git server, the hosted editor on it and `npm start` with
// SITE_REPO following it. She (an editor, 1280 px) changes the menu's price and a heading in place, moves
// a section up in the side panel, copies a page the menu links to, and sends it for review. He (a
// publisher) sees "1 waiting" in the bar, opens it, reads every change in words and asks for a change;
// she reads "Changes asked" with his words, writes the heading again and sends it again; he publishes.
// The live site shows the price, the heading, the copy and the new order, the copied page's menu entries
// are as they were, and the request reads Published and, once the live site serves it, that the site shows
// it. Then his part again at 375 px, on a second request.
// The steps that open the editor's controls are the small functions at the top; what the test does to
// the site and the changes it must read are test-whole-road.ts's, from the site's own data.
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser, BrowserContext, Page as Tab } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { editorWords } from '../../../renderer/editor/editor-words.ts'
import { pageWords } from '../../../renderer/editor/pages/page-words.ts'
import { eventWords, requestsWords as words } from '../../../renderer/editor/requests/requests-words.ts'
import { reviewWords } from '../../../renderer/editor/review/review-words.ts'
import { findSection, removeCopies, sampleSiteDir } from '../../../schema/site-copy.ts'
import type { TeamSection } from '../../../schema/generated/site-types.ts'
import { photoWords } from '../../../renderer/editor/photos/photo-words.ts'
import sharp from 'sharp'
import { testBrowser } from '../../../scripts/support/test-browser.ts'
import type { Role } from '../../people-store.ts'
import { servedPage, startFollowingServer, untilShown } from '../../site-follow/test-site-follow.ts'
import { freePort, removeTempDirs } from '../../test-support.ts'
import { apiPrefix, editorRoutes } from '../contract.ts'
import { json, startHostedOnRemote } from '../test-support/test-hosted-editor.ts'
import { dropFile, openSignedIn } from '../test-support/hosted-browser.ts'
import { closeRequests, openMine, openRequest, openWaiting, readsChanges } from '../test-support/requests-panel.ts'
import { showPanel, typeOver, visibleMenu } from '../test-support/test-in-place.ts'
import { menuLinks, roadPhoto, roadPlan } from './test-whole-road.ts'

let browser: Browser
const contexts: BrowserContext[] = []
beforeAll(async () => {
  browser = await testBrowser()
}, 60_000)
afterAll(async () => {
  await Promise.all(contexts.map((c) => c.close()))
  await browser?.close()
  removeCopies()
  removeTempDirs()
})

// Publish checks the whole site first, and the live site builds the commit: minutes on a busy machine.
const slowStep = 240_000
const liveWords = eventWords({ kind: 'live', at: 0, by: '' })
const ready = (tab: Tab) => tab.locator('[aria-label="Problems"][aria-busy="false"]').waitFor({ timeout: 60_000 })

/** Runs `step` and waits until the drafts it made are kept by the editor (so the next page finds them). */
async function kept(tab: Tab, step: () => Promise<unknown>) {
  const stored = tab.waitForResponse((r) => r.url().endsWith(apiPrefix + editorRoutes.drafts) && r.request().method() === 'PUT')
  await step()
  await stored
}

/** Section `index` of the page opened in the side panel (Enter on it, as from the keyboard), then Move section up. */
async function moveSectionUp(tab: Tab, index: number) {
  await tab.locator(`[data-editor-section="${index}"] > :first-child`).focus()
  await tab.keyboard.press('Enter')
  await showPanel(tab)
  await tab.getByRole('complementary', { name: editorWords.section }).getByRole('button', { name: editorWords.moveUp }).click()
}

/** Page details, then Copy this page under `name`: the address the dialog proposed. */
async function copyPage(tab: Tab, from: string, name: string): Promise<string> {
  await tab.getByRole('button', { name: pageWords.openPanel }).first().click()
  await tab.getByRole('complementary', { name: pageWords.panel }).getByRole('button', { name: pageWords.copy }).click()
  const dialog = tab.getByRole('dialog', { name: pageWords.copyHeading(from) })
  await dialog.getByLabel(pageWords.name).fill(name)
  const address = await dialog.getByLabel(pageWords.address).inputValue()
  await dialog.getByRole('button', { name: pageWords.make }).click()
  await expect.poll(() => new URL(tab.url()).pathname).toBe(address)
  return address
}

/** Review changes, then Send for review: the request's id once it waits. */
async function sendForReview(tab: Tab): Promise<string> {
  await tab.getByRole('button', { name: reviewWords.review }).click()
  const review = tab.getByRole('dialog', { name: reviewWords.review })
  await review.getByRole('region', { name: reviewWords.changes }).locator('li').first().waitFor({ timeout: 30_000 })
  const answer = tab.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith(apiPrefix + editorRoutes.propose), { timeout: slowStep })
  // photo: once photos travel with requests, a photo replaced here goes along, and the live site shows it.
  await review.getByRole('button', { name: reviewWords.propose }).click()
  const sent = (await (await answer).json()) as { state: string; request: string }
  expect(sent.state).toBe('done')
  await review.getByText(reviewWords.waitingForReview).waitFor({ timeout: slowStep })
  await review.getByRole('button', { name: reviewWords.close }).click()
  return sent.request
}

/** Publish, from the request's view: done once the request reads Published (`state` asks the editor). */
async function publish(request: ReturnType<Tab['getByRole']>, state: () => Promise<string>) {
  await request.getByRole('button', { name: words.publish, exact: true }).click()
  await expect.poll(state, { timeout: slowStep, interval: 1000 }).toBe('published')
}

/** The live site's home page in a browser of its own: the header's links, their words and addresses. */
async function headerLinks(live: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  contexts.push(context)
  visitor = await context.newPage()
  await visitor.goto(live + '/')
  return visitor.locator('header a').evaluateAll((all) => all.map((a) => ({ text: (a.textContent ?? '').trim(), to: a.getAttribute('href') ?? '' })))
}
let visitor: Tab

test('the whole road: edited, sent, changes asked, sent again, published, live; then published from a phone', async () => {
  const plan = roadPlan(sampleSiteDir)
  // The live site's address is known before it starts: the editor asks it when a publication is live.
  const sitePort = await freePort()
  const { server, editor } = await startHostedOnRemote({ siteDir: sampleSiteDir, liveSite: `http://127.0.0.1:${sitePort}` })
  const following = startFollowingServer(server, { SITE_POLL_SECONDS: '1', PORT: String(sitePort) })
  following.catch(() => {})
  const started = performance.now()
  try {
    const [editorRole, publisherRole]: Role[] = ['editor', 'publisher']
    const her = { name: 'Ann Lee', cookie: await editor.signedIn('ann@example.com', editorRole, 'Ann Lee') }
    const him = { name: 'Pat Reyes', cookie: await editor.signedIn('pat@example.com', publisherRole, 'Pat Reyes') }
    const shown = async (id: string) =>
      json<{ request: { title: string; state: string } }>(await editor.request('GET', `${editorRoutes.requests}/${id}`, { cookie: him.cookie })).request
    const title = async (id: string) => (await shown(id)).title
    const state = (id: string) => async () => (await shown(id)).state

    // She changes the heading and the menu's price in place, moves a section up, and copies a page.
    const ann = await openSignedIn(browser, contexts, editor, her.cookie, 1280, plan.heading.page.path)
    const headingAt = (tab: Tab, text = plan.heading.was) =>
      tab.locator(`[data-editor-section="${plan.heading.index}"]`).getByText(text, { exact: true }).first()
    const firstHeading = plan.newHeading()
    await kept(ann, () => typeOver(ann, headingAt(ann), firstHeading))
    await kept(ann, async () => typeOver(ann, (await visibleMenu(ann)).getByText(plan.price.value, { exact: true }).first(), plan.price.typed))
    await ann.goto(editor.origin + plan.moved.page.path)
    await ready(ann)
    // Her changes come back with the page as kept ones: the bar counts them, and nothing calls them unsaved.
    await expect.poll(() => ann.locator('[data-editor-changes]').innerText()).toBe(editorWords.notSent(2))
    expect(await ann.locator('[data-editor-restored]').count()).toBe(0)
    await kept(ann, () => moveSectionUp(ann, plan.moved.index))
    await ann.goto(editor.origin + plan.copy.from.page.path)
    await ready(ann)
    await kept(ann, async () => expect(await copyPage(ann, plan.copy.from.page.title, plan.copy.title)).toBe(plan.copy.path))
    await ann.screenshot({ path: join(tmpdir(), 'whole-road-1280-copy.png') })
    // A camera's photo dropped on a team member's picture, with its words: it travels with her request.
    const team = findSection(sampleSiteDir, (s): s is TeamSection => s.type === 'team')!
    await ann.goto(editor.origin + team.page.path)
    await ready(ann)
    const photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#4a7ab0' } })
      .jpeg()
      .toBuffer()
    await dropFile(ann, ann.getByRole('img', { name: team.section.members[0]!.alt, exact: true }).first(), photo, 'IMG_0412.JPG', 'image/jpeg')
    const side = ann.getByRole('complementary', { name: editorWords.section })
    await side.getByLabel(photoWords.describe).fill(roadPhoto.alt)
    await kept(ann, () => side.getByRole('button', { name: photoWords.use }).click())
    await side.getByText(photoWords.added(roadPhoto.file)).waitFor({ timeout: 60_000 })
    const id = await sendForReview(ann)
    // Her page keeps the words she sent, and the bar says they wait for review.
    await ann.goto(editor.origin + plan.heading.page.path)
    await ready(ann)
    await headingAt(ann, firstHeading).waitFor()
    await ann.getByText(editorWords.sentWaiting, { exact: true }).waitFor()

    // He sees it waiting, reads every change in words, and asks for a change.
    const pat = await openSignedIn(browser, contexts, editor, him.cookie, 1280)
    const waiting = await openWaiting(pat, 1)
    const request = await openRequest(waiting, await title(id))
    await readsChanges(request, plan.changes(firstHeading))
    await request.getByRole('region', { name: words.checks }).locator('[aria-busy]').waitFor({ state: 'detached', timeout: slowStep })
    await pat.screenshot({ path: join(tmpdir(), 'whole-road-1280-request.png') })
    const asked = `The heading should say more than “${firstHeading}”`
    await request.getByRole('button', { name: words.askChanges }).click()
    const ask = request.getByRole('form', { name: words.askChanges })
    await ask.getByRole('textbox', { name: words.whichChanges }).fill(asked)
    await ask.getByRole('button', { name: words.sendAsk }).click()
    await request.getByText(words.states['changes asked'], { exact: true }).waitFor()

    // She reads it with his words, writes the heading again, and sends it again: the same request.
    await ann.goto(editor.origin + plan.heading.page.path)
    await ready(ann)
    const mine = await openMine(ann)
    await mine.getByText(words.states['changes asked'], { exact: true }).waitFor()
    await mine.getByText(`${him.name} asked for changes: ${asked}`).waitFor()
    await ann.getByText(editorWords.sentReturned, { exact: true }).waitFor()
    await ann.screenshot({ path: join(tmpdir(), 'whole-road-1280-asked.png') })
    await closeRequests(ann)
    const secondHeading = plan.newHeading()
    // Her page shows the words she sent: she writes over them.
    await kept(ann, () => typeOver(ann, headingAt(ann, firstHeading), secondHeading))
    expect(await sendForReview(ann)).toBe(id)

    // He publishes it, having read it again.
    await pat.reload()
    await ready(pat)
    const resent = await openRequest(await openWaiting(pat, 1), await title(id))
    await readsChanges(resent, plan.changes(secondHeading))
    await resent.getByRole('region', { name: words.timeline }).getByText(`${her.name} sent it again`).waitFor()
    const live = (await following).address
    expect((await servedPage(live, plan.price.usedOn)).body).not.toContain(plan.price.typed)
    const menuBefore = await headerLinks(live)
    await publish(resent, state(id))

    // The live site follows: the heading, the price, the copy, the new order; the copied page's entries as they were.
    await untilShown(live, plan.heading.page.path, secondHeading, slowStep)
    expect((await servedPage(live, plan.price.usedOn)).body).toContain(plan.price.typed)
    const copied = await servedPage(live, plan.copy.path)
    expect([copied.status, copied.body.includes(plan.copy.title)]).toEqual([200, true])
    const order = (await servedPage(live, plan.moved.page.path)).body
    expect(order.indexOf(plan.moved.heading)).toBeLessThan(order.indexOf(plan.moved.above))
    const menuAfter = await headerLinks(live)
    const teamPage = (await servedPage(live, team.page.path)).body
    expect([teamPage.includes(roadPhoto.stem), teamPage.includes(roadPhoto.alt)]).toEqual([true, true])
    const entries = (links: typeof menuAfter, to: string) => links.filter((l) => l.to === to).map((l) => l.text)
    expect(entries(menuAfter, plan.copy.from.page.path)).toEqual(entries(menuBefore, plan.copy.from.page.path))
    for (const { label } of menuLinks(plan.config).filter((l) => l.to === plan.copy.from.page.path))
      expect(entries(menuAfter, plan.copy.from.page.path).some((text) => text.startsWith(label))).toBe(true)
    expect([entries(menuBefore, plan.copy.path).length, entries(menuAfter, plan.copy.path).length > 0]).toEqual([0, true])
    await visitor.screenshot({ path: join(tmpdir(), 'whole-road-1280-live.png') })
    await resent.getByRole('region', { name: words.timeline }).getByText(liveWords).waitFor({ timeout: 30_000 })
    await pat.screenshot({ path: join(tmpdir(), 'whole-road-1280-published.png') })
    await ann.reload()
    await ready(ann)
    await (await openMine(ann)).getByText(words.states.published, { exact: true }).waitFor()
    await closeRequests(ann)
    // Published, her words are the site's: nothing of hers waits, and nothing is "someone else's".
    await headingAt(ann, secondHeading).waitFor()
    await ann.getByText(editorWords.allKept, { exact: true }).waitFor()

    // Again from a phone: a second request, which he reads and publishes at 375 px.
    const thirdHeading = plan.newHeading()
    await kept(ann, () => typeOver(ann, headingAt(ann, secondHeading), thirdHeading))
    const second = await sendForReview(ann)
    const phone = await openSignedIn(browser, contexts, editor, him.cookie, 375)
    const onPhone = await openRequest(await openWaiting(phone, 1), await title(second))
    await onPhone.getByRole('region', { name: words.changes }).getByText(thirdHeading, { exact: false }).waitFor()
    await phone.screenshot({ path: join(tmpdir(), 'whole-road-375-request.png') })
    await publish(onPhone, state(second))
    await untilShown(live, plan.heading.page.path, thirdHeading, slowStep)
    await onPhone.getByRole('region', { name: words.timeline }).getByText(liveWords).waitFor({ timeout: 30_000 })
    await phone.screenshot({ path: join(tmpdir(), 'whole-road-375-published.png') })
    console.log(`The whole road took ${((performance.now() - started) / 1000).toFixed(0)} s`)
  } catch (error) {
    for (const [n, context] of contexts.entries())
      for (const tab of context.pages()) await tab.screenshot({ path: join(tmpdir(), `whole-road-failed-${n}.png`) })
    throw error
  } finally {
    await editor.close()
    await (await following.catch(() => undefined))?.stop()
  }
}, 1_500_000)
