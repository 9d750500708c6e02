// The selection slice: the page shown (its address) and the section chosen in it.
import { slice } from './slice.ts'

export const selectionSlice = slice({ page: location.pathname, selected: undefined as number | undefined })

/** A section chosen on the page, in the Section panel's list, by a problem or the keyboard. */
export const select = (selected: number | undefined) => selectionSlice.set({ selected })

/** The page at `path`, the router following the address: no reload, which would lose what is typed. */
export function showPage(path: string, replace = false) {
  window.history[replace ? 'replaceState' : 'pushState'](null, '', path)
  window.dispatchEvent(new PopStateEvent('popstate'))
  selectionSlice.set({ page: path })
}
