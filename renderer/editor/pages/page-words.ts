// The editor's words for a page as a whole: the Page panel (its title, description, keywords and
// address), the links that follow a changed address, and the "Copy this page" dialog.
export const pageWords = {
  openPanel: 'Page details',
  panel: 'Page',
  heading: (title: string) => `Page: ${title}`,
  /** The label of the page's path. */
  intro: 'What search engines and the browser tab show for this page, and its address.',
  close: 'Close',
  // Links to an address the page had before.
  oldLinks: (count: number, old: string) =>
    `${count} link${count === 1 ? '' : 's'} on the site still go${count === 1 ? 'es' : ''} to ${old}, this page's address before. Visitors following ${count === 1 ? 'it' : 'them'} would find nothing.`,
  relink: (address: string) => `Change them to ${address}`,
  relinked: (count: number, address: string) => `${count} link${count === 1 ? '' : 's'} now go${count === 1 ? 'es' : ''} to ${address}.`,
  // Copying.
  copy: 'Copy this page',
  copyHeading: (title: string) => `Copy “${title}”`,
  copyIntro: 'The new page starts with every section of this one, and an entry beside each of its menu and footer entries.',
  name: 'Name of the new page',
  nameHint: 'In words, as the browser tab and the menu show it, such as “Veterinary Practice Accounting”.',
  address: 'Address of the new page',
  addressHint: 'Made from the name; change it if you like. Small letters, digits and dashes after the /.',
  make: 'Make the copy',
  cancel: 'Cancel',
  needName: 'Write the new page’s name first.',
  badAddress: 'The address must be a / followed by small letters, digits and dashes, such as /veterinary-accounting.',
  addressTaken: (address: string) => `${address} is already the address of a page: choose another.`,
  nameTaken: (name: string) => `Another page is already kept under the name “${name}”: choose another address.`,
  reserved: (address: string, why: string) => `${address} cannot be a page’s address: ${why}.`,
  made: (title: string, address: string, from: string) => `Made “${title}” at ${address}, a copy of ${from}.`,
  stillCopied: 'Its description and keywords are still the copied page’s: rewrite them below, then Save.',
  // Earlier versions (the hosted editor).
  versions: 'Earlier versions of this page',
  versionsIntro: 'Each time this page was published, newest first. Bringing one back sends it for review, like any change.',
  versionNamed: (title: string | undefined, by: string | undefined, at: string) =>
    `${title ?? 'Changed outside the editor'}${by ? `, published by ${by}` : ''} on ${at}`,
  current: 'What the site shows now',
  restore: 'Bring this version back',
  restoring: 'Sending…',
  restored: 'Sent for review: the page comes back once a publisher publishes it.',
  openRestored: 'See the request',
  noVersions: 'This page has not been published from the editor yet.',
}
