// The hosted editor's sign-in pages in Chromium, with the DevTools protocol's virtual authenticator in
// place of a fingerprint: a person opens their invitation, makes a passkey and is in the editor; signs
// out, is sent to the sign-in page, and signs in again with the passkey. The session cookie the browser
// keeps is __Host-, HttpOnly, Secure and SameSite=Strict (Chromium keeps a Secure cookie of localhost).
// Without a passkey, an emailed link's page signs in once; used or cut, it offers a new one by email. A sign-in begun before the editor restarts
// ends after it: the passkey's challenge is kept in the database.
// Screenshots of the pages at 375 and 1280 px go to SCREENSHOTS_DIR when it is set.
import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { removeCopies, copySampleSite } from '../../../schema/site-copy.ts'
import { testBrowser } from '../../../scripts/support/test-browser.ts'
import { databases, newDatabase, removeTempDirs, type Database } from '../../test-support.ts'
import { invitationLink, signInLink } from './hosted-settings.ts'
import { authPrefix, authRoutes, peopleApi, peopleRoutes, sessionCookie, signInPages } from '../sign-in-contract.ts'
import { startHostedEditor, type HostedEditor } from '../test-support/test-hosted-editor.ts'
import { signInWords } from '../../../renderer/editor/sign-in/sign-in-words.ts'
import { linkSent } from './sign-in-routes.ts'

let browser: Browser
beforeAll(async () => {
  browser = await testBrowser()
}, 60_000)
afterAll(async () => {
  await browser?.close()
  removeCopies()
  removeTempDirs()
})

async function screenshots(page: Page, name: string) {
  const dir = process.env.SCREENSHOTS_DIR
  if (!dir) return
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 })
    await page.screenshot({ path: join(dir, `${name}-${width}.png`), fullPage: true })
  }
}

/** A browser context whose page has a virtual authenticator (a fingerprint that always says yes). */
async function withAuthenticator() {
  const context = await browser.newContext()
  const page = await context.newPage()
  const devtools = await context.newCDPSession(page)
  await devtools.send('WebAuthn.enable')
  await devtools.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
  })
  return { context, page }
}

/** The editor's own page, once its overlay has checked the site. */
const inEditor = async (page: Page, origin: string) => {
  await page.waitForURL(`${origin}/`, { timeout: 60_000 })
  await page.locator('[aria-label="Problems"][aria-busy="false"]').waitFor({ timeout: 60_000 })
}

