// The selection slice: the page shown (its address) and the section chosen in it.
import { slice } from './slice.ts'

export const selectionSlice = slice({ page: location.pathname, selected: undefined as number | undefined })

/** A section chosen on the page, in the Section panel's list, by a problem or the keyboard. */
export const select = (selected: number | undefined) => selectionSlice.set({ selected })
