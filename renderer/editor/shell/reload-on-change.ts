// Asks the editor's server every second how many times site/ has changed, and reloads the page when
// the count moves: the drafts are kept by the server (saved-drafts.ts), so a reload loses nothing.
import { useQuery } from '@tanstack/react-query'
import { call } from '../editor-api.ts'

let first: number | undefined
let own = 0
// Moves when an own change ends: an answer asked for before it tells nothing about after it.
let generation = 0
// Panels that hold the reload while open (the Requests panel: its answer to Publish or Undo would go with
// the page), and whether the site changed meanwhile: the page reloads once the last one closes.
let held = 0
let changedWhileHeld = false

/** Holds the reload until the function it returns is called (a panel's effect: open, then closed). */
export function holdReload(): () => void {
  held++
  return () => {
    held--
    if (!held && changedWhileHeld) location.reload()
  }
}

/**
 * While `work` changes site/ for this page (a Save, a photo added), the count's move is the page's own:
 * it does not reload, which would lose what the person is in the middle of; the page updates itself.
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

async function askVersion() {
  const asked = generation
  const result = await call('GET', 'siteVersion')
  if (!result.ok) throw new Error(String(result.status))
  const { version } = result.answer
  if (!own && asked === generation) {
    if (first !== undefined && version !== first) {
      if (held) changedWhileHeld = true
      else location.reload()
    }
    first ??= version
  }
  return version
}

// A failed ask (the editor restarting) is asked again a second later, as every other.
export const useReloadWhenSiteChanges = () =>
  useQuery({ queryKey: ['siteVersion'], queryFn: askVersion, refetchInterval: 1000, refetchIntervalInBackground: true })
