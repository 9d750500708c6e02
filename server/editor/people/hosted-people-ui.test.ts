// The hosted editor's people in Chromium: an owner's bar has People, where they invite someone (the
// link shows), change what another may do, remove a person after confirming, and cancel an invitation
// not used yet, whose link then says so; Your sessions marks this browser and ends another; an editor's
// bar has no People; two people on the same page each see the other's name; Sign out leads to the
// sign-in page, saying so. An entry of the person's menu closes the menu behind the panel it opens, which
// takes the focus and, closed, gives it back to the menu's button.
// Screenshots at 375 and 1280 px go to SCREENSHOTS_DIR when it is set.
import { join } from 'node:path'
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest'
import { removeCopies, copySampleSite } from '../../../schema/site-copy.ts'
import { testBrowser } from '../../../scripts/support/test-browser.ts'
import { newDatabase, removeTempDirs } from '../../test-support.ts'
import { editorWords } from '../../../renderer/editor/editor-words.ts'
import { peopleWords as words } from '../../../renderer/editor/people/people-words.ts'
import type { Role } from '../../people-store.ts'
import { invitationLink } from '../sign-in/hosted-settings.ts'
import { peopleApi, peopleRoutes, sessionCookie, signedOutMark, signInPages } from '../sign-in-contract.ts'
import { signInWords } from '../../../renderer/editor/sign-in/sign-in-words.ts'
import { json, startHostedEditor, type HostedEditor } from '../test-support/test-hosted-editor.ts'
import { inBarMenu } from '../test-support/test-in-place.ts'

let browser: Browser
let editor: HostedEditor
const contexts: BrowserContext[] = []
beforeAll(async () => {
  ;[browser, editor] = await Promise.all([testBrowser(), newDatabase().then((database) => startHostedEditor(copySampleSite(), database))])
}, 120_000)
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((c) => c.close()))
})
afterAll(async () => {
  await browser?.close()
  await editor?.close()
  removeCopies()
  removeTempDirs()
})

async function screenshots(page: Page, name: string, show?: Locator) {
  const dir = process.env.SCREENSHOTS_DIR
  if (!dir) return
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 })
    await show?.scrollIntoViewIfNeeded()
    await page.screenshot({ path: join(dir, `${name}-${width}.png`) })
  }
  await page.setViewportSize({ width: 1280, height: 800 })
}

/** The person's menu closed behind the panel one of its entries opened, whose scrim shows, and the panel has the focus. */
async function openedFromMenu(page: Page, menu: string, panel: Locator) {
  const button = page.locator('[data-editor-bar]').getByRole('button', { name: menu, exact: true })
  await expect.poll(() => button.getAttribute('aria-expanded')).toBe('false')
  expect(await page.locator('[data-editor-bar]').getByRole('button', { name: words.signOut }).isVisible()).toBe(false)
  expect(await page.locator('[data-editor-scrim]').isVisible()).toBe(true)
  expect(await panel.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true)
  return button
}

/** Closed, the panel gives the focus back to the menu's button. */
async function closedToMenu(panel: Locator, button: Locator) {
  await panel.getByRole('button', { name: words.close }).click()
  await panel.waitFor({ state: 'detached' })
  expect(await button.evaluate((b) => b === document.activeElement)).toBe(true)
}

/** What an action did is told where the person is: its words have the focus, in view, though the entry acted on is gone. */
async function told(page: Page, panel: Locator, text: string) {
  const said = panel.getByRole('status').filter({ hasText: text })
  await said.waitFor()
  await expect.poll(() => said.evaluate((p) => p === document.activeElement)).toBe(true)
  const box = (await said.boundingBox())!
  expect(box.y >= 0 && box.y + box.height <= page.viewportSize()!.height).toBe(true)
}

const browsers = {
  mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  iphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
}

/** A person let in with `role`, and a session of theirs from the browser `userAgent` names: the Cookie header. */
async function signedIn(email: string, role: Role, name: string, userAgent = browsers.mac): Promise<string> {
  const people = editor.store.people
  const person = (await people.personByEmail(email)) ?? (await people.acceptInvitation(await people.invite({ email, role, name })))
  return `${sessionCookie}=${await people.startSession(person!.id, { userAgent, address: '192.0.2.10' })}`
}

/** The editor's page of `path` in a browser of its own, signed in with the session cookie given. */
async function openAs(cookie: string, path = '/'): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  contexts.push(context)
  const [name, value] = [cookie.slice(0, cookie.indexOf('=')), cookie.slice(cookie.indexOf('=') + 1)]
  await context.addCookies([{ name, value, domain: 'localhost', path: '/', secure: true, httpOnly: true, sameSite: 'Strict' }])
  const page = await context.newPage()
  await page.goto(editor.origin + path)
  await page.locator('[aria-label="Problems"][aria-busy="false"]').waitFor({ timeout: 60_000 })
  return page
}

