// The People panel's invitations not used yet (owners): who was invited, as what, until when, each with
// "Cancel invitation" (its link then says it was cancelled).
import type { InvitationEntry } from './people-api.ts'
import { buttonClass, cardStyle, listStyle, noteStyle } from '../editor-look.ts'
import { peopleWords as words } from './people-words.ts'

export function PendingInvitations({ invitations, onCancel }: { invitations: InvitationEntry[]; onCancel: (handle: string) => void }) {
  if (!invitations.length) return <p style={noteStyle}>{words.noInvitations}</p>
  return (
    <ul aria-label={words.invitations} style={listStyle}>
      {invitations.map((invitation) => (
        <li key={invitation.handle} style={cardStyle}>
          <p style={{ margin: 0, fontWeight: 700 }}>{invitation.name}</p>
          <p style={{ ...noteStyle, margin: 0 }}>{invitation.email}</p>
          <p style={{ margin: '0 0 8px' }}>{words.invitationEnds(words.roles[invitation.role], new Date(invitation.expires).toLocaleString())}</p>
          <button type="button" className={buttonClass.plain} onClick={() => onCancel(invitation.handle)}>
            {words.cancelInvitation}
          </button>
        </li>
      ))}
    </ul>
  )
}
