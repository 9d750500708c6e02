// On every route change the page starts at the top, or at the #anchor the link named. The page the
// visitor arrived on is where the browser put it (its #anchor, or where a reload or Back left it); only
// later route changes are scrolled.
import { useEffect, useLayoutEffect, useRef } from 'react'
import { useLocation } from 'react-router-dom'
import { applyFullStylesheet, renderEverySection } from '../first-paint.ts'

export function ScrollOnNavigate() {
  const { pathname, hash } = useLocation()
  const arrived = useRef(true)
  // Before the next page is painted: it may need rules that only the full stylesheet has.
  useLayoutEffect(() => {
    if (!arrived.current) applyFullStylesheet()
  }, [pathname])
  useEffect(() => {
    if (arrived.current) {
      arrived.current = false
      return
    }
    const target = hash && document.getElementById(decodeURIComponent(hash.slice(1)))
    if (target) {
      renderEverySection()
      target.scrollIntoView()
    } else window.scrollTo(0, 0)
  }, [pathname, hash])
  return null
}