test('an owner invites someone from People, and removes a person after confirming', async () => {
  const page = await openAs(await signedIn('olga@example.com', 'owner', 'Olga Owner'))
  const bar = page.locator('[data-editor-bar]')
  await (await inBarMenu(page, bar.getByText(words.signedInAs('Olga Owner')), editorWords.personMenu('Olga Owner'))).waitFor()
  await (await inBarMenu(page, bar.getByRole('button', { name: words.people }), editorWords.personMenu('Olga Owner'))).click()
  const panel = page.getByRole('dialog', { name: words.people })
  const people = panel.getByRole('list', { name: words.whoMaySignIn })
  await expect.poll(() => people.getByLabel(words.roleOf('Olga Owner')).inputValue()).toBe('owner')
  const menu = await openedFromMenu(page, editorWords.personMenu('Olga Owner'), panel)

  const inviteButton = panel.getByRole('button', { name: words.sendInvite })
  expect(await inviteButton.isDisabled()).toBe(true)
  await panel.getByText(words.needEmailWhy).waitFor()
  await panel.getByLabel(words.email).fill('pat@example.com')
  await panel.getByLabel(words.name).fill('Pat Publisher')
  await panel.getByLabel(words.role).selectOption({ label: words.roles.publisher })
  await inviteButton.click()
  await panel.getByText(words.invited('pat@example.com')).waitFor()
  await panel.getByText(words.notEmailed).waitFor()
  const link = await panel.getByLabel(words.invitationLink).inputValue()
  await screenshots(page, 'people-invited')
  expect(link).toMatch(new RegExp(`^${editor.origin}/__editor/sign-in#invitation=[\\w-]{43}$`))
  await people.getByRole('listitem').filter({ hasText: 'Olga Owner' }).getByText(words.removeYourselfWhy).waitFor()
  await panel.getByRole('list', { name: words.activity }).getByText('invited pat@example.com as a publisher').waitFor()

  // Pat accepts; the list, read again, has them, and Olga removes them.
  expect(await editor.store.people.acceptInvitation(link.split('#invitation=')[1]!)).toBeTruthy()
  await closedToMenu(panel, menu)
  await (await inBarMenu(page, bar.getByRole('button', { name: words.people }), editorWords.personMenu('Olga Owner'))).click()
  const pat = people.getByRole('listitem').filter({ hasText: 'pat@example.com' })
  await pat.waitFor()
  await screenshots(page, 'people')
  await pat.getByRole('button', { name: words.remove }).click()
  await pat.getByText(words.confirmRemove('Pat Publisher', 'pat@example.com')).waitFor()
  await pat.getByRole('button', { name: words.keep }).click()
  expect(await editor.store.people.personByEmail('pat@example.com')).not.toHaveProperty('removed')
  await pat.getByRole('button', { name: words.remove }).click()
  await pat.getByRole('button', { name: words.yesRemove }).click()
  await told(page, panel, 'pat@example.com can no longer sign in')
  expect(await editor.store.people.personByEmail('pat@example.com')).toHaveProperty('removed')
  await panel.getByRole('list', { name: words.activity }).getByText('removed pat@example.com').waitFor()
  await screenshots(page, 'people-activity', panel.getByRole('list', { name: words.activity }))
}, 120_000)

test('an owner sees who is invited and not signed in yet, and cancels an invitation, whose link then says so', async () => {
  const secret = await editor.store.people.invite({ email: 'kim@example.com', role: 'editor', name: 'Kim Maybe' })
  const page = await openAs(await signedIn('oona@example.com', 'owner', 'Oona Owner'))
  await (await inBarMenu(page, page.locator('[data-editor-bar]').getByRole('button', { name: words.people }), editorWords.personMenu('Oona Owner'))).click()
  const panel = page.getByRole('dialog', { name: words.people })
  const kim = panel.getByRole('list', { name: words.invitations }).getByRole('listitem').filter({ hasText: 'kim@example.com' })
  await kim.getByText(words.roles.editor, { exact: false }).waitFor()
  expect(await kim.innerText()).toContain('Kim Maybe')
  await screenshots(page, 'people-invitations', kim)
  await kim.getByRole('button', { name: words.cancelInvitation }).click()
  await told(page, panel, 'The invitation for kim@example.com is cancelled: its link no longer works.')
  await expect.poll(() => kim.count()).toBe(0)
  await panel.getByRole('list', { name: words.activity }).getByText('cancelled the invitation for kim@example.com').waitFor()

  const context = await browser.newContext()
  contexts.push(context)
  const invited = await context.newPage()
  await invited.goto(invitationLink(editor.origin, secret))
  await invited.getByText('This invitation was cancelled.', { exact: false }).waitFor()
  expect(await editor.store.people.personByEmail('kim@example.com')).toBeUndefined()
}, 120_000)

