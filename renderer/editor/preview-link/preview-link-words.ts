// What the preview page says (renderer/editor/preview-link/): to a client or a partner without an
// account, and to a publisher signed in. Plain words, none of the editor's own.
export const previewLinkWords = {
  bar: 'About this preview',
  waiting: 'A preview of changes waiting to be published',
  published: 'These changes are published: this is the site as they left it',
  closed: 'These changes will not be published as they are',
  undoing: 'The site as it would be once these published changes are undone: nothing changes until Undo is confirmed in the editor',
  changes: 'What changes',
  page: 'Page of the site to look at',
  noKey: 'This preview link is not complete. Open the whole link you were sent, or ask whoever sent it to you for a new one.',
  signIn: 'Sign in (opens a new tab), then reload this page',
  opening: 'Opening the preview…',
  failed: 'The preview could not be opened. Check your connection and reload the page.',
  // Past the limit of requests from one address without an account (the server's words speak of signing in).
  busyOpening: 'This preview was opened too often from your network in the last minute. Wait a minute, then reload this page.',
  busySending: 'Too much was sent from your network in the last minute. Wait a minute, then send again: your words are kept.',
  commentTitle: 'What do you think?',
  name: 'Your name',
  comment: 'Your comment (if any)',
  looksGood: 'Looks good',
  send: 'Send comment',
  sayWhat: 'Write a comment, or choose Looks good.',
  sending: 'Sending…',
  thanks: 'Thank you. The firm will see your words beside these changes before they are published.',
  another: 'Write another comment',
  readOnly: 'Only a preview: nothing here can be changed, and forms send nothing.',
}
