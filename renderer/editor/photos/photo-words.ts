// The editor's words for photos (PhotoField.tsx, photo-api.ts): the tool's, not the firm's site's.
export const photoWords = {
  replace: 'Replace photo',
  current: (label: string) => `${label}: the photo shown now`,
  chosen: 'The new photo',
  dropHere: 'Or drop a photo file on the picture, here or in the page.',
  describe: 'What does the photo show?',
  describeHelp: "Read out to people who cannot see it, and the photo's file name is made from it. For example: Maria at the front desk.",
  describeFirst: 'Say what the photo shows first.',
  use: 'Use this photo',
  cancel: 'Cancel',
  adding: 'Checking the photo and making its sizes for the web…',
  // Locally Save keeps it; hosted, it goes with the person's other changes when they send them for review.
  added: (path: string) => `Photo added as ${path.split('/').at(-1)}. It is one of your changes now: it reaches the site with them.`,
  tooLarge: (limitMb: number) => `This file is larger than ${limitMb} MB, the most the editor takes. Save the photo smaller and try again.`,
  failed: (status: number) => `The photo could not be added (the editor answered ${status}). Try again.`,
  unreachable: 'The editor could not be reached, so the photo was not added. Check that it is still running and try again.',
}
