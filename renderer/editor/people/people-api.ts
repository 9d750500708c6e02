// The hosted editor's calls about people (server/editor/people/people-routes.ts, sign-in/sign-in-routes.ts,
// presence-routes.ts): who is signed in, their sessions, signing out, the owners' People panel, and who
// else has the page open. The local editor has none of these: `useMe` answers null there.
import { useQuery } from '@tanstack/react-query'
import { apiPrefix, editorRoutes, sessionHeader } from '../../../server/editor/contract.ts'
import { authPrefix, authRoutes, peopleApi, peopleRoutes, type RoleName } from '../../../server/editor/sign-in-contract.ts'
import { answerOf, call, token } from '../editor-api.ts'

/** Signs out, or ends, cancels, changes or removes one entry of a list: answers what happened in words (Said); a status other than 2xx throws the server's words. */
async function act(method: 'POST' | 'PUT' | 'DELETE', url: string, body?: object): Promise<{ message?: string }> {
  const headers = { [sessionHeader]: token(), ...(body ? { 'content-type': 'application/json' } : {}) }
  const response = await fetch(url, { method, headers, body: body && JSON.stringify(body) })
  const json: { message?: string } = response.headers.get('content-type')?.includes('json') ? await response.json() : {}
  if (!response.ok) throw new Error(String(json.message ?? response.status))
  return json
}

/** Who is signed in to the hosted editor, asked once for the page: null in the local editor, which has no
 * `me` (react-query keeps no undefined answer), undefined while it is asked. */
export const useMe = () => useQuery({ queryKey: ['me'], queryFn: () => answerOf(call('GET', 'me')).catch(() => null) }).data

export const signOut = () => act('POST', authPrefix + authRoutes.signOut)

export const loadOwnSessions = () => answerOf(call('GET', 'sessions'))
export const endOwnSession = (handle: string) => act('DELETE', `${peopleApi(peopleRoutes.sessions)}/${handle}`)

export const loadPeople = () => answerOf(call('GET', 'people'))
export const invite = (email: string, name: string, role: RoleName) =>
  answerOf(call('POST', 'people', { body: { email, role, ...(name.trim() ? { name: name.trim() } : {}) } }))
export const removePerson = (email: string) => act('DELETE', `${peopleApi(peopleRoutes.people)}/${encodeURIComponent(email)}`)
export const setRole = (email: string, role: RoleName) => act('PUT', `${peopleApi(peopleRoutes.people)}/${encodeURIComponent(email)}/role`, { role })
export const loadInvitations = () => answerOf(call('GET', 'invitations'))
export const cancelInvitation = (handle: string) => act('DELETE', `${peopleApi(peopleRoutes.invitations)}/${handle}`)
export const loadAllSessions = () => answerOf(call('GET', 'allSessions'))
export const endAnySession = (handle: string) => act('DELETE', `${peopleApi(peopleRoutes.allSessions)}/${handle}`)
export const loadActivity = () => answerOf(call('GET', 'audit'))

/** Tells the server which route this page shows; answers who else has it open. */
export const tellPresence = async (page: string) => (await answerOf(call('PUT', 'presence', { body: { page } }))).others

/** The page is closing: the others need not wait 30 seconds to know (kept alive past the page's end). */
export const leavePresence = () =>
  fetch(apiPrefix + editorRoutes.presence, { method: 'DELETE', keepalive: true, headers: { [sessionHeader]: token() } }).catch(() => {})
