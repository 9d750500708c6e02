// The round floating "Scroll to top" button: hidden at or below 300 px of scroll, shown above it.
import { useEffect, useState } from 'react'
import { useStrings } from '../site-context.tsx'
import { Tooltip } from '../ui/Tooltip.tsx'
import { Icon } from '../ui/Icon.tsx'

const SCROLL_THRESHOLD_PX = 300

export function ScrollTopButton() {
  const label = useStrings().scrollToTop
  const [visible, setVisible] = useState(false)
  useEffect(() => {
    const update = () => setVisible(window.scrollY > SCROLL_THRESHOLD_PX)
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => window.removeEventListener('scroll', update)
  }, [])
  if (!visible) return null
  return (
    <div className="fixed bottom-6 right-6 z-40">
      <Tooltip label={label} side="left">
        <button
          type="button"
          aria-label={label}
          onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
          className="inline-flex size-12 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
        >
          <Icon name="arrow-up" />
        </button>
      </Tooltip>
    </div>
  )
}
