// The drafts kept by the editor's server (server/editor/drafts/saved-drafts.ts): the history is sent
// after every change (and again while the server does not get it), and read back when the page opens
// (after a reload, a closed tab or a crash of npm run edit).
import { useMutation } from '@tanstack/react-query'
import type { DraftHistory, SavedDraftsAnswer } from '../../../server/editor/contract.ts'
import { answerOf, call } from '../editor-api.ts'
import { draftsSlice, setHistory } from '../shell/store/drafts.ts'
import { editorQueries } from '../shell/store/queries.ts'

export const loadSavedDrafts = () => answerOf(call('GET', 'drafts'))

/** The history the server keeps, carried over to the files as they are now, in place of the page's. */
export function takeSavedDrafts(saved: SavedDraftsAnswer) {
  setHistory({ done: saved.done, undone: saved.undone })
  draftsSlice.set({ conflicts: saved.conflicts, sent: saved.sent })
}

const draftsKey = ['drafts']

/** Once the newest history has reached the server: while the network is down, that waits for it. */
export async function draftsKept() {
  while (editorQueries.isMutating({ mutationKey: draftsKey })) {
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/** The server did not get it (the network dropped, as a phone's does, or the server was restarting). */
class NotReceived extends Error {}

/** The server refused it: the person is signed out (their session ended), or the reason. */
class Refused extends Error {}

async function put(body: string) {
  // A closing tab's last request still arrives; browsers allow that only for small bodies.
  const response = await call('PUT', 'drafts', { body, keepalive: body.length < 60_000 }).catch(() => {
    throw new NotReceived()
  })
  if (response.status >= 500) throw new NotReceived()
  if (response.status === 401) throw new Refused('signed out')
  if (!response.ok) throw new Refused(response.refusal.message ?? String(response.status))
}

// One request at a time (one scope), the newest history last, and one older than the newest neither sent
// nor sent again: two in flight could arrive in either order, and an older history written after a newer
// one would lose the last keystrokes. The newest, if the server did not get it, is sent again, later and later:
// otherwise the last words typed before the network dropped would wait for the next change, and be lost
// if the tab closed first. One the server refused (signed out, say) is said under the bar, and waits for the
// next change or Keep my changes.
const retryMs = [1_000, 2_000, 5_000, 10_000, 30_000]
let newest: DraftHistory | undefined

/** Sends a history to be kept. */
export const useStoreDrafts = () =>
  useMutation({
    mutationFn: async (drafts: DraftHistory) => {
      if (drafts === newest) await put(JSON.stringify(drafts))
    },
    onMutate: (drafts) => void (newest = drafts),
    mutationKey: draftsKey,
    scope: { id: 'drafts' },
    networkMode: 'always',
    gcTime: 0,
    retry: (_, error) => error instanceof NotReceived,
    onSuccess: () => draftsSlice.set({ unkept: undefined }),
    onError: (error) => draftsSlice.set({ unkept: error instanceof Refused ? error.message : undefined }),
    retryDelay: (failures) => retryMs[Math.min(failures, retryMs.length - 1)]!,
  }).mutate
