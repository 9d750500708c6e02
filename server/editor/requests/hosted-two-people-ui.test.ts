// Two people in two browsers edit the same page of the hosted editor, each signed in by a link from
// their email, with the site's repository behind the real git server. Each types into a different
// heading and sends it for review; the publisher among them publishes both, and the repository's main
// version holds both. Then both type into the same heading: the first's is published while the second
// is still typing, whose page puts the two versions before him; he keeps his and sends it. Nothing is
// lost: every word each typed is in what the repository holds, and the choice showed both.
// (The same over sockets, without a browser: hosted-two-people.test.ts.)
// On the fixture site (test-site-remote.ts).
import type { Page as Tab } from 'playwright-core'
import { expect, test } from 'vitest'
import { parse } from 'yaml'
import type { Page } from '../../../schema/generated/site-types.ts'
import { findSection } from '../../../schema/site-copy.ts'
import { reviewWords as words } from '../../../renderer/editor/review/review-words.ts'
import { editorWords } from '../../../renderer/editor/editor-words.ts'
import type { Role } from '../../people-store.ts'
import { hostedBrowser } from '../test-support/hosted-browser.ts'
import { apiPrefix, editorRoutes } from '../contract.ts'
import { signInLink } from '../sign-in/hosted-settings.ts'
import { headed, startHostedOnRemote, type HostedEditor } from '../test-support/test-hosted-editor.ts'

const chromium = hostedBrowser()
const { contexts } = chromium

const headingOf = (page: Page, index: number) => (page.sections[index] as { heading: string }).heading
const wordsOf = (text: string) => text.split(/\s+/).filter(Boolean)
const gitWords = /\b(branch|commit|merge|push|repository|pull request)/i

// Publish checks the whole site while the pictures of what was sent are being made: a step took over a
// minute in CI's run, where three test files and their browsers share two cores.
const slowStep = 180_000

/** Whether the page's whole editor has loaded and checked the site, so its clicks and buttons work. */
const ready = (tab: Tab) => tab.locator('[aria-label="Problems"][aria-busy="false"]').waitFor({ timeout: 60_000 })

/** A person invited with `role`, signed in in a browser of their own by the link the editor emails, on `path`. */
async function signIn(editor: HostedEditor, email: string, role: Role, name: string, path: string): Promise<Tab> {
  const people = editor.store.people
  const person = await people.acceptInvitation(await people.invite({ email, role, name }))
  const context = await chromium.browser.newContext({ viewport: { width: 1280, height: 900 } })
  contexts.push(context)
  const tab = await context.newPage()
  await tab.goto(signInLink(editor.origin, await people.signInLink(person!.id)))
  await tab.getByRole('button', { name: 'Sign in', exact: true }).click()
  await tab.waitForURL(`${editor.origin}/`)
  await tab.goto(editor.origin + path)
  await ready(tab)
  return tab
}

/** Types `added` at the end of the heading that reads `heading`, in place on the page. */
async function typeInto(tab: Tab, heading: string, added: string) {
  // On the page itself: the bar's list of pages may name a page with the same words.
  await tab.locator('[data-editor-section]').getByText(heading, { exact: true }).first().click()
  await tab.keyboard.press('Control+End')
  await tab.keyboard.type(added)
  await tab
    .locator('[data-editor-section]')
    .getByText(heading + added, { exact: true })
    .first()
    .waitFor()
}

/** Review changes, then Send for review: waits until the change, sent by `name`, is waiting for review. */
async function sendForReview(tab: Tab, name: string) {
  // Every text the panel shows, kept as it changes: a step of its pictures may show for a moment only.
  await tab.evaluate(() => {
    const seen: string[] = ((window as { reviewTexts?: string[] }).reviewTexts = [])
    new MutationObserver(() => seen.push((document.querySelector('[role="dialog"]') as HTMLElement | null)?.innerText ?? '')).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
    })
  })
  await tab.getByRole('button', { name: words.review }).click()
  const review = tab.getByRole('dialog', { name: words.review })
  await review.getByRole('region', { name: words.changes }).locator('li').first().waitFor({ timeout: 30_000 })
  // The answer to this Send (the panel may also show the person's last one, brought back after a reload).
  const answer = tab.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith(apiPrefix + editorRoutes.propose), { timeout: slowStep })
  await review.getByRole('button', { name: words.propose }).click()
  expect(await (await answer).json()).toMatchObject({ state: 'done', step: words.waiting })
  await review.getByText(words.waitingForReview).waitFor({ timeout: slowStep })
  // The list of what waits for review has it, once asked again: a second or two here, over ten seconds in CI's run,
  // where the server asks the site's repository while it makes the pictures of what was sent, beside other tests.
  await review.getByRole('region', { name: words.waiting }).locator(':scope > ul > li').filter({ hasText: name }).first().waitFor({ timeout: slowStep })
  // The answer is in the office's words: no branch, commit or pull request.
  expect(await review.getByRole('region', { name: words.propose }).innerText()).not.toMatch(gitWords)
  expect((await tab.evaluate(() => (window as { reviewTexts?: string[] }).reviewTexts!)).filter((text) => gitWords.test(text))).toEqual([])
  await review.getByRole('button', { name: words.close }).click()
}

