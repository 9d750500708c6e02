// The hosted editor's people in Chromium: an owner's bar has People, where they invite someone (the
// link shows), and remove a person after confirming; Your sessions marks this browser and ends
// another; an editor's bar has no People; two people on the same page each see the other's name.
// Screenshots at 375 and 1280 px go to SCREENSHOTS_DIR when it is set.
import { join } from 'node:path'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { copySite, removeCopies } from '../../schema/site-copy.ts'
import { launchChromium } from '../../scripts/support/chromium.ts'
import { newDatabase, removeTempDirs } from '../test-support.ts'
import { peopleWords as words } from '../../renderer/editor/people-words.ts'
import { startHostedEditor, type HostedEditor } from './test-hosted-editor.ts'

let browser: Browser
let editor: HostedEditor
const contexts: BrowserContext[] = []
beforeAll(async () => {
  ;[browser, editor] = await Promise.all([launchChromium(), newDatabase().then((database) => startHostedEditor(copySite(), database))])
}, 120_000)
afterAll(async () => {
  await Promise.all(contexts.map((c) => c.close()))
  await browser?.close()
  await editor?.close()
  removeCopies()
  removeTempDirs()
})

async function screenshots(page: Page, name: string) {
  const dir = process.env.SCREENSHOTS_DIR
  if (!dir) return
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 })
    await page.screenshot({ path: join(dir, `${name}-${width}.png`) })
  }
  await page.setViewportSize({ width: 1280, height: 800 })
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
  const page = await openAs(await editor.signedIn('olga@example.com', 'owner', 'Olga Owner'))
  const bar = page.locator('[data-editor-bar]')
  await bar.getByText(words.signedInAs('Olga Owner')).waitFor()
  await bar.getByRole('button', { name: words.people }).click()
  const panel = page.getByRole('dialog', { name: words.people })
  const people = panel.getByRole('list', { name: words.whoMaySignIn })
  await people.getByText(words.roles.owner).waitFor()

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
  expect(link).toMatch(new RegExp(`^${editor.origin}/__editor/invitation/[\\w-]{43}$`))
  await people.getByRole('listitem').filter({ hasText: 'Olga Owner' }).getByText(words.removeYourselfWhy).waitFor()
  await panel.getByRole('list', { name: words.activity }).getByText('invited pat@example.com as a publisher').waitFor()

  // Pat accepts; the list, read again, has them, and Olga removes them.
  expect(await editor.store.people.acceptInvitation(link.split('/').at(-1)!)).toBeTruthy()
  await panel.getByRole('button', { name: words.close }).click()
  await bar.getByRole('button', { name: words.people }).click()
  const pat = people.getByRole('listitem').filter({ hasText: 'pat@example.com' })
  await pat.waitFor()
  await screenshots(page, 'people')
  await pat.getByRole('button', { name: words.remove }).click()
  await pat.getByText(words.confirmRemove('Pat Publisher', 'pat@example.com')).waitFor()
  await pat.getByRole('button', { name: words.keep }).click()
  expect(await editor.store.people.personByEmail('pat@example.com')).not.toHaveProperty('removed')
  await pat.getByRole('button', { name: words.remove }).click()
  await pat.getByRole('button', { name: words.yesRemove }).click()
  await panel.getByText('pat@example.com can no longer sign in').waitFor()
  expect(await editor.store.people.personByEmail('pat@example.com')).toHaveProperty('removed')
  await panel.getByRole('list', { name: words.activity }).getByText('removed pat@example.com').waitFor()
}, 120_000)

test('Your sessions marks this browser and ends another', async () => {
  await editor.signedIn('sam@example.com', 'editor', 'Sam Editor')
  const page = await openAs(await editor.signedIn('sam@example.com', 'editor', 'Sam Editor'))
  await page.locator('[data-editor-bar]').getByRole('button', { name: words.yourSessions }).click()
  const panel = page.getByRole('dialog', { name: words.yourSessions })
  const list = panel.getByRole('list', { name: words.yourSessions })
  await list.getByText(words.thisBrowser).waitFor()
  expect(await list.getByRole('listitem').count()).toBe(2)
  await screenshots(page, 'your-sessions')
  await list.getByRole('listitem').filter({ hasNotText: words.thisBrowser }).getByRole('button', { name: words.endSession }).click()
  await panel.getByText(words.ended).waitFor()
  await expect.poll(() => list.getByRole('listitem').count()).toBe(1)
  expect(await list.getByRole('button', { name: words.endSession }).isDisabled()).toBe(true)
}, 120_000)

test('an editor has no People in the bar', async () => {
  const page = await openAs(await editor.signedIn('eve@example.com', 'editor', 'Eve Editor'))
  const bar = page.locator('[data-editor-bar]')
  await bar.getByRole('button', { name: words.yourSessions }).waitFor()
  expect(await bar.getByRole('button', { name: words.people }).count()).toBe(0)
}, 120_000)

test('two people on the same page each see the other’s name', async () => {
  const ana = await openAs(await editor.signedIn('ana@example.com', 'editor', 'Ana López'))
  const bo = await openAs(await editor.signedIn('bo@example.com', 'publisher', 'Bo Chen'))
  // Bo sees Ana at once; Ana sees Bo when her page next tells the server, within 10 seconds.
  await bo.getByText(words.alsoEditing('Ana López')).waitFor()
  await ana.getByText(words.alsoEditing('Bo Chen')).waitFor({ timeout: 15_000 })
  expect(await ana.getByText(words.alsoEditing('Ana López')).count()).toBe(0)
  await screenshots(ana, 'presence')
}, 120_000)
