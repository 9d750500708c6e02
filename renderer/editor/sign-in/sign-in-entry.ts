// The hosted editor's sign-in pages (sign-in.html, built into a bundle of their own that a person
// without a session may load): sign in with a passkey or ask for a link by email; accept an invitation
// by making a passkey (or none); sign in with an emailed link. An invitation's or a link's secret is
// after the # (linkSecrets), which the browser never sends: the page reads it and posts it. The server's
// routes are server/editor/sign-in/sign-in-routes.ts and passkey-routes.ts; the addresses, sign-in-contract.ts.
import './sign-in.css'
import { startAuthentication, startRegistration } from '@simplewebauthn/browser'
import {
  authPrefix,
  authRoutes,
  linkSecrets,
  roleWords,
  secretPattern,
  signedOutMark,
  signInPages,
  type AuthAnswers,
} from '../../../server/editor/sign-in-contract.ts'
import { signInWords as words } from './sign-in-words.ts'

const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T
const status = byId<HTMLParagraphElement>('status')

function say(text: string, problem = false) {
  status.textContent = text
  status.classList.toggle('problem', problem)
}

/** A route's answer (sign-in-contract.ts AuthAnswers); an error throws the server's words. */
async function post<R extends keyof AuthAnswers>(route: R, body: unknown = {}): Promise<AuthAnswers[R]> {
  const response = await fetch(authPrefix + authRoutes[route], { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
  const json = await response.json().catch(() => ({}))
  if (!response.ok) throw new Error(typeof json.message === 'string' ? json.message : words.failed)
  return json
}

/** Runs a button's work (on its click, or on `on`'s event: its form's submit) with the button busy, and
 * says what went wrong in plain words. */
function onClick(button: HTMLButtonElement, work: () => Promise<void>, on: HTMLElement = button, event = 'click') {
  on.addEventListener(event, async (e) => {
    e.preventDefault()
    button.disabled = true
    say('')
    try {
      await work()
    } catch (error) {
      // The browser's own words when the person closes the passkey prompt.
      say((error as Error).name === 'NotAllowedError' ? words.passkeyCancelled : (error as Error).message, true)
    } finally {
      button.disabled = false
    }
  })
}

const enterEditor = () => location.assign('/')
const path = location.pathname
const secretAfter = (key: string) => (location.hash.startsWith(`#${key}`) ? location.hash.slice(key.length + 1) : undefined)
const invitationSecret = secretAfter(linkSecrets.invitation)
const linkSecret = secretAfter(linkSecrets.link)
/** A secret cut short (an email program that broke the link, a copy missing its end) says so in words, not the server's check. */
const whole = (secret: string, cut: string) => {
  if (!new RegExp(secretPattern).test(secret)) throw new Error(cut)
}
// Another link opened in this tab changes only what follows the #: the page starts again with it.
addEventListener('hashchange', () => location.reload())

/** Sign in with a passkey, or ask for a link by email. */
function showSignIn() {
  byId('sign-in').hidden = false
  onClick(byId('passkey'), async () => {
    const credential = await startAuthentication({ optionsJSON: await post('passkeyOptions') })
    await post('passkey', { credential })
    enterEditor()
  })
  const form = byId<HTMLFormElement>('email-form')
  const email = byId<HTMLInputElement>('email')
  onClick(form.querySelector('button')!, async () => say((await post('emailLink', { email: email.value })).message), form, 'submit')
}

if (invitationSecret !== undefined) {
  byId('invitation').hidden = false
  const secret = invitationSecret
  Promise.resolve()
    .then(() => whole(secret, words.invitationCut))
    .then(() => post('invitation', { secret }))
    .then(
      (invitation) => {
        byId('invited-as').textContent = words.invitedAs(invitation.email, roleWords[invitation.role as keyof typeof roleWords] ?? '')
        onClick(byId('accept-passkey'), async () => {
          const credential = await startRegistration({ optionsJSON: invitation.options })
          await post('acceptInvitation', { secret, credential })
          enterEditor()
        })
        onClick(byId('accept-without'), async () => {
          await post('acceptInvitation', { secret })
          enterEditor()
        })
      },
      (error: Error) => {
        for (const button of byId('invitation').querySelectorAll('button')) button.disabled = true
        say(error.message, true)
      },
    )
} else if (linkSecret !== undefined) {
  byId('link').hidden = false
  onClick(byId('use-link'), async () => {
    try {
      whole(linkSecret, words.linkCut)
      await post('useLink', { secret: linkSecret })
    } catch (error) {
      // A link used, late or cut: the way to a new one in place of a button that can only fail again.
      byId('link').hidden = true
      showSignIn()
      byId('email').focus()
      throw error
    }
    enterEditor()
  })
} else if (path.startsWith(signInPages.invitation)) {
  say(words.olderInvitation, true)
} else {
  showSignIn()
  if (path.startsWith(signInPages.link)) say(words.olderLink, true)
  if (location.hash === signedOutMark) say(words.signedOut)
}
