// A slice of the editor's state, kept outside React: components read the part they need through a
// selector (`use`), so a change re-renders only those that read what changed. What the server holds
// (the site, the answers polled for) is react-query's, not a slice's.
import { useSyncExternalStore } from 'react'

export interface Slice<T> {
  get: () => T
  set: (next: Partial<T> | ((state: T) => Partial<T>)) => void
  /** A hook: what `select` picks (a value the slice holds, never a new object), or the whole slice. */
  use: <S = T>(select?: (state: T) => S) => S
}

export function slice<T extends object>(state: T): Slice<T> {
  const listeners = new Set<() => void>()
  const subscribe = (listener: () => void) => (listeners.add(listener), () => void listeners.delete(listener))
  return {
    get: () => state,
    set(next) {
      state = { ...state, ...(typeof next === 'function' ? next(state) : next) }
      for (const listener of listeners) listener()
    },
    use: (select = (whole) => whole as never) => useSyncExternalStore(subscribe, () => select(state)),
  }
}
