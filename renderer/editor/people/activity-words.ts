// The audit log's entries (server/people-store.ts, written by the hosted editor's routes) in plain
// words for the People panel: who did it and what they did. Where the log names someone by their id,
// the people list gives their name.
import type { AuditEntry } from '../../../server/editor/sign-in-contract.ts'
import { peopleWords } from './people-words.ts'

const roleNames: Record<string, string> = { editor: 'an editor', publisher: 'a publisher', owner: 'an owner' }
const howSignedIn: Record<string, string> = {
  passkey: 'with a passkey',
  'new passkey': 'with a new passkey',
  'link by email': 'with a link by email',
  invitation: 'from their invitation',
}

/** What the entry says was done, after the name of who did it. */
function what({ action, detail, email }: AuditEntry): string {
  switch (action) {
    case 'sign-in':
      return ['signed in', howSignedIn[detail ?? '']].filter(Boolean).join(' ')
    case 'sign-out':
      return 'signed out'
    case 'sign-in link asked':
      return detail ? `asked for a sign-in link for ${email}, which is nobody’s here` : 'asked for a sign-in link by email'
    case 'invitation':
      return `invited ${email}${detail && roleNames[detail] ? ` as ${roleNames[detail]}` : ''}`
    case 'invitation accepted':
      return 'accepted their invitation'
    case 'invitation cancelled':
      return `cancelled the invitation for ${email}`
    case 'passkey added':
      return 'made a passkey'
    case 'removal':
      return `removed ${email}${detail === 'npm run editors' ? ' (from the command line)' : ''}`
    case 'session ended':
      return detail === 'by an owner' ? 'ended someone’s session' : 'ended one of their sessions'
    case 'proposal':
      return 'sent changes for review'
    case 'publication':
      return 'published changes'
    default:
      return action
  }
}

export function activityWords(entry: AuditEntry, nameOf: (id: string) => string | undefined): { who: string; what: string } {
  // An entry without a person is someone not signed in (a link asked for an unknown address).
  const who = (entry.person && nameOf(entry.person)) || (entry.person ? entry.email : undefined) || peopleWords.someone
  return { who, what: what(entry) }
}