test('Your sessions marks this browser and ends another', async () => {
  await signedIn('sam@example.com', 'editor', 'Sam Editor', browsers.iphone)
  const page = await openAs(await signedIn('sam@example.com', 'editor', 'Sam Editor'))
  await (
    await inBarMenu(page, page.locator('[data-editor-bar]').getByRole('button', { name: words.yourSessions }), editorWords.personMenu('Sam Editor'))
  ).click()
  const panel = page.getByRole('dialog', { name: words.yourSessions })
  const list = panel.getByRole('list', { name: words.yourSessions })
  await list.getByText(`Chrome on a Mac — ${words.thisBrowser}`).waitFor()
  await list.getByText('Safari on an iPhone').waitFor()
  expect(await list.getByRole('listitem').count()).toBe(2)
  const menu = await openedFromMenu(page, editorWords.personMenu('Sam Editor'), panel)
  await screenshots(page, 'your-sessions')
  await list.getByRole('listitem').filter({ hasNotText: words.thisBrowser }).getByRole('button', { name: words.endSession }).click()
  await told(page, panel, words.ended)
  await expect.poll(() => list.getByRole('listitem').count()).toBe(1)
  expect(await list.getByRole('button', { name: words.endSession }).isDisabled()).toBe(true)
  await closedToMenu(panel, menu)
}, 120_000)

test('an editor has no People in the bar', async () => {
  const page = await openAs(await signedIn('eve@example.com', 'editor', 'Eve Editor'))
  const bar = page.locator('[data-editor-bar]')
  await (await inBarMenu(page, bar.getByRole('button', { name: words.yourSessions }), editorWords.personMenu('Eve Editor'))).waitFor()
  expect(await bar.getByRole('button', { name: words.people }).count()).toBe(0)
}, 120_000)

test('two people on the same page each see the other’s name', async () => {
  const ana = await openAs(await signedIn('ana@example.com', 'editor', 'Ana López'))
  const bo = await openAs(await signedIn('bo@example.com', 'publisher', 'Bo Chen'))
  // Both go to the same page of the bar's list, away from the home page the others had open.
  const other = await ana.locator('[data-editor-bar] select').locator('option').last().getAttribute('value')
  await ana.locator('[data-editor-bar] select').selectOption(other!)
  await bo.locator('[data-editor-bar] select').selectOption(other!)
  // Bo sees Ana at once; Ana sees Bo when her page next tells the server, within 10 seconds.
  const notes = (page: Page) => page.getByRole('list', { name: words.alsoHere }).getByRole('listitem')
  await bo.getByText(words.alsoEditing('Ana López')).waitFor()
  await ana.getByText(words.alsoEditing('Bo Chen')).waitFor({ timeout: 15_000 })
  expect(await notes(ana).allTextContents()).toEqual([words.alsoEditing('Bo Chen')])
  expect(await notes(bo).allTextContents()).toEqual([words.alsoEditing('Ana López')])
  // The note covers none of the site's header (its logo, its menu) at either width.
  for (const width of [375, 1280]) {
    await ana.setViewportSize({ width, height: 800 })
    const note = (await ana.getByRole('list', { name: words.alsoHere }).boundingBox())!
    const header = (await ana.locator('header').first().boundingBox())!
    expect(note.y >= header.y + header.height || note.y + note.height <= header.y, `at ${width} px`).toBe(true)
  }
  await screenshots(ana, 'presence')
}, 120_000)

test('Sign out in the bar leads to the sign-in page, which says the person has signed out', async () => {
  const page = await openAs(await signedIn('sid@example.com', 'editor', 'Sid Editor'))
  await (await inBarMenu(page, page.locator('[data-editor-bar]').getByRole('button', { name: words.signOut }), editorWords.personMenu('Sid Editor'))).click()
  await page.waitForURL(`${editor.origin}${signInPages.signIn}${signedOutMark}`)
  await page.getByRole('status').getByText(signInWords.signedOut).waitFor()
  await screenshots(page, 'signed-out')
}, 120_000)

test('an owner changes what someone may do, from their next request; their own is another owner’s to change', async () => {
  const ed = await signedIn('ed@example.com', 'editor', 'Ed Editor')
  const omar = await signedIn('omar@example.com', 'owner', 'Omar Owner')
  const page = await openAs(omar)
  await (await inBarMenu(page, page.locator('[data-editor-bar]').getByRole('button', { name: words.people }), editorWords.personMenu('Omar Owner'))).click()
  const panel = page.getByRole('dialog', { name: words.people })
  const role = panel.getByLabel(words.roleOf('Ed Editor'))
  await role.focus()
  await role.selectOption({ label: words.roles.publisher })
  await panel.getByRole('list', { name: words.activity }).getByText('made ed@example.com a publisher').waitFor()
  expect(await role.evaluate((select) => select === document.activeElement)).toBe(true)
  expect(json<{ role: string }>(await editor.request('GET', peopleApi(peopleRoutes.me), { cookie: ed })).role).toBe('publisher')
  await screenshots(page, 'people-role', role)
  expect(await panel.getByLabel(words.roleOf('Omar Owner')).isDisabled()).toBe(true)
  const own = await editor.request('PUT', `${peopleApi(peopleRoutes.people)}/omar@example.com/role`, { cookie: omar, body: { role: 'editor' } })
  expect(own.status).toBe(403)
  expect((await editor.store.people.personByEmail('omar@example.com'))!.role).toBe('owner')
}, 120_000)
