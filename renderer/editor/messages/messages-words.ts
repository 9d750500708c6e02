// The Messages panel's words: the tool's, not the firm's site's (editor-words.ts says why they live here).
export const messagesWords = {
  messages: 'Messages',
  search: 'Search',
  download: 'Download for a spreadsheet',
  reading: 'Reading the messages…',
  none: 'No messages yet.',
  noneFound: 'No message has all of these words.',
  list: (count: number) => `${count} message${count === 1 ? '' : 's'}`,
  // Between who sent a message, their address, their number and when.
  separator: ' · ',
  // The subject of a reply written from a message's address.
  reply: (subject: string) => `Re: ${subject}`,
  answered: 'Answered',
  answeredBy: (who: string, when: string) => `Answered (${who}, ${when})`,
  failed: (message: string) => `Could not read the messages: ${message}`,
  downloadFailed: (message: string) => `Could not download the messages: ${message}`,
  notMarked: (message: string) => `Not marked: ${message}`,
}
