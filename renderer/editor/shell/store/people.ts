// The people slice (the hosted editor): which of the person's panels is open, "Your sessions" or
// People, and what Sign out is doing. Who is signed in and who else is here are answers: react-query's.
import { slice } from './slice.ts'

export const peopleSlice = slice({ open: undefined as 'sessions' | 'people' | undefined, leaving: '' })
