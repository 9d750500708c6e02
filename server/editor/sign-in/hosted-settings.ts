// The hosted editor's one setting: EDITOR_ORIGIN, the address the firm's staff open (https://edit.example.com,
// or http://localhost:<port> to try it on one machine). Without it `npm run edit` is the local editor.
import { linkSecrets, signInPages } from '../sign-in-contract.ts'

export function readEditorOrigin(raw = process.env.EDITOR_ORIGIN): string | undefined {
  const value = raw?.trim()
  if (!value) return undefined
  let url: URL | undefined
  try {
    url = new URL(value)
  } catch {
    url = undefined
  }
  const local = url?.hostname === 'localhost' || url?.hostname === '127.0.0.1'
  if (!url || url.origin !== value.replace(/\/$/, '') || (url.protocol !== 'https:' && !(url.protocol === 'http:' && local))) {
    throw new Error(
      `EDITOR_ORIGIN must be the address staff open, such as https://edit.example.com (https, no path), or http://localhost:5174 on this machine; it is "${value}".`,
    )
  }
  return url.origin
}

// The secret after the #, which browsers keep to themselves (sign-in-contract.ts, linkSecrets).
export const invitationLink = (origin: string, secret: string) => `${origin}${signInPages.signIn}#${linkSecrets.invitation}${secret}`
export const signInLink = (origin: string, secret: string) => `${origin}${signInPages.signIn}#${linkSecrets.link}${secret}`
