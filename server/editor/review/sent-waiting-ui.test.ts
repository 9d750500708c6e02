// Send for review, then "Waiting for review" in the same dialog, in Chromium with a real git server: while
// the list is asked again after the sending, it never says that nothing waits (beside "Sent. Your changes
// are waiting for review") nor stands empty, but says it is loading; once answered, it lists what was sent.
import { expect, test } from 'vitest'
import { requestsWords } from '../../../renderer/editor/requests/requests-words.ts'
import { reviewWords } from '../../../renderer/editor/review/review-words.ts'
import { findSection } from '../../../schema/site-copy.ts'
import { fixtureSiteDir } from '../../test-support.ts'
import { apiPrefix, editorRoutes } from '../contract.ts'
import { hostedBrowser } from '../test-support/hosted-browser.ts'
import { headed, startHostedOnRemote } from '../test-support/test-hosted-editor.ts'
import { holdRequests, typeOver } from '../test-support/test-in-place.ts'

const chromium = hostedBrowser()

test('just sent, the waiting list is asked again and never says nothing waits', async () => {
  const { folder, editor } = await startHostedOnRemote({ siteDir: fixtureSiteDir })
  try {
    const { page, index, section } = findSection(folder.dir, headed)!
    const was = (section as { heading: string }).heading
    const ann = await editor.signedIn('ann@example.com', 'editor', 'Ann Lee')
    const tab = await chromium.open(editor, ann, 1280, page.path)
    await typeOver(tab, tab.locator(`[data-editor-section="${index}"]`).getByText(was, { exact: true }).first(), `${was} Quoll`)
    await tab.getByRole('button', { name: reviewWords.review, exact: true }).click()
    const review = tab.getByRole('dialog', { name: reviewWords.review })
    const waiting = review.getByRole('region', { name: reviewWords.waiting })
    await waiting.getByText(reviewWords.nothingWaiting, { exact: true }).waitFor({ timeout: 30_000 })
    // The list's next answer held until the sending is said.
    const answer = await holdRequests(tab, `**${apiPrefix}${editorRoutes.waiting}`)
    await review.getByRole('button', { name: reviewWords.propose }).click()
    await review.getByText(reviewWords.waitingForReview).waitFor({ timeout: 240_000 })
    expect(await waiting.getByText(reviewWords.nothingWaiting, { exact: true }).count()).toBe(0)
    // Not an empty heading either: it says it is asking.
    await waiting.getByText(requestsWords.loading, { exact: true }).waitFor({ timeout: 10_000 })
    answer()
    await waiting.getByRole('listitem').first().waitFor({ timeout: 30_000 })
  } finally {
    await editor.close()
  }
}, 300_000)
