// The hosted editor's addresses: EDITOR_ORIGIN, the one the firm's staff open (https://edit.example.com,
// or http://localhost:<port> to try it on one machine), without which `npm run edit` is the local editor;
// and SITE_ORIGIN, the live site's, which says when a publication is live.
import { linkSecrets, signInPages } from '../sign-in-contract.ts'

export const readEditorOrigin = (raw = process.env.EDITOR_ORIGIN) =>
  readOrigin('EDITOR_ORIGIN', 'the address staff open, such as https://edit.example.com', raw)

/** SITE_ORIGIN: the live site's address, whose /healthz says which version it serves (requests/live-site.ts). */
export const readSiteOrigin = (raw = process.env.SITE_ORIGIN) => readOrigin('SITE_ORIGIN', "the live site's address, such as https://www.example.com", raw)

function readOrigin(name: string, what: string, raw: string | undefined): string | undefined {
  const value = raw?.trim()
  if (!value) return undefined
  const url = URL.parse(value)
  const local = url?.hostname === 'localhost' || url?.hostname === '127.0.0.1'
  if (!url || url.origin !== value.replace(/\/$/, '') || (url.protocol !== 'https:' && !(url.protocol === 'http:' && local))) {
    throw new Error(`${name} must be ${what} (https, no path), or http://localhost:<port> on this machine; it is "${value}".`)
  }
  return url.origin
}

// The secret after the #, which browsers keep to themselves (sign-in-contract.ts, linkSecrets).
export const invitationLink = (origin: string, secret: string) => `${origin}${signInPages.signIn}#${linkSecrets.invitation}${secret}`
export const signInLink = (origin: string, secret: string) => `${origin}${signInPages.signIn}#${linkSecrets.link}${secret}`
