// Whether the window is narrow (below 1024 px, as editor.css has it): there the bar keeps only what
// fits one row of a phone, and the rest goes into "More".
import { useSyncExternalStore } from 'react'

const query = matchMedia('(max-width: 1023.98px)')
const subscribe = (listener: () => void) => (query.addEventListener('change', listener), () => query.removeEventListener('change', listener))

export const useNarrow = () => useSyncExternalStore(subscribe, () => query.matches)
