// The cookie notice: shown 1 second after load when no choice is stored under `cookieConsent`.
// Accept stores "accepted"; Decline or close store "declined".
import { useEffect, useState } from 'react'
import { useStrings } from '../site-context.tsx'
import { ActionLink } from '../ui/ActionLink.tsx'
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
    <div role="region" aria-label={cookie.title} className="fixed inset-x-4 bottom-4 z-50 mx-auto max-w-2xl rounded-2xl bg-white p-5 shadow-2xl ring-1 ring-slate-200 sm:p-6">
      <button type="button" aria-label={strings.close} onClick={() => choose('declined')} className="absolute right-2 top-2 inline-flex size-10 items-center justify-center rounded-full text-slate-500 hover:bg-slate-100">
        <Icon name="x" />
      </button>
      <h2 className="pr-8 text-base font-semibold text-slate-900">{cookie.title}</h2>
      <p className="mt-2 text-sm text-slate-600">{cookie.text}</p>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <button type="button" onClick={() => choose('accepted')} className="min-h-11 rounded-lg bg-brand-600 px-5 text-sm font-semibold text-white hover:bg-brand-700">{cookie.accept}</button>
        <button type="button" onClick={() => choose('declined')} className="min-h-11 rounded-lg px-5 text-sm font-semibold text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50">{cookie.decline}</button>
        <ActionLink action={cookie.policy} className="text-sm" />
      </div>
    </div>
  )
}
