// The messages visitors sent, in the editor: over real sockets on SQLite and PostgreSQL (newest first,
// search, marked answered, the CSV with formulas neutralised), and in Chromium (the Messages panel,
// and a mark the server refused shown undone, with why, on its message).
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { messageColumns } from '../../../schema/contact-fields.ts'
import { removeCopies, copySampleSite } from '../../../schema/site-copy.ts'
import { testBrowser } from '../../../scripts/support/test-browser.ts'
import { openMessagesStore } from '../../open-store.ts'
import { contactMessage, databases, newDatabase, removeTempDirs, type Database } from '../../test-support.ts'
import { editorRoutes } from '../contract.ts'
import { type VisitorMessage } from '../messages-contract.ts'
import { startEditorApp } from '../test-support/test-editor-app.ts'
import { openEditorPage } from '../test-support/test-editor-server.ts'
import { inBarMenu } from '../test-support/test-in-place.ts'
import type { BrowserContext } from 'playwright-core'
import { messagesWords as words } from '../../../renderer/editor/messages/messages-words.ts'
import { editorErrors } from '../editor-errors.ts'
import { openSignedIn } from '../test-support/hosted-browser.ts'
import { startHostedEditor } from '../test-support/test-hosted-editor.ts'

// Words of the test's own, not the site's.
const sent = [
  contactMessage({ fullName: 'Wilhelmina Quayle', subject: 'Payroll for twelve people', message: 'Do you run payroll every other Friday?' }),
  contactMessage({ fullName: 'José Ortiz', subject: '=HYPERLINK("http://x.example")', message: 'A formula in the subject.' }),
  contactMessage({ fullName: 'Ngozi Adeyemi', subject: 'Books for a bakery', message: 'We need our ledgers kept each month.' }),
]

async function seeded(kind: (typeof databases)[number]): Promise<Database> {
  const database = await newDatabase(kind)
  const store = await openMessagesStore(database)
  for (const message of sent) await store.save(message, { requestHash: message.subject, deliver: false })
  await store.close()
  return database
}

afterAll(() => {
  removeCopies()
  removeTempDirs()
})

describe.each(databases)('the Messages API on %s', (kind) => {
  test('newest first, searched, marked answered, and downloaded as CSV', async () => {
    const editor = await startEditorApp(copySampleSite(), await seeded(kind))
    try {
      const list = async (q = '') =>
        (JSON.parse((await editor.request('GET', `${editorRoutes.messages}?q=${encodeURIComponent(q)}`)).body.toString()) as { messages: VisitorMessage[] })
          .messages
      expect((await list()).map((m) => m.fullName)).toEqual(sent.map((m) => m.fullName).reverse())
      // Every word, in any field, without regard to case or accents.
      expect((await list('jose FORMULA')).map((m) => m.fullName)).toEqual([sent[1]!.fullName])
      expect(await list('payroll bakery')).toEqual([])

      const [newest] = await list()
      const marked = await editor.request('PUT', editorRoutes.messageAnswered, { body: { id: newest!.id, answered: true } })
      expect(marked.status).toBe(200)
      expect((await list())[0]).toMatchObject({ id: newest!.id, answeredBy: 'local' })
      expect((await editor.request('PUT', editorRoutes.messageAnswered, { body: { id: 'no-such-message', answered: true } })).status).toBe(404)

      const csv = await editor.request('GET', editorRoutes.messagesCsv)
      expect(csv.headers['content-type']).toContain('text/csv')
      expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="messages-\d{4}-\d{2}-\d{2}\.csv"$/)
      const text = csv.body.toString()
      expect(text.split('\r\n')[0]).toContain(messageColumns.subject)
      expect(text).toContain(`"'${sent[1]!.subject.replace(/"/g, '""')}"`)
    } finally {
      await editor.close()
    }
  })
})

describe('the Messages panel in Chromium', () => {
  let browser: Awaited<ReturnType<typeof testBrowser>>
  beforeAll(async () => {
    browser = await testBrowser()
  }, 60_000)
  afterAll(async () => {
    await browser?.close()
  })

  test('lists the messages newest first, finds one by a word, and marks it answered', async () => {
    const siteDir = copySampleSite()
    const editor = await startEditorApp(siteDir, await seeded('SQLite'))
    try {
      const index = JSON.parse((await editor.request('GET', '/route-index.json')).body.toString()) as Record<string, string>
      const path = Object.keys(index)[0]!
      const page = await openEditorPage(browser, `${editor.origin}${path}`, 'More')
      await (await inBarMenu(page, page.getByRole('button', { name: 'Messages', exact: true }))).click()
      const panel = page.getByRole('dialog', { name: 'Messages' })
      const items = panel.getByRole('listitem')
      await expect.poll(() => items.count()).toBe(sent.length)
      expect(await items.first().innerText()).toContain(sent[2]!.subject)
      // Its address opens a reply to it, its number calls it; a visitor's address adds no other recipient.
      const newest = sent[2]!
      const reply = items.first().getByRole('link', { name: newest.email })
      expect(await reply.getAttribute('href')).toBe(`mailto:${encodeURIComponent(newest.email)}?subject=${encodeURIComponent(words.reply(newest.subject))}`)
      expect(await items.first().getByRole('link', { name: newest.phone }).getAttribute('href')).toBe(`tel:${newest.phone.replace(/[^\d+]/g, '')}`)
      await panel.getByLabel('Search').fill(sent[0]!.fullName.split(' ')[1]!.toLowerCase())
      await expect.poll(() => items.count()).toBe(1)
      // "Answered" is a line a finger can tap on a phone, not just its box.
      await page.setViewportSize({ width: 375, height: 740 })
      expect((await items.first().locator('label').boundingBox())!.height).toBeGreaterThanOrEqual(40)
      await items.first().getByText('Answered').click()
      await expect.poll(() => items.first().innerText()).toContain('Answered (local')
    } finally {
      await editor.close()
    }
  })

  test('a mark the server did not keep (the session ended meanwhile) shows unticked again, with why, on that message', async () => {
    const editor = await startHostedEditor(copySampleSite(), await seeded('SQLite'))
    const contexts: BrowserContext[] = []
    try {
      const cookie = await editor.signedIn('mia@example.com', 'editor', 'Mia Editor')
      const page = await openSignedIn(browser, contexts, editor, cookie, 375)
      await (await inBarMenu(page, page.getByRole('button', { name: words.messages, exact: true }))).click()
      const first = page.getByRole('dialog', { name: words.messages }).getByRole('listitem').first()
      await first.waitFor()
      await editor.store.people.endSession(cookie.slice(cookie.indexOf('=') + 1))
      await first.getByText(words.answered).click()
      await first.getByRole('alert').getByText(words.notMarked(editorErrors.signInFirst().message)).waitFor()
      expect(await first.getByRole('checkbox').isChecked()).toBe(false)
      expect((await editor.store.messageAnswers.all()).size).toBe(0)
    } finally {
      await Promise.all(contexts.map((c) => c.close()))
      await editor.close()
    }
  })
})
