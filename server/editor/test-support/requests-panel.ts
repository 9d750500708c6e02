// The Requests panel of the hosted editor as a test in Chromium opens it: the bar's waiting count and My
// requests (in the bar's More menu on a phone), a request from its list, and what it reads.
import type { Page as Tab } from 'playwright-core'
import { editorWords } from '../../../renderer/editor/editor-words.ts'
import { requestsWords as words } from '../../../renderer/editor/requests/requests-words.ts'
import { inBarMenu } from './test-in-place.ts'

/** The bar's count of requests waiting, opened: the Requests panel. */
export async function openWaiting(tab: Tab, count: number) {
  // Exactly: on a phone, More's own name carries the count too ("More: 1 waiting").
  const button = tab.getByRole('button', { name: words.waitingCount(count), exact: true })
  // On a phone the count is in the bar's More menu, once the bar has asked for it.
  if (tab.viewportSize()!.width < 600) await tab.getByRole('button', { name: editorWords.more }).waitFor()
  await (await inBarMenu(tab, button)).click()
  return tab.getByRole('dialog', { name: words.requests })
}

/** My requests in the bar, opened: its list. */
export async function openMine(tab: Tab) {
  await (await inBarMenu(tab, tab.getByRole('button', { name: words.myRequests }))).click()
  return tab.getByRole('dialog', { name: words.requests }).getByRole('tabpanel', { name: words.myRequests })
}

/** The Requests panel closed. */
export const closeRequests = (tab: Tab) => tab.getByRole('dialog', { name: words.requests }).getByRole('button', { name: words.close }).click()

/** The request titled `title`, opened from the panel's list. */
export async function openRequest(panel: ReturnType<Tab['getByRole']>, title: string) {
  await panel.getByRole('button', { name: `${words.open}: ${title}` }).click()
  return panel.getByRole('article', { name: title })
}

/** Every change of `changes` is listed in the request's words. */
export async function readsChanges(request: ReturnType<Tab['getByRole']>, changes: string[]) {
  const listed = request.getByRole('region', { name: words.changes })
  for (const change of changes) await listed.getByText(change, { exact: true }).waitFor()
}

/** Publish at… on an open request: `typed` as the field takes it ("2030-05-01T09:30", at the firm), set. */
export async function setTimeToPublish(request: ReturnType<Tab['getByRole']>, typed: string) {
  await request.getByRole('button', { name: words.publishAt }).click()
  await request.getByLabel(words.publishAtLabel).fill(typed)
  await request.getByRole('button', { name: words.setTime }).click()
  await request.getByRole('button', { name: words.cancelTime }).waitFor()
}
