// The words of the hosted editor's own controls: the person signed in, their sessions, the People panel
// for owners and who else has the page open. The tool's words, not the firm's site's (editor-words.ts).
import type { RoleName } from '../../../server/editor/sign-in-contract.ts'
import { when } from '../editor-words.ts'

export const peopleWords = {
  signedInAs: (name: string) => `Signed in as ${name}`,
  signOut: 'Sign out',
  signingOut: 'Signing out…',
  yourSessions: 'Your sessions',
  people: 'People',
  close: 'Close',
  reading: 'Reading…',
  failed: (message: string) => `That did not work: ${message}`,
  alsoEditing: (name: string) => `${name} is also editing this page`,
  alsoHere: 'Also on this page',

  // Sessions
  sessionsIntro: 'Each browser you are signed in on. End the ones you do not recognise, or no longer use.',
  noSessions: 'No one is signed in.',
  thisBrowser: 'this browser',
  thisBrowserMark: ' — this browser',
  endSession: 'End this session',
  endShort: 'End',
  endThisOneWhy: 'To end this one, use Sign out.',
  ended: 'That session has ended.',
  from: (address: string) => `from ${address}`,
  fromAndWhen: (address: string, when: string) => `from ${address}, last active ${when}`,
  sessionOf: (name: string) => `${name}:`,

  // People
  peopleIntro: 'Who may sign in to this editor, and what each may do.',
  roles: {
    editor: 'Editor — edits and sends for review',
    publisher: 'Publisher — also publishes',
    owner: 'Owner — also manages people',
  } satisfies Record<RoleName, string>,
  whoMaySignIn: 'Who may sign in',
  everyone: (count: number) => (count === 1 ? '(1 person)' : `(${count} people)`),
  remove: 'Remove',
  removeYourselfWhy: 'This is you: another owner can change what you may do, or remove you.',
  roleOf: (name: string) => `What ${name} may do`,
  confirmRemove: (name: string, email: string) => `Remove ${name} (${email})? They can no longer sign in, and every session of theirs ends at once.`,
  yesRemove: 'Yes, remove',
  keep: 'Keep',
  everyonesSessions: 'Everyone’s sessions',

  // Invite
  invite: 'Invite someone',
  email: 'Email address',
  name: 'Name',
  namePlaceholder: 'As the others will see it',
  role: 'What they may do',
  sendInvite: 'Invite',
  inviting: 'Inviting…',
  needEmailWhy: 'Type their email address first, like name@example.com.',
  invited: (email: string) => `${email} is invited. The link below works once, for 7 days.`,
  emailed: (email: string) => `It was also emailed to ${email}.`,
  notEmailed: 'This editor does not send email: copy the link and send it to them yourself.',
  invitationLink: 'Invitation link',
  copy: 'Copy the link',
  copied: 'Copied.',

  // Invitations not used yet
  invitations: 'Invited, not signed in yet',
  noInvitations: 'No invitation is waiting.',
  invitationEnds: (role: string, when: string) => `${role}. The invitation works until ${when}.`,
  cancelInvitation: 'Cancel invitation',

  // Activity
  activity: 'Activity',
  noActivity: 'Nothing has happened yet.',
  someone: 'Someone',
}

/** "just now", "5 minutes ago", "3 hours ago", else the date and time. */
export function ago(then: number, now = Date.now()): string {
  const minutes = Math.round((now - then) / 60_000)
  if (minutes < 2) return 'just now'
  if (minutes < 60) return `${minutes} minutes ago`
  const hours = Math.round(minutes / 60)
  if (hours < 24) return `${hours} hour${hours === 1 ? '' : 's'} ago`
  return `on ${when(then)}`
}
