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

/** What an entry of each action says was done, after the name of who did it; any other action is said as it is. */
const said: Record<string, (entry: AuditEntry) => string> = {
  'sign-in': ({ detail }) => ['signed in', howSignedIn[detail ?? '']].filter(Boolean).join(' '),
  'sign-out': () => 'signed out',
  'sign-in link asked': ({ detail, email }) => (detail ? `asked for a sign-in link for ${email}, which is nobody’s here` : 'asked for a sign-in link by email'),
  invitation: ({ detail, email }) => `invited ${email}${detail && roleNames[detail] ? ` as ${roleNames[detail]}` : ''}`,
  'role changed': ({ detail, email }) => `made ${email} ${roleNames[detail ?? ''] ?? detail}`,
  'invitation accepted': () => 'accepted their invitation',
  'invitation cancelled': ({ email }) => `cancelled the invitation for ${email}`,
  'passkey added': () => 'made a passkey',
  removal: ({ detail, email }) => `removed ${email}${detail === 'npm run editors' ? ' (from the command line)' : ''}`,
  'session ended': ({ detail }) => (detail === 'by an owner' ? 'ended someone’s session' : 'ended one of their sessions'),
  proposal: () => 'sent changes for review',
  publication: () => 'published changes',
}

export function activityWords(entry: AuditEntry, nameOf: (id: string) => string | undefined): { who: string; what: string } {
  // An entry without a person is someone not signed in (a link asked for an unknown address).
  const who = (entry.person && nameOf(entry.person)) || (entry.person ? entry.email : undefined) || peopleWords.someone
  return { who, what: Object.hasOwn(said, entry.action) ? said[entry.action]!(entry) : entry.action }
}
