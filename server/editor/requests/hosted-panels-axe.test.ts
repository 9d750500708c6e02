// axe in the hosted editor's own panels, in Chromium at 1280 and 375 px, on the hosted editor with the
// site's repository behind a real git server: the owner's person menu, Your sessions and People (with an
// invitation waiting), the Requests panel's lists (Waiting, My requests, Published), a request as its
// publisher reads it with Ask for changes and Publish at a time open; and, in a browser without a session,
// the sign-in page, an invitation's and an emailed link's. The editor's page, its side panel and its dialogs
// are edit-layout.test.ts's.
import type { Locator, Page as Tab } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import type { Page } from '../../../schema/generated/site-types.ts'
import { findSection } from '../../../schema/site-copy.ts'
import { peopleWords } from '../../../renderer/editor/people/people-words.ts'
import { requestsWords as words } from '../../../renderer/editor/requests/requests-words.ts'
import { editorRoutes, type Proposal } from '../contract.ts'
import { signInPages } from '../sign-in-contract.ts'
import { invitationLink, signInLink } from '../sign-in/hosted-settings.ts'
import { axeViolations } from '../test-support/editor-axe.ts'
import { hostedBrowser } from '../test-support/hosted-browser.ts'
import { openRequest, openWaiting } from '../test-support/requests-panel.ts'
import { headed, json, startHostedOnRemote } from '../test-support/test-hosted-editor.ts'

const chromium = hostedBrowser()
const seconds = 1000

/** axe finds nothing in the editor's own parts as they are now (the site's page is the site's tests'
 * business), named by what is open, so that a failure says where. */
const passesAxe = async (tab: Tab, state: string, within = '#site-editor') =>
  expect(await axeViolations(tab, within), `${state} at ${tab.viewportSize()!.width} px`).toEqual([])

describe.each([1280, 375])('at %i px', (width) => {
  test('axe finds nothing in the person menu, Your sessions, People, the Requests panel and a request; nor on the sign-in pages', async () => {
    const { folder, editor } = await startHostedOnRemote()
    try {
      const { file, page, index, section } = findSection(folder.dir, headed)!
      const drafts = {
        [file]: {
          ...page,
          sections: page.sections.map((s, i) => (i === index ? { ...s, heading: `${(section as { heading: string }).heading} Quokka` } : s)),
        } as Page,
      }
      const ann = await editor.signedIn('ann@example.com', 'editor', 'Ann Lee')
      const sent = json<Proposal>(await editor.request('POST', editorRoutes.propose, { cookie: ann, body: { drafts } }))
      expect(sent.state).toBe('done')
      await editor.store.people.invite({ email: 'bo@example.com', role: 'editor', name: 'Bo Chen' })
      const tab = await chromium.open(editor, await editor.signedIn('olga@example.com', 'owner', 'Olga Ng'), width)

      // Each of the person menu's panels, once it shows what it lists (her session; the invitation).
      const menu = tab.locator('[data-editor-bar-menu]').first()
      for (const [name, shown] of [
        [peopleWords.yourSessions, (dialog: Locator) => dialog.locator('li')],
        [peopleWords.people, (dialog: Locator) => dialog.getByText('Bo Chen')],
      ] as const) {
        await menu.locator('[data-editor-bar-button]').click()
        await passesAxe(tab, 'the person menu open')
        await menu.getByRole('button', { name }).click()
        const dialog = tab.getByRole('dialog', { name })
        await shown(dialog)
          .first()
          .waitFor({ timeout: 10 * seconds })
        await passesAxe(tab, name)
        await dialog.getByRole('button', { name: words.close, exact: true }).first().click()
      }

      const panel = await openWaiting(tab, 1)
      await passesAxe(tab, 'the Waiting list')
      const { title } = json<{ request: { title: string } }>(await editor.request('GET', `${editorRoutes.requests}/${sent.request}`, { cookie: ann })).request
      const request = await openRequest(panel, title)
      await request
        .getByRole('region', { name: words.checks })
        .locator('[aria-busy]')
        .waitFor({ state: 'detached', timeout: 60 * seconds })
      await passesAxe(tab, 'a request')
      await request.getByRole('button', { name: words.askChanges }).click()
      await request.getByRole('form', { name: words.askChanges }).waitFor()
      await passesAxe(tab, 'Ask for changes')
      await request.getByRole('button', { name: words.cancel }).first().click()
      await request.getByRole('button', { name: words.publishAt }).click()
      await passesAxe(tab, 'Publish at a time')
      await panel.getByRole('button', { name: words.back }).click()
      for (const list of [words.myRequests, words.published]) {
        await panel.getByRole('tab', { name: list }).click()
        await panel.getByRole('tabpanel', { name: list }).waitFor()
        await tab
          .locator('[aria-busy="true"]')
          .waitFor({ state: 'detached', timeout: 10 * seconds })
          .catch(() => {})
        await passesAxe(tab, list)
      }
      await panel.getByRole('button', { name: words.close, exact: true }).first().click()

      // Signed out: the sign-in page, an invitation's and an emailed link's, each in a browser of its own.
      const cy = await editor.store.people.invite({ email: 'cy@example.com', role: 'editor' })
      const di = (await editor.store.people.acceptInvitation(await editor.store.people.invite({ email: 'di@example.com', role: 'editor' })))!
      const pages = {
        'the sign-in page': [editor.origin + signInPages.signIn, 'Sign in with a passkey'],
        'an invitation': [invitationLink(editor.origin, cy), 'Make a passkey and sign in'],
        'a link by email': [signInLink(editor.origin, await editor.store.people.signInLink(di.id)), 'Sign in'],
      }
      for (const [state, [address, button]] of Object.entries(pages)) {
        const signedOut = await tab
          .context()
          .browser()!
          .newPage({ viewport: { width, height: 800 } })
        await signedOut.goto(address)
        await signedOut.getByRole('button', { name: button, exact: true }).waitFor()
        await passesAxe(signedOut, state, 'body')
        await signedOut.context().close()
      }
    } finally {
      await editor.close()
    }
  }, 240_000)
})
