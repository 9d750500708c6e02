// The Requests panel's words: the tool's own (see ../editor-words.ts). Dates are said as people say them
// ("Nov 27, 9:33 PM"); nothing here names the tools underneath.
import { when } from '../editor-words.ts'
import type { RequestSummary } from '../../../server/editor/requests-contract.ts'

export type RequestState = RequestSummary['state']

const states: Record<RequestState, string> = { waiting: 'Waiting for review', 'changes asked': 'Changes asked', declined: 'Declined', published: 'Published' }

export const requestsWords = {
  requests: 'Requests',
  waitingCount: (n: number) => (n ? `${n} waiting` : 'Nothing waiting'),
  myRequests: 'My requests',
  close: 'Close',
  tabs: 'What to show',
  waiting: 'Waiting',
  published: 'Published',
  loading: 'Loading…',
  nothingWaiting: 'Nothing is waiting for review.',
  noneOfMine: 'You have not sent any changes for review yet.',
  nothingPublished: 'Nothing has been published from the editor yet.',
  states,
  sentBy: (sender: string, at: number) => `Sent by ${sender} on ${when(at)}`,
  publishedBy: (by: string, at: number) => `Published by ${by} on ${when(at)}`,
  undone: 'Undone later',
  open: 'Open',
  back: 'Back to the list',
  backIcon: '←',
  changes: 'What it changes',
  note: 'Note from the sender',
  checks: 'Checks',
  checking: 'Checking the site with these changes…',
  checksFailed: (why: string) => `The checks could not run: ${why}`,
  allClear: 'No problems found.',
  problems: 'Problems that stop publishing',
  warnings: 'Worth a look',
  timeline: 'What happened',
  failed: (why: string) => `Could not load it: ${why}`,
  // Actions.
  publish: 'Publish',
  publishing: 'Publishing… this can take a minute.',
  publishedNow: 'Published: within a minute the live site shows these changes.',
  askChanges: 'Ask for changes',
  whichChanges: 'What should change',
  sayWhich: 'Say what should change, so the sender knows what to do.',
  sendAsk: 'Send to the sender',
  // To its sender, under the publisher's words: what to do next.
  askedWhatNow: 'Change the pages as asked, then Send for review again: your changes come back to this request.',
  decline: 'Decline',
  declineWhy: 'Why (optional)',
  confirmDecline: 'Decline it',
  cancel: 'Cancel',
  answered: 'Sent. The sender is told.',
  publishAt: 'Publish at…',
  publishAtLabel: 'Date and time to publish',
  inZone: (zone: string) => `, ${zone}`,
  changeTime: 'Change the time',
  setTime: 'Set this time',
  chooseTime: 'Choose a date and time first.',
  scheduledFor: (at: number) => `To be published on ${when(at, true)}.`,
  cancelTime: 'Cancel the time',
  timeCancelled: 'The time is cancelled: it is published only when someone presses Publish.',
  decide: 'Your answer',
  previewHeading: 'Show it to someone without an account',
  previewLink: 'Make a preview link',
  previewHint: 'Anyone with the link can see these changes, without an account, until it ends.',
  previewDays: 'Days it lasts',
  link: 'Preview link',
  copy: 'Copy',
  copied: 'Copied.',
  linkEnds: (at: number) => `It ends on ${when(at)}.`,
  endLinks: 'End its links',
  linksEnded: (n: number) => (n ? `${n} link${n === 1 ? '' : 's'} ended.` : 'No link was open.'),
  linksOpen: (n: number, lastEnds: number) =>
    n === 1 ? `One link is open. It ends on ${when(lastEnds)}.` : `${n} links are open. The last ends on ${when(lastEnds)}.`,
  reword: 'Change the title or note',
  title: 'Title',
  yourNote: 'Note to the reviewer',
  saveWords: 'Save the words',
  saved: 'Saved.',
  comment: 'Add a comment',
  commentLabel: 'Comment',
  sendComment: 'Post the comment',
  sayComment: 'Write a comment first.',
  // Pictures of the pages a request changes.
  pictures: 'How the pages look',
  picturesWorking: 'The before and after pictures of these changes are being made. They appear here in a minute or two.',
  picturesFailed: 'The pictures of these changes could not be made. The changes above say what they do.',
  noPictures:
    'There are no pictures of these changes: none are made when a page is brought back or a publication undone, nor when no page looks different. “See the site as it would be, published” shows them.',
  picturesLoadFailed: (why: string) => `The pictures could not be loaded: ${why}`,
  showPictures: 'See how the pages looked',
  undo: 'Undo',
  undoLooking: 'Working out what the site would be without it…',
  undoTakesBack: 'Undoing it takes back:',
  undoNothingLeft: 'Nothing of it is on the site any more: there is nothing to take back.',
  liveSince: (at: number) => `The live site shows it since ${when(at)}.`,
  notLiveYet: 'The live site does not show it yet: it usually does within a minute.',
  goesLive: 'The live site shows changes within a minute of their publication.',
  undoSeeSite: 'See the site as it would be',
  seeSite: 'See the site as it would be, published',
  undoSeeSiteHint: '(opens in a new tab)',
  undoConfirm: 'Undo this publication',
  undoing: 'Undoing… this can take a minute.',
  undoCannot: 'It cannot be undone as it is: a change published since changed the same places.',
  undoDone: 'Undone: these changes are taken back, and within a minute the live site no longer shows them.',
  undoClash: 'These places changed again since:',
  clash: (place: string, mine: string, theirs: string) => `${place}: it would go back to “${mine}”, but it reads “${theirs}” now.`,
  refused: (why: string) => `Not done: ${why}`,
  offline: 'The editor did not answer. Check the connection and try again.',
}

/** Each thing that happened to a request, in words: by whom, then what, then their words after a colon. */
const happened: Record<string, (by: string, said: string, words?: string) => string> = {
  sent: (by, said) => `${by} sent it${said}`,
  'sent again': (by, said) => `${by} sent it again${said}`,
  'changes asked': (by, said) => `${by} asked for changes${said}`,
  declined: (by, said) => `${by} declined it${said}`,
  published: (by) => `${by} published it`,
  comment: (by, said) => `${by} commented${said}`,
  scheduled: (by, _, words) => `${by} set it to be published on ${words ? when(Date.parse(words), true) : 'a time'}`,
  'schedule cancelled': (by, said) => `${by} cancelled the time it was to be published${said}`,
  'schedule failed': (_, said) => `It could not be published at the time set${said}`,
  'published late': (_, said, words) =>
    Number.isNaN(Date.parse(words ?? ''))
      ? `It was published later than set${said}`
      : `It was published later than set: it was set for ${when(Date.parse(words!), true)}, when the editor was not running, and published as soon as it started`,
  undone: (_, said) => `It was undone${said}`,
  live: () => 'The live site shows it',
}

export const eventWords = ({ kind, by, words }: { kind: string; at: number; by: string; words?: string }) =>
  (happened[kind] ?? ((by, said) => `${by}${said}`))(by, words ? `: ${words}` : '', words)

/** A place in a page's data in words: "sections › 2 › heading" → "section 3 › heading". */
export const placeWords = (file: string, path: (string | number)[]) =>
  [file.replace(/\.ya?ml$/, '').replace(/^pages\//, ''), ...path.map((p) => (typeof p === 'number' ? `item ${p + 1}` : p))].join(' › ')