describe.each(databases)('%s', (database) => {
  let editor: HostedEditor
  let siteDir: string
  let data: Database
  beforeAll(async () => {
    siteDir = copySampleSite()
    data = await newDatabase(database)
    editor = await startHostedEditor(siteDir, data)
  }, 120_000)
  afterAll(async () => editor?.close())

  test('a passkey made from the invitation signs in again after signing out', async () => {
    const email = `ana-${database.toLowerCase()}@example.com`
    const link = invitationLink(editor.origin, await editor.store.people.invite({ email, role: 'publisher', name: 'Ana López' }))
    const { context, page } = await withAuthenticator()
    try {
      await page.goto(link)
      await page.getByText(`You are invited as ${email}`).waitFor()
      // The other way in reads as words in a sentence, yet a finger can tap it.
      expect((await page.getByRole('button', { name: 'continue without one' }).boundingBox())!.height).toBeGreaterThanOrEqual(40)
      await screenshots(page, `invitation-${database.toLowerCase()}`)
      await page.getByRole('button', { name: 'Make a passkey and sign in' }).click()
      await inEditor(page, editor.origin)
      const cookie = (await context.cookies()).find((c) => c.name === sessionCookie)
      expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Strict', path: '/' })
      const person = await editor.store.people.personByEmail(email)
      expect(await editor.store.people.passkeysOf(person!.id)).toHaveLength(1)

      // Signing out from the page (the request carries the page's Origin), then the editor is closed.
      expect(await page.evaluate((url) => fetch(url, { method: 'POST' }).then((r) => r.status), authPrefix + authRoutes.signOut)).toBe(200)
      await page.goto(`${editor.origin}/`)
      await page.waitForURL(`${editor.origin}${signInPages.signIn}`)
      await screenshots(page, `sign-in-${database.toLowerCase()}`)
      await page.getByRole('button', { name: 'Sign in with a passkey' }).click()
      await inEditor(page, editor.origin)
      const me = await page.evaluate((url) => fetch(url).then((r) => r.json()), peopleApi(peopleRoutes.me))
      expect(me).toEqual({ email, name: 'Ana López', role: 'publisher' })

      // The invitation is spent.
      await page.goto(link)
      await page.getByText('This invitation has been used or has expired.').waitFor()
    } finally {
      await context.close()
    }
  }, 120_000)

  /** An editor who made a passkey from their invitation, then signed out: their browser, on the sign-in page. */
  async function signedOutWithPasskey(email: string) {
    const { context, page } = await withAuthenticator()
    await page.goto(invitationLink(editor.origin, await editor.store.people.invite({ email, role: 'editor' })))
    await page.getByRole('button', { name: 'Make a passkey and sign in' }).click()
    await inEditor(page, editor.origin)
    expect(await page.evaluate((url) => fetch(url, { method: 'POST' }).then((r) => r.status), authPrefix + authRoutes.signOut)).toBe(200)
    return { context, page }
  }

  test('a passkey sign-in begun before the editor restarts ends after it', async () => {
    const email = `cy-${database.toLowerCase()}@example.com`
    const { context, page } = await signedOutWithPasskey(email)
    try {
      await page.goto(`${editor.origin}${signInPages.signIn}`)
      // The options come from this editor; the signed answer is held while it stops and the next one
      // starts, on the same port and database, then goes to that one. The restart is the test's own
      // step, not the route's: were it to fail, the test says which step failed and why.
      let answerHeld!: () => void
      const held = new Promise<void>((resolve) => (answerHeld = resolve))
      let release!: () => void
      const released = new Promise<void>((resolve) => (release = resolve))
      await page.route(
        `**${authPrefix}${authRoutes.passkey}`,
        async (route) => {
          answerHeld()
          await released
          await route.continue()
        },
        { times: 1 },
      )
      await page.getByRole('button', { name: 'Sign in with a passkey' }).click()
      await held
      await editor.close()
      editor = await startHostedEditor(siteDir, data, { port: editor.port })
      release()
      await inEditor(page, editor.origin)
      expect(await page.evaluate((url) => fetch(url).then((r) => r.json()), peopleApi(peopleRoutes.me))).toMatchObject({ email })
    } finally {
      await context.close()
    }
  }, 120_000)

  test("a passkey whose count went backwards is refused in words, never the library's", async () => {
    const email = `di-${database.toLowerCase()}@example.com`
    const { context, page } = await signedOutWithPasskey(email)
    try {
      // The editor has seen a higher count from this passkey than the device will give: as if a copy were used.
      const [passkey] = await editor.store.people.passkeysOf((await editor.store.people.personByEmail(email))!.id)
      await editor.store.people.setPasskeyCounter(passkey!.credentialId, 1000)
      await page.goto(`${editor.origin}${signInPages.signIn}`)
      await page.getByRole('button', { name: 'Sign in with a passkey' }).click()
      await page.getByText('This passkey answered as if an older copy of it were used').waitFor()
      expect(await page.locator('body').innerText()).not.toMatch(/counter|expected/i)
    } finally {
      await context.close()
    }
  }, 120_000)

  test('a link by email signs in on a browser without a passkey, once', async () => {
    const email = `bo-${database.toLowerCase()}@example.com`
    const person = await editor.store.people.acceptInvitation(await editor.store.people.invite({ email, role: 'editor' }))
    const link = signInLink(editor.origin, await editor.store.people.signInLink(person!.id))
    const context = await browser.newContext()
    const page = await context.newPage()
    try {
      await page.goto(link)
      await page.getByRole('button', { name: 'Sign in', exact: true }).click()
      await inEditor(page, editor.origin)
      await page.goto(link)
      await page.getByRole('button', { name: 'Sign in', exact: true }).click()
      await page.getByText('This link has been used or has expired.').waitFor()
      // In place of a button that can only fail again: the way to a new link, with the focus in it.
      const field = page.getByLabel('Your work email')
      expect(await page.getByRole('button', { name: 'Sign in', exact: true }).isVisible()).toBe(false)
      expect(await field.evaluate((input) => input === document.activeElement)).toBe(true)
      await field.fill(email)
      await page.getByRole('button', { name: 'Email me a link to sign in' }).click()
      await page.getByText(linkSent).waitFor()

      // A link missing its end (cut by an email program) says so in words, never the server's check.
      await page.goto(link.slice(0, -4))
      await page.getByRole('button', { name: 'Sign in', exact: true }).click()
      await page.getByText(signInWords.linkCut).waitFor()
      await page.goto(invitationLink(editor.origin, 'a-cut-invitation'))
      await page.getByText(signInWords.invitationCut).waitFor()
      expect(await page.locator('body').innerText()).not.toMatch(/pattern|request is not/i)
    } finally {
      await context.close()
    }
  }, 120_000)
})
