// What the hosted editor's sign-in pages (renderer/editor/sign-in/sign-in-entry.ts) and its server
// (sign-in-routes.ts, passkey-routes.ts, people-routes.ts) agree on: the addresses, the routes and the
// shapes of their requests and answers. Types and constants only: the browser's bundle imports it.
import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/server'
import { apiPrefix, editorPrefix } from './contract.ts'

/** The session's cookie: __Host- keeps it to this exact origin, over HTTPS (or localhost), on every path. */
export const sessionCookie = '__Host-editor-session'

/** The pages a person without a session may open, and the only files served to them. */
export const signInPages = {
  /** Also the page of an invitation and of a sign-in link, their secret after the # (linkSecrets). */
  signIn: `${editorPrefix}sign-in`,
  /** The older links, + the secret in the path, which servers log: the page says to ask for a new one. */
  invitation: `${editorPrefix}invitation/`,
  link: `${editorPrefix}link/`,
  /** The sign-in pages' built files (a bundle of their own, scripts/build/editor-bundle.ts). */
  files: `${editorPrefix}public/`,
} as const

/**
 * What comes before a link's secret in the sign-in page's address, after the #: `#invitation=<secret>`.
 * A browser never sends what follows the #, so no server or proxy between writes the secret to a log.
 */
export const linkSecrets = { invitation: 'invitation=', link: 'link=' } as const

/** The routes that sign in and out, answered without a session. */
export const authPrefix = `${editorPrefix}auth/`
export const authRoutes = {
  /** POST { email }: a sign-in link by email, when the address is someone's. */
  emailLink: 'email-link',
  /** POST { secret }: signs in with the link. */
  useLink: 'use-link',
  /** POST { secret }: the invitation's email and role, and the options to make a passkey. */
  invitation: 'invitation',
  /** POST { secret, credential? }: accepts the invitation (with the passkey made), signs in. */
  acceptInvitation: 'invitation/accept',
  /** POST: the options to sign in with a passkey. */
  passkeyOptions: 'passkey/options',
  /** POST { credential }: signs in with the passkey. */
  passkey: 'passkey',
  signOut: 'sign-out',
} as const

/** The signed-in person's own API (with a session), and the owners' (people-routes.ts). */
export const peopleRoutes = {
  me: 'me',
  sessions: 'sessions',
  people: 'people',
  allSessions: 'people/sessions',
  invitations: 'people/invitations',
  audit: 'people/audit',
} as const
export const peopleApi = (route: (typeof peopleRoutes)[keyof typeof peopleRoutes]) => apiPrefix + route

/** What each role may do, in the words of the invitation (its page and its email). */
export const roleWords = {
  editor: 'change the site and propose the changes for publication',
  publisher: 'change the site, propose the changes and publish them',
  owner: 'change and publish the site, and decide who else may',
} as const

export interface InvitationAnswer { email: string; name: string; role: string; options: PublicKeyCredentialCreationOptionsJSON }

/** What each of authRoutes answers when it succeeds (an error answers ErrorAnswer, contract.ts). */
export interface AuthAnswers {
  emailLink: { message: string }
  useLink: { name: string }
  invitation: InvitationAnswer
  acceptInvitation: { name: string }
  passkeyOptions: PublicKeyCredentialRequestOptionsJSON
  passkey: { name: string }
  signOut: { message: string }
}

export type RoleName = keyof typeof roleWords

/** GET api/me */
export interface Me { email: string; name: string; role: RoleName }

/** GET api/people (owners): everyone who was ever let in, a removed person with when. */
export interface PersonEntry { id: string; email: string; name: string; role: RoleName; created: number; removed?: number }

/** GET api/people/invitations (owners): an invitation not used yet; `handle` cancels it (DELETE …/:handle). */
export interface InvitationEntry {
  /** The hash of its secret (the link holds the secret, which is never kept). */
  handle: string
  email: string
  role: RoleName
  name: string
  expires: number
}

/** GET api/sessions (one's own, the current one marked) and api/people/sessions (owners: everyone's). */
export interface SessionEntry {
  /** Names the session to end it (DELETE …/:handle); not its secret. */
  handle: string
  person: string
  created: number
  lastSeen: number
  userAgent: string
  address: string
  current?: boolean
}

/** POST api/people (owners): the invitation's link, and whether it was emailed. */
export interface InvitedAnswer { link: string; emailed: boolean }

/** GET api/people/audit (owners), newest first. */
export interface AuditEntry { at: number; person?: string; email?: string; action: string; detail?: string; address?: string }
