// Asks `read` again every `ms` while `active`, for jobs the local server runs for seconds (the review's
// pictures, a proposal); stops when the component goes away.
import { useEffect, useRef } from 'react'

export function usePolling(read: () => Promise<unknown>, active: boolean, ms = 1000) {
  const latest = useRef(read)
  latest.current = read
  useEffect(() => {
    if (!active) return
    let stopped = false
    let timer: ReturnType<typeof setTimeout>
    const tick = () => {
      latest.current().catch(() => {}).finally(() => { if (!stopped) timer = setTimeout(tick, ms) })
    }
    timer = setTimeout(tick, ms)
    return () => { stopped = true; clearTimeout(timer) }
  }, [active, ms])
}
