// The Requests panel's state: whether it is open, which list it shows and which request is open in it.
// What the server holds (the lists, a request) is react-query's.
import { slice } from '../shell/store/slice.ts'

export type RequestsTab = 'waiting' | 'mine' | 'published'

/** `left`: the request its view was left for the list, whose Open button then takes the focus back. */
export const requestsSlice = slice({ open: false, tab: 'mine' as RequestsTab, chosen: undefined as string | undefined, left: undefined as string | undefined })

export const openRequests = (tab: RequestsTab, chosen?: string) => requestsSlice.set({ open: true, tab, chosen })
export const closeRequests = () => requestsSlice.set({ open: false, chosen: undefined })

/** Whether the person may publish: publishers and owners. */
export const publishes = (role: string | undefined) => role === 'publisher' || role === 'owner'
