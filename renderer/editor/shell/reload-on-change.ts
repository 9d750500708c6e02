// Asks the editor's server every second how many times site/ has changed, and reloads the page when
// the count moves: the drafts are kept by the server (saved-drafts.ts), so a reload loses nothing.
import { call } from '../editor-api.ts'

const everyMs = 1000
let first: number | undefined
let own = 0
// Moves when an own change ends: an answer asked for before it tells nothing about after it.
let generation = 0

/**
 * While `work` changes site/ for this page (a photo added, photo-api.ts), the count's move is the
 * page's own: it does not reload, which would lose what the person is in the middle of.
 */
export async function ownSiteChange<T>(work: () => Promise<T>): Promise<T> {
  own++
  try {
    return await work()
  } finally {
    own--
    generation++
    first = undefined
  }
}

export function reloadWhenSiteChanges() {
  const ask = async () => {
    const asked = generation
    try {
      const result = await call('GET', 'siteVersion')
      const current = result.ok && !own && asked === generation
      if (current && first !== undefined && result.answer.version !== first) return location.reload()
      if (current) first ??= result.answer.version
    } catch {
      // The editor is restarting: ask again.
    }
    setTimeout(ask, everyMs)
  }
  void ask()
}
