// What the hosted editor's sign-in pages (renderer/editor/sign-in/sign-in-entry.ts) and its server
// (sign-in-routes.ts, passkey-routes.ts, people-routes.ts) agree on: the addresses, the routes and the
// shapes of their requests and answers, each a TypeBox schema with its type derived from it (contract.ts).
// Constants and schemas only: the browser's bundle imports it.
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server'
import { Type, type Static } from 'typebox'
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
/** After the sign-in page's address when the person has just signed out, so the page says so. */
export const signedOutMark = '#signed-out'

/** The routes that sign in and out, answered without a session, each POST (what each takes and does:
 * sign-in-routes.ts, passkey-routes.ts). */
export const authPrefix = `${editorPrefix}auth/`
export const authRoutes = {
  emailLink: 'email-link',
  useLink: 'use-link',
  invitation: 'invitation',
  acceptInvitation: 'invitation/accept',
  passkeyOptions: 'passkey/options',
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

export type RoleName = keyof typeof roleWords
const Role = Type.Enum(/* @__PURE__ */ Object.keys(roleWords) as RoleName[])

/** An email address as people type it: something@somewhere. */
export const emailPattern = '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$'
const Email = Type.String({ maxLength: 254, pattern: emailPattern })
/** An invitation's or a sign-in link's secret (newSecret, server/people-sql.ts). */
export const secretPattern = '^[A-Za-z0-9_-]{43,}$'
export const SecretBody = Type.Object({ secret: Type.String({ pattern: secretPattern }) })
/** A passkey the browser made or signed with: its id, and the response @simplewebauthn/server checks. */
const credential = Type.Object({ id: Type.String({ maxLength: 1024 }), response: Type.Object({}) })

/** The requests of authRoutes, by route. */
export const authBodies = {
  emailLink: Type.Object({ email: Email }),
  acceptInvitation: Type.Interface([SecretBody], { credential: Type.Optional(Type.Unsafe<RegistrationResponseJSON>(credential)) }),
  passkey: Type.Object({ credential: Type.Unsafe<AuthenticationResponseJSON>(credential) }),
}

/** An answer in words. */
export const Said = Type.Object({ message: Type.String() })
const SignedIn = Type.Object({ name: Type.String() })

/** What each of authRoutes answers when it succeeds (an error answers ErrorAnswer, editor-errors.ts). */
export const authAnswers = {
  emailLink: Said,
  useLink: SignedIn,
  invitation: Type.Object({
    email: Type.String(),
    name: Type.String(),
    role: Role,
    options: Type.Unsafe<PublicKeyCredentialCreationOptionsJSON>(Type.Unknown()),
  }),
  acceptInvitation: SignedIn,
  passkeyOptions: Type.Unsafe<PublicKeyCredentialRequestOptionsJSON>(Type.Unknown()),
  passkey: SignedIn,
  signOut: Said,
}
export type AuthAnswers = { [R in keyof typeof authAnswers]: Static<(typeof authAnswers)[R]> }

/** GET api/me */
export const Me = Type.Object({ email: Type.String(), name: Type.String(), role: Role })
export type Me = Static<typeof Me>

/** GET api/people (owners): everyone who was ever let in, a removed person with when. */
export const PersonEntry = Type.Object({
  id: Type.String(),
  email: Type.String(),
  name: Type.String(),
  role: Role,
  created: Type.Number(),
  removed: Type.Optional(Type.Number()),
})
export type PersonEntry = Static<typeof PersonEntry>

/** POST api/people (owners) { email, role, name? }: answers the invitation's link, and whether it was emailed. */
export const InviteBody = Type.Object({ email: Email, role: Role, name: Type.Optional(Type.String({ maxLength: 200 })) })
/** PUT api/people/:email/role (owners) { role }: what a person may do from their next request. */
export const RoleBody = Type.Object({ role: Role })
export const InvitedAnswer = Type.Object({ link: Type.String(), emailed: Type.Boolean() })
export type InvitedAnswer = Static<typeof InvitedAnswer>

/** GET api/people/invitations (owners): an invitation not used yet; `handle` (the hash of its secret,
 * which the link holds and is never kept) cancels it (DELETE …/:handle). */
export const InvitationEntry = Type.Object({ handle: Type.String(), email: Type.String(), role: Role, name: Type.String(), expires: Type.Number() })
export type InvitationEntry = Static<typeof InvitationEntry>

/** GET api/sessions (one's own, the current one marked) and api/people/sessions (owners: everyone's);
 * `handle` names the session to end it (DELETE …/:handle), and is not its secret. */
export const SessionEntry = Type.Object({
  handle: Type.String(),
  person: Type.String(),
  created: Type.Number(),
  lastSeen: Type.Number(),
  userAgent: Type.String(),
  address: Type.String(),
  current: Type.Optional(Type.Boolean()),
})
export type SessionEntry = Static<typeof SessionEntry>

/** GET api/people/audit (owners), newest first. */
export const AuditEntry = Type.Object({
  at: Type.Number(),
  person: Type.Optional(Type.String()),
  email: Type.Optional(Type.String()),
  action: Type.String(),
  detail: Type.Optional(Type.String()),
  address: Type.Optional(Type.String()),
})
export type AuditEntry = Static<typeof AuditEntry>
