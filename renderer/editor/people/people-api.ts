// The hosted editor's calls about people (server/editor/people/people-routes.ts, sign-in/sign-in-routes.ts,
// presence-routes.ts): who is signed in, their sessions, signing out, the owners' People panel, and who
// else has the page open. The local editor has none of these: `loadMe` answers undefined there.
import { apiPrefix, editorRoutes, sessionHeader, type Presence } from '../../../server/editor/contract.ts'
import {
  authPrefix, authRoutes, peopleApi, peopleRoutes,
  type AuditEntry, type InvitationEntry, type InvitedAnswer, type Me, type PersonEntry, type RoleName, type SessionEntry,
} from '../../../server/editor/sign-in-contract.ts'
import { token } from '../editor-api.ts'

export type { AuditEntry, InvitationEntry, InvitedAnswer, Me, PersonEntry, RoleName, SessionEntry }

/** A JSON request to the editor's server; a status other than 200 throws the server's message. */
async function ask<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown): Promise<T> {
  const response = await fetch(url, {
    method,
    headers: { [sessionHeader]: token(), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const json = response.headers.get('content-type')?.includes('json') ? await response.json() as Record<string, unknown> : {}
  if (!response.ok) throw new Error(String(json.message ?? response.status))
  return json as T
}

/** The person signed in to the hosted editor; undefined in the local editor, which has no `me`. */
export const loadMe = () => ask<Me>('GET', peopleApi(peopleRoutes.me)).catch(() => undefined)

export const signOut = () => ask('POST', authPrefix + authRoutes.signOut)

export const loadOwnSessions = () => ask<SessionEntry[]>('GET', peopleApi(peopleRoutes.sessions))
export const endOwnSession = (handle: string) => ask('DELETE', `${peopleApi(peopleRoutes.sessions)}/${handle}`)

export const loadPeople = () => ask<PersonEntry[]>('GET', peopleApi(peopleRoutes.people))
export const invite = (email: string, name: string, role: RoleName) =>
  ask<InvitedAnswer>('POST', peopleApi(peopleRoutes.people), { email, role, ...(name.trim() ? { name: name.trim() } : {}) })
export const removePerson = (email: string) => ask('DELETE', `${peopleApi(peopleRoutes.people)}/${encodeURIComponent(email)}`)
export const loadInvitations = () => ask<InvitationEntry[]>('GET', peopleApi(peopleRoutes.invitations))
export const cancelInvitation = (handle: string) => ask('DELETE', `${peopleApi(peopleRoutes.invitations)}/${handle}`)
export const loadAllSessions = () => ask<SessionEntry[]>('GET', peopleApi(peopleRoutes.allSessions))
export const endAnySession = (handle: string) => ask('DELETE', `${peopleApi(peopleRoutes.allSessions)}/${handle}`)
export const loadActivity = () => ask<AuditEntry[]>('GET', peopleApi(peopleRoutes.audit))

/** Tells the server which route this page shows; answers who else has it open. */
export const tellPresence = async (page: string) => (await ask<Presence>('PUT', apiPrefix + editorRoutes.presence, { page })).others

/** The page is closing: the others need not wait 30 seconds to know (kept alive past the page's end). */
export const leavePresence = () => fetch(apiPrefix + editorRoutes.presence, { method: 'DELETE', keepalive: true, headers: { [sessionHeader]: token() } }).catch(() => {})
