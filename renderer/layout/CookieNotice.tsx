// The cookie notice: shown 1 second after load when no choice is stored under `cookieConsent`.
// Accept stores "accepted"; Decline or close store "declined". Marked as a visitors' pop-up, which the
// editor's page never shows (renderer/editor/editor.css): it would cover the page being edited.
import { useEffect, useState } from 'react'
import { useStrings } from '../site-context.tsx'
import { ActionLink } from '../ui/ActionLink.tsx'
import { buttonClass } from '../ui/button.ts'
import { Card } from '../ui/Card.tsx'
import { cn } from '../ui/cn.ts'
import { Icon } from '../ui/Icon.tsx'

const CONSENT_KEY = 'cookieConsent'
const NOTICE_DELAY_MS = 1000

export function CookieNotice() {
  const strings = useStrings()
  const { cookie } = strings
  const [visible, setVisible] = useState(false)
  useEffect(() => {
    if (localStorage.getItem(CONSENT_KEY)) return
    const timer = setTimeout(() => setVisible(true), NOTICE_DELAY_MS)
    return () => clearTimeout(timer)
  }, [])
  if (!visible) return null
  const choose = (choice: 'accepted' | 'declined') => {
    localStorage.setItem(CONSENT_KEY, choice)
    setVisible(false)
  }
  return (
    <Card
      data-visitor-popup=""
      role="region"
      aria-label={cookie.title}
      frame="floating"
      padding="none"
      className="fixed inset-x-4 bottom-4 z-50 mx-auto max-w-2xl p-5 sm:p-6"
    >
      <button
        type="button"
        aria-label={strings.close}
        onClick={() => choose('declined')}
        className={cn(buttonClass({ variant: 'ghost', size: 'icon' }), 'absolute right-2 top-2')}
      >
        <Icon name="x" />
      </button>
      <h2 className="pr-8 text-base font-semibold text-slate-900">{cookie.title}</h2>
      <p className="mt-2 text-sm text-slate-600">{cookie.text}</p>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <button type="button" onClick={() => choose('accepted')} className={buttonClass({ variant: 'primary' })}>
          {cookie.accept}
        </button>
        <button type="button" onClick={() => choose('declined')} className={buttonClass({ variant: 'outline' })}>
          {cookie.decline}
        </button>
        <ActionLink action={cookie.policy} className="text-sm" />
      </div>
    </Card>
  )
}
