// The round floating "Scroll to top" button: hidden at or below 300 px of scroll, shown above it. A
// visitors' pop-up, which the editor's page never shows (renderer/editor/editor.css).
import { useEffect, useState } from 'react'
import { useStrings } from '../site-context.tsx'
import { buttonClass } from '../ui/button.ts'
import { Icon } from '../ui/Icon.tsx'
import { Tooltip } from '../ui/Tooltip.tsx'

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
    <div data-visitor-popup="" className="fixed bottom-6 right-6 z-40">
      <Tooltip label={label} side="left">
        <button
          type="button"
          aria-label={label}
          onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
          className={buttonClass({ variant: 'primary', size: 'icon' })}
        >
          <Icon name="arrow-up" />
        </button>
      </Tooltip>
    </div>
  )
}
