// The drafts kept by the editor's server (server/editor/drafts/saved-drafts.ts): the history is sent
// after every change (and again while the server does not get it), and read back when the page opens
// (after a reload, a closed tab or a crash of npm run edit).
import type { DraftHistory } from '../../../server/editor/contract.ts'
import { answerOf, call } from '../editor-api.ts'

export const loadSavedDrafts = () => answerOf(call('GET', 'drafts'))

// One request at a time, the newest history last: two in flight could arrive in either order, and an
// older history written after a newer one would lose the last keystrokes.
let waiting: string | undefined
let sending = false

/** The server did not get it (the network dropped, as a phone's does, or the server was restarting). */
class NotReceived extends Error {}

async function put(body: string) {
  // A closing tab's last request still arrives; browsers allow that only for small bodies.
  const response = await call('PUT', 'drafts', { body, keepalive: body.length < 60_000 }).catch(() => { throw new NotReceived() })
  if (response.status >= 500) throw new NotReceived()
  if (response.status !== 200) throw new Error(`the drafts were not kept: ${response.status}`)
}

// A history the server did not get is sent again, later and later, unless a newer one has come
// meanwhile: otherwise the last words typed before the network dropped would wait for the next change,
// and be lost if the tab closed first. One the server refused (signed out, say) waits for the next change.
const retryMs = [1_000, 2_000, 5_000, 10_000, 30_000]

export function storeDrafts(drafts: DraftHistory) {
  waiting = JSON.stringify(drafts)
  if (sending) return
  sending = true
  void (async () => {
    const take = () => { const body = waiting; waiting = undefined; return body }
    let failures = 0
    for (let body = take(); body !== undefined; body = take()) {
      try {
        await put(body)
        failures = 0
      } catch (error) {
        if (!(error instanceof NotReceived)) continue
        waiting ??= body
        await new Promise((resolve) => setTimeout(resolve, retryMs[Math.min(failures++, retryMs.length - 1)]))
      }
    }
    sending = false
  })()
}
