// No log line holds a sign-in secret: `npm run edit` as the hosted editor, logging every request at
// LOG_LEVEL=info, while a person opens the invitation `npm run editors -- invite` printed, and later the
// link to sign in that came by email through a real SMTP server, both in Chromium. Their secrets are
// after the #, which the browser never sends; both still sign in. A link of the older kind (the secret
// in the path) says in words to ask for a new one.
import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { signInWords } from '../../../renderer/editor/sign-in/sign-in-words.ts'
import { projectRoot } from '../../../schema/load-site.ts'
import { removeCopies, copySampleSite } from '../../../schema/site-copy.ts'
import { testBrowser } from '../../../scripts/support/test-browser.ts'
import { mailPart, startSmtpServer } from '../../test-smtp.ts'
import { eventually } from '../../test-support.ts'
import { authPrefix, authRoutes, linkSecrets, signInPages } from '../sign-in-contract.ts'
import { linkSent } from './sign-in-routes.ts'
import { removeEditorDataDirs, startEditor } from '../test-support/test-editor-server.ts'

let browser: Browser
beforeAll(async () => {
  browser = await testBrowser()
}, 60_000)
afterAll(async () => {
  await browser?.close()
  removeCopies()
  removeEditorDataDirs()
})

test("neither an invitation's secret nor a sign-in link's is in any line the editor logs at info, and both sign in", async () => {
  const smtp = await startSmtpServer()
  const editor = await startEditor(copySampleSite(), {
    hosted: true,
    env: { LOG_LEVEL: 'info', SMTP_HOST: '127.0.0.1', SMTP_PORT: String(smtp.port), SMTP_SECURE: 'false', MAIL_FROM: 'editor@example.com' },
  })
  const context = await browser.newContext()
  const page = await context.newPage()
  const inEditor = async () => {
    await page.waitForURL(`${editor.origin}/`)
    await page.locator('[aria-label="Problems"][aria-busy="false"]').waitFor({ timeout: 60_000 })
  }
  try {
    const { stdout } = await promisify(execFile)(process.execPath, ['scripts/editors.ts', 'invite', 'eve@example.com', '--role', 'editor', '--new'], {
      cwd: projectRoot,
      env: { ...process.env, DATA_DIR: editor.dataDir, DATABASE_URL: '', EDITOR_ORIGIN: editor.origin, SMTP_HOST: '' },
    })
    const invitation = stdout.trim().split('\n').at(-1)!
    expect(invitation.startsWith(`${editor.origin}${signInPages.signIn}#${linkSecrets.invitation}`)).toBe(true)
    await page.goto(invitation)
    await page.getByText('You are invited as eve@example.com').waitFor()
    await page.getByRole('button', { name: 'continue without one' }).click()
    await inEditor()

    expect(await page.evaluate((url) => fetch(url, { method: 'POST' }).then((r) => r.status), authPrefix + authRoutes.signOut)).toBe(200)
    await page.goto(`${editor.origin}${signInPages.signIn}`)
    await page.getByLabel('Your work email').fill('eve@example.com')
    await page.getByRole('button', { name: 'Email me a link to sign in' }).click()
    await page.getByText(linkSent).waitFor()
    await eventually(() => smtp.received.length > 0, 10_000, 'the sign-in email')
    const link = /https?:\/\/\S+/.exec(mailPart(smtp.received[0]!.raw, 'text/plain'))![0]
    expect(link.startsWith(`${editor.origin}${signInPages.signIn}#${linkSecrets.link}`)).toBe(true)
    // Opened in the same tab, the link changes only what follows the #: the page reloads itself, and until
    // then it still shows the email form's buttons, whose names hold the words "sign in" too.
    await page.goto(link)
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()
    await inEditor()

    const log = editor.output()
    // Every request is in the log, with its address: the secrets would be there if the addresses held them.
    expect(log).toContain(`"path":"${authPrefix}${authRoutes.acceptInvitation}"`)
    expect(log).toContain(`"path":"${authPrefix}${authRoutes.useLink}"`)
    for (const secret of [invitation, link].map((l) => l.split('=').at(-1)!)) {
      expect(secret).toMatch(/^[\w-]{43}$/)
      expect(log).not.toContain(secret)
    }

    const older = await context.newPage()
    await older.goto(`${editor.origin}${signInPages.invitation}${'x'.repeat(43)}`)
    await older.getByText(signInWords.olderInvitation).waitFor()
    await older.goto(`${editor.origin}${signInPages.link}${'x'.repeat(43)}`)
    await older.getByText(signInWords.olderLink).waitFor()
    await older.getByRole('button', { name: 'Email me a link to sign in' }).waitFor()
    // What a link of the older kind held is in the log: the reason for the #.
    await eventually(() => editor.output().includes(`"path":"${signInPages.link}${'x'.repeat(43)}"`), 5_000, 'the older link in the log')
  } finally {
    await context.close()
    await editor.stop()
    await smtp.close()
  }
}, 180_000)
