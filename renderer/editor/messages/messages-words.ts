// The Messages panel's words: the tool's, not the firm's site's (editor-words.ts says why they live here).
export const messagesWords = {
  messages: 'Messages',
  search: 'Search',
  download: 'Download for a spreadsheet',
  reading: 'Reading the messages…',
  none: 'No messages yet.',
  noneFound: 'No message has all of these words.',
  list: (count: number) => `${count} message${count === 1 ? '' : 's'}`,
  from: (name: string, email: string, phone: string, when: string) => `${name} · ${email} · ${phone} · ${when}`,
  answered: 'Answered',
  answeredBy: (who: string, when: string) => `Answered (${who}, ${when})`,
  failed: (message: string) => `Could not read the messages: ${message}`,
  downloadFailed: (message: string) => `Could not download the messages: ${message}`,
  notMarked: (message: string) => `Not marked: ${message}`,
}
