// An invitation to the hosted editor, made the same way by `npm run editors -- invite` and by an owner in
// the editor (people-routes.ts): kept hashed for 7 days, written in the audit log, and emailed when
// the editor can send email. Answers the link, which works once.
import type { PeopleStore, Role } from '../../people-store.ts'
import { invitationLink } from '../sign-in/hosted-settings.ts'
import type { PeopleMail } from './people-mail.ts'

export interface Invitation {
  email: string
  role: Role
  name?: string
}

export interface Invited {
  link: string
  /** Whether it was emailed; why not, when sending failed. */
  emailed: boolean
  mailError?: string
}

export async function invitePerson(
  people: PeopleStore,
  mail: PeopleMail | undefined,
  origin: string,
  invitation: Invitation,
  by: { person?: string; address?: string } = {},
): Promise<Invited> {
  const email = invitation.email.trim().toLowerCase()
  const link = invitationLink(origin, await people.invite({ ...invitation, email }))
  await people.audit({ ...by, email, action: 'invitation', detail: invitation.role })
  if (!mail) return { link, emailed: false }
  try {
    await mail.invitation(email, link, invitation.role)
    return { link, emailed: true }
  } catch (error) {
    return { link, emailed: false, mailError: (error as Error).message }
  }
}
