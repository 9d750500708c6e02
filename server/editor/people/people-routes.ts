// The signed-in person's own sessions, and the owners' management of people, in the hosted editor:
//   GET api/me                       who is signed in
//   GET api/sessions                 their own sessions; DELETE api/sessions/:handle ends one
//   GET api/people                   (owner) everyone; POST { email, role, name? } invites; DELETE
//                                    api/people/:email removes, ending their sessions at once
//   GET api/people/sessions          (owner) everyone's sessions; DELETE …/:handle ends anyone's
//   GET api/people/invitations       (owner) invitations not used yet; DELETE …/:handle cancels one
//   GET api/people/audit             (owner) the audit log, newest first
import type { FastifyInstance } from 'fastify'
import { roles, type PeopleStore, type Role } from '../../people-store.ts'
import { editorErrors } from '../editor-errors.ts'
import { emailPattern, invitePerson } from './invite.ts'
import type { PeopleMail } from './people-mail.ts'
import { requireRole } from '../sign-in/people-session.ts'
import { peopleApi, peopleRoutes } from '../sign-in-contract.ts'

export interface PeopleRoutesOptions { people: PeopleStore; mail?: PeopleMail; origin: string }

const handleParams = { type: 'object', properties: { handle: { type: 'string', pattern: '^[0-9a-f-]{36}$' } }, required: ['handle'] } as const

export async function peopleRoutesPlugin(app: FastifyInstance, { people, mail, origin }: PeopleRoutesOptions) {
  const me = (request: { editorPerson?: { id: string } }) => request.editorPerson!.id
  const owner = { preHandler: requireRole('owner') }

  app.get(peopleApi(peopleRoutes.me), async (request) => {
    const { email, name, role } = request.editorPerson!
    return { email, name, role }
  })

  app.get(peopleApi(peopleRoutes.sessions), async (request) => (await people.sessions(me(request)))
    .map((session) => ({ ...session, current: session.handle === request.editorSession?.handle })))

  app.delete<{ Params: { handle: string } }>(`${peopleApi(peopleRoutes.sessions)}/:handle`, { schema: { params: handleParams } }, async (request) => {
    if (!await people.endSessionByHandle(request.params.handle, me(request))) throw editorErrors.noSuchSession()
    await people.audit({ person: me(request), action: 'session ended', address: request.ip })
    return { message: 'That session has ended.' }
  })

  app.get(peopleApi(peopleRoutes.people), owner, async () => people.list())

  app.post<{ Body: { email: string; role: Role; name?: string } }>(peopleApi(peopleRoutes.people), {
    ...owner,
    schema: {
      body: {
        type: 'object',
        properties: { email: { type: 'string', maxLength: 254, pattern: emailPattern }, role: { enum: [...roles] }, name: { type: 'string', maxLength: 200 } },
        required: ['email', 'role'],
      },
    },
  }, async (request) => {
    const invited = await invitePerson(people, mail, origin, request.body, { person: me(request), address: request.ip })
    return { link: invited.link, emailed: invited.emailed }
  })

  app.delete<{ Params: { email: string } }>(`${peopleApi(peopleRoutes.people)}/:email`, owner, async (request) => {
    const removed = await people.remove(request.params.email)
    if (!removed) throw editorErrors.noSuchPerson(request.params.email)
    await people.audit({ person: me(request), email: removed.email, action: 'removal', address: request.ip })
    return { message: `${removed.email} can no longer sign in; their sessions have ended.` }
  })

  app.get(peopleApi(peopleRoutes.allSessions), owner, async () => people.sessions())

  app.delete<{ Params: { handle: string } }>(`${peopleApi(peopleRoutes.allSessions)}/:handle`, { ...owner, schema: { params: handleParams } }, async (request) => {
    if (!await people.endSessionByHandle(request.params.handle, undefined)) throw editorErrors.noSuchSession()
    await people.audit({ person: me(request), action: 'session ended', detail: 'by an owner', address: request.ip })
    return { message: 'That session has ended.' }
  })

  app.get(peopleApi(peopleRoutes.invitations), owner, async () => people.invitations())

  const invitationParams = { type: 'object', properties: { handle: { type: 'string', pattern: '^[0-9a-f]{64}$' } }, required: ['handle'] } as const
  app.delete<{ Params: { handle: string } }>(`${peopleApi(peopleRoutes.invitations)}/:handle`, { ...owner, schema: { params: invitationParams } }, async (request) => {
    const email = await people.cancelInvitation(request.params.handle)
    if (!email) throw editorErrors.noSuchInvitation()
    await people.audit({ person: me(request), email, action: 'invitation cancelled', address: request.ip })
    return { message: `The invitation for ${email} is cancelled: its link no longer works.` }
  })

  app.get(peopleApi(peopleRoutes.audit), owner, async () => people.auditLog())
}
