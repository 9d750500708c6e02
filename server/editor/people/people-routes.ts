// The signed-in person's own sessions, and the owners' management of people, in the hosted editor:
//   GET api/me                       who is signed in
//   GET api/sessions                 their own sessions; DELETE api/sessions/:handle ends one
//   GET api/people                   (owner) everyone; POST { email, role, name? } invites; DELETE
//                                    api/people/:email removes, ending their sessions at once
//   PUT api/people/:email/role       (owner) { role } changes what another may do
//   GET api/people/sessions          (owner) everyone's sessions; DELETE …/:handle ends anyone's
//   GET api/people/invitations       (owner) invitations not used yet; DELETE …/:handle cancels one
//   GET api/people/audit             (owner) the audit log, newest first
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import type { PeopleStore } from '../../people-store.ts'
import { editorErrors } from '../editor-errors.ts'
import { invitePerson } from './invite.ts'
import type { PeopleMail } from './people-mail.ts'
import { requireRole } from '../sign-in/people-session.ts'
import {
  AuditEntry,
  InvitationEntry,
  InvitedAnswer,
  InviteBody,
  Me,
  peopleApi,
  peopleRoutes,
  PersonEntry,
  RoleBody,
  roleWords,
  Said,
  SessionEntry,
} from '../sign-in-contract.ts'

const handleParams = Type.Object({ handle: Type.String({ pattern: '^[0-9a-f-]{36}$' }) })
const invitationParams = Type.Object({ handle: Type.String({ pattern: '^[0-9a-f]{64}$' }) })
const answers = <T>(answer: T) => ({ response: { 200: answer } })
/** Ending a session, cancelling an invitation, removing a person: what happened, in words. */
const said = { schema: answers(Said) }

export const peopleRoutesPlugin: FastifyPluginAsyncTypebox<{ people: PeopleStore; mail?: PeopleMail; origin: string }> = async (
  app,
  { people, mail, origin },
) => {
  const me = (request: { editorPerson?: { id: string } }) => request.editorPerson!.id
  const owner = { preHandler: requireRole('owner') }

  app.get(peopleApi(peopleRoutes.me), { schema: answers(Me) }, async (request) => {
    const { email, name, role } = request.editorPerson!
    return { email, name, role }
  })

  app.get(peopleApi(peopleRoutes.sessions), { schema: answers(Type.Array(SessionEntry)) }, async (request) =>
    (await people.sessions(me(request))).map((session) => ({ ...session, current: session.handle === request.editorSession?.handle })),
  )

  // Ending a session: one's own, or (owners) anyone's.
  for (const byOwner of [false, true]) {
    const route = `${peopleApi(byOwner ? peopleRoutes.allSessions : peopleRoutes.sessions)}/:handle`
    app.delete(route, { ...(byOwner ? owner : {}), schema: { params: handleParams, ...said.schema } }, async (request) => {
      if (!(await people.endSessionByHandle(request.params.handle, byOwner ? undefined : me(request)))) throw editorErrors.noSuchSession()
      await people.audit({ person: me(request), action: 'session ended', detail: byOwner ? 'by an owner' : undefined, address: request.ip })
      return { message: 'That session has ended.' }
    })
  }

  app.get(peopleApi(peopleRoutes.people), { ...owner, schema: answers(Type.Array(PersonEntry)) }, async () => people.list())

  app.post(peopleApi(peopleRoutes.people), { ...owner, schema: { body: InviteBody, ...answers(InvitedAnswer) } }, async (request) => {
    const invited = await invitePerson(people, mail, origin, request.body, { person: me(request), address: request.ip })
    return { link: invited.link, emailed: invited.emailed }
  })

  app.delete<{ Params: { email: string } }>(`${peopleApi(peopleRoutes.people)}/:email`, { ...owner, ...said }, async (request) => {
    const removed = await people.remove(request.params.email)
    if (!removed) throw editorErrors.noSuchPerson(request.params.email)
    await people.audit({ person: me(request), email: removed.email, action: 'removal', address: request.ip })
    return { message: `${removed.email} can no longer sign in; their sessions have ended.` }
  })

  app.put(
    `${peopleApi(peopleRoutes.people)}/:email/role`,
    { ...owner, schema: { params: Type.Object({ email: Type.String() }), body: RoleBody, ...said.schema } },
    async (request) => {
      // An owner's own role is another owner's to change: the last one cannot leave the firm without one.
      if (request.params.email.trim().toLowerCase() === request.editorPerson!.email) throw editorErrors.ownRole()
      const changed = await people.setRole(request.params.email, request.body.role)
      if (!changed) throw editorErrors.noSuchPerson(request.params.email)
      await people.audit({ person: me(request), email: changed.email, action: 'role changed', detail: changed.role, address: request.ip })
      return { message: `${changed.name || changed.email} may now ${roleWords[changed.role]}.` }
    },
  )

  app.get(peopleApi(peopleRoutes.allSessions), { ...owner, schema: answers(Type.Array(SessionEntry)) }, async () => people.sessions())

  app.get(peopleApi(peopleRoutes.invitations), { ...owner, schema: answers(Type.Array(InvitationEntry)) }, async () => people.invitations())

  app.delete(`${peopleApi(peopleRoutes.invitations)}/:handle`, { ...owner, schema: { params: invitationParams, ...said.schema } }, async (request) => {
    const email = await people.cancelInvitation(request.params.handle)
    if (!email) throw editorErrors.noSuchInvitation()
    await people.audit({ person: me(request), email, action: 'invitation cancelled', address: request.ip })
    return { message: `The invitation for ${email} is cancelled: its link no longer works.` }
  })

  app.get(peopleApi(peopleRoutes.audit), { ...owner, schema: answers(Type.Array(AuditEntry)) }, async () => people.auditLog())
}
