// A slice of the editor's state, kept outside React: components read the part they need through a
// selector (useSlice), so a change re-renders only those that read what changed. What the server
// holds (the site, the answers polled for) is react-query's, not a slice's.
import { useSyncExternalStore } from 'react'

export interface Slice<T> {
  get: () => T
  set: (next: Partial<T> | ((state: T) => Partial<T>)) => void
  subscribe: (listener: () => void) => () => void
}

export function slice<T extends object>(initial: T): Slice<T> {
  let state = initial
  const listeners = new Set<() => void>()
  return {
    get: () => state,
    set(next) {
      state = { ...state, ...(typeof next === 'function' ? next(state) : next) }
      for (const listener of listeners) listener()
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

/** What `select` picks from the slice, kept up to date: it must return a value the slice holds, not a new object. */
export const useSlice = <T, S>(of: Slice<T>, select: (state: T) => S): S => useSyncExternalStore(of.subscribe, () => select(of.get()))
