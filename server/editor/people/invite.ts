// An invitation to the hosted editor, made the same way by `npm run editors -- invite` and by an owner in
// the editor (people-routes.ts): kept hashed for 7 days, written in the audit log, and emailed when
// the editor can send email. Answers the link, which works once.
import type { PeopleStore, Role } from '../../people-store.ts'
import { invitationLink } from '../sign-in/hosted-settings.ts'
import type { PeopleMail } from './people-mail.ts'

/** Answers the link, and whether it was emailed (why not, when sending failed). */
export async function invitePerson(
  people: PeopleStore,
  mail: PeopleMail | undefined,
  origin: string,
  invitation: { email: string; role: Role; name?: string },
  by: { person?: string; address?: string } = {},
): Promise<{ link: string; emailed: boolean; mailError?: string }> {
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
