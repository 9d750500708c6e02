// Asks the editor's server every second how many times site/ has changed, and when the count moves
// (a file changed on disk, a publication), the page takes the site as it is now in place, without a
// reload, which would close its panels and lose its scroll: the site's data is read again, and the
// person's history as the server keeps it, carried over to the new words (saved-drafts.ts), with the
// places changed on both sides put before them; the bar says the page was updated.
import { notifyManager, useQuery } from '@tanstack/react-query'
import { call, loadEditorSite } from '../editor-api.ts'
import { draftsKept, loadSavedDrafts, takeSavedDrafts } from '../drafts/saved-drafts.ts'
import { editorWords as words } from '../editor-words.ts'
import { draftsSlice } from './store/drafts.ts'
import { editorQueries, siteKey } from './store/queries.ts'

/** The count of the version the page shows; undefined until asked, and again after an own change. */
let shown: number | undefined
let own = 0
// Moves when an own change ends: an answer asked for before it tells nothing about after it.
let generation = 0
let taking = false

/**
 * While `work` changes site/ for this page (a Save, a photo added, a proposal saved first), the count's
 * move is the page's own: the page updates itself from the answer, and is not told again.
 */
export async function ownSiteChange<T>(work: () => Promise<T>): Promise<T> {
  own++
  try {
    return await work()
  } finally {
    own--
    generation++
    shown = undefined
  }
}

/**
 * The site and the history as the server has them now. The history is asked for once the newest one
 * has reached the server, and asked again if the person typed meanwhile, so no keystroke is replaced.
 */
export async function takeSiteChange() {
  for (;;) {
    await draftsKept()
    const history = draftsSlice.get().history
    const [site, saved] = await Promise.all([loadEditorSite(), loadSavedDrafts()])
    if (draftsSlice.get().history !== history) continue
    editorQueries.setQueryData(siteKey, site)
    // Once the page has the new data: react-query tells its readers in a task of its own.
    notifyManager.schedule(() => takeSavedDrafts(saved))
    return
  }
}

async function askVersion() {
  const asked = generation
  const result = await call('GET', 'siteVersion')
  if (!result.ok) throw new Error(String(result.status))
  const { version } = result.answer
  if (own || asked !== generation || taking) return version
  if (shown !== undefined && version !== shown) {
    taking = true
    // A failed take (the editor restarting) is tried again at the next ask: `shown` has not moved.
    takeSiteChange()
      .then(() => {
        shown = version
        // Said in the bar unless the banner puts places changed on both sides before the person.
        notifyManager.schedule(() =>
          draftsSlice.set(({ conflicts, note }) => ({ note: conflicts.length ? note : [words.siteUpdated, words.short.siteUpdated] })),
        )
      })
      .catch(() => {})
      .finally(() => (taking = false))
  } else shown ??= version
  return version
}

// A failed ask (the editor restarting) is asked again a second later, as every other.
export const useFollowSite = () => useQuery({ queryKey: ['siteVersion'], queryFn: askVersion, refetchInterval: 1000, refetchIntervalInBackground: true })