/** A publisher publishes what `who` sent, from the list waiting for review; the page then takes the new version in place, without a reload. */
async function publish(tab: Tab, who: string) {
  await tab.getByRole('button', { name: words.review }).click()
  const review = tab.getByRole('dialog', { name: words.review })
  const waiting = review.getByRole('region', { name: words.waiting })
  await tab.evaluate(() => {
    ;(window as { beforePublishing?: boolean }).beforePublishing = true
  })
  await waiting.getByRole('listitem').filter({ hasText: who }).getByRole('button', { name: words.publish }).click()
  await waiting.getByRole('status').getByText(words.published).waitFor({ timeout: slowStep })
  await review.getByRole('button', { name: words.close }).click()
  await ready(tab)
}

/** Whether the page was never reloaded since `publish` marked it. */
const notReloaded = (tab: Tab) => tab.evaluate(() => (window as { beforePublishing?: boolean }).beforePublishing)

/** Waits until the page shows `text` (a heading as published): it has taken the newest version. */
async function showsPublished(tab: Tab, text: string) {
  await tab.locator('[data-editor-section]').getByText(text, { exact: true }).first().waitFor({ timeout: 30_000 })
  await ready(tab)
}

test('two people on one page: different headings are both published; the same heading is put before the second to choose; every word is kept', async () => {
  const { server, folder, editor } = await startHostedOnRemote()
  try {
    const { file, page } = findSection(folder.dir, (s) => headed(s))!
    const [first, second] = page.sections.flatMap((s, i) => (headed(s) ? [i] : []))
    expect(second, 'the page needs two sections with a heading').toBeDefined()
    const ana = await signIn(editor, 'ana@example.com', 'editor', 'Ana López', page.path)
    const bo = await signIn(editor, 'bo@example.com', 'publisher', 'Bo Chen', page.path)
    const clone = server.clone()
    const onServer = (branch: string) => {
      clone.git(['fetch', '--quiet', 'origin'])
      return parse(clone.git(['show', `origin/${branch}:site/${file}`])) as Page
    }

    // Each types into a heading of their own, and both send for review.
    const [anaAdds, boAdds] = [' quokka wallaby', ' numbat bilby']
    await typeInto(ana, headingOf(page, first!), anaAdds)
    await typeInto(bo, headingOf(page, second!), boAdds)
    await sendForReview(ana, 'Ana López')
    await sendForReview(bo, 'Bo Chen')
    await publish(bo, 'Ana López')
    await publish(bo, 'Bo Chen')
    const published = onServer(server.branch)
    expect([headingOf(published, first!), headingOf(published, second!)]).toEqual([headingOf(page, first!) + anaAdds, headingOf(page, second!) + boAdds])

    // Both type into the first heading. Ana sends hers, and Bo publishes it while his words are unsent.
    const before = headingOf(published, first!)
    await showsPublished(ana, headingOf(published, second!))
    // Her bar says in words that her page took what was published.
    await ana.locator('[data-editor-changes]').getByText(editorWords.siteUpdated).waitFor()
    // Within the bar's height, beside everything else the bar holds.
    const [state, bar] = await Promise.all(['[data-editor-changes]', '[data-editor-bar]'].map(async (part) => (await ana.locator(part).boundingBox())!))
    expect(state!.y + state!.height).toBeLessThanOrEqual(bar!.y + bar!.height)
    await showsPublished(bo, before)
    expect(await notReloaded(bo)).toBe(true)
    const [anaAgain, boAgain] = [' echidna dingo', ' platypus kookaburra']
    await typeInto(ana, before, anaAgain)
    await typeInto(bo, before, boAgain)
    await sendForReview(ana, 'Ana López')
    await publish(bo, 'Ana López')
    // Bo's page comes back with the heading to choose: his words and Ana's, both shown.
    const choice = bo.getByRole('region', { name: words.conflicts }).getByRole('group')
    await choice.waitFor({ timeout: 30_000 })
    const shown = await choice.innerText()
    for (const word of wordsOf(before + anaAgain + boAgain)) expect(shown).toContain(word)
    await choice.getByRole('button', { name: words.keepMine }).click()
    await bo
      .getByText(before + boAgain, { exact: true })
      .filter({ visible: true })
      .first()
      .waitFor()
    await sendForReview(bo, 'Bo Chen')

    // What the repository holds: Ana's words on the main version, Bo's on the change he sent.
    const main = headingOf(onServer(server.branch), first!)
    // Bo's branches are named from his id in the editor.
    const boId = (await editor.store.people.personByEmail('bo@example.com'))!.id
    const sent = clone
      .git(['for-each-ref', '--format=%(refname:strip=3)', `refs/remotes/origin/site-edit/${boId}/`])
      .split('\n')
      .filter(Boolean)
    const bos = sent.map((branch) => headingOf(onServer(branch), first!))
    expect(main).toBe(before + anaAgain)
    expect(bos).toContain(before + boAgain)
    expect(headingOf(onServer(server.branch), second!)).toBe(headingOf(page, second!) + boAdds)
    const held = [main, headingOf(onServer(server.branch), second!), ...bos].join(' ')
    for (const word of wordsOf(anaAdds + anaAgain + boAdds + boAgain)) expect(held).toContain(word)
  } finally {
    await editor.close()
  }
}, 900_000)
