// The editor's own words: the tool's, not the firm's site's, so they live here and not in site/.
// Components take them from this one module rather than writing them inline.
import { firmZone } from './firm-time.ts'

/** A name in the middle of a sentence: its first letter small, unless it is an abbreviation (FAQ). */
const sentenceCase = (name: string) => (/^.[a-z]/.test(name) ? name[0]!.toLowerCase() + name.slice(1) : name)

/** A time in words, in the firm's time zone (firm-time.ts; the server, which has no page, names it), as people say it:
 * "Nov 27, 9:33 PM" (with the year when it is another); `named`, with the zone's name ("Nov 27, 9:33 PM PST"), where the
 * time is when something will happen. */
export const when = (ms: number, named = false, timeZone = firmZone()) =>
  new Date(ms).toLocaleString('en-US', {
    timeZone,
    timeZoneName: named ? 'short' : undefined,
    month: 'short',
    day: 'numeric',
    year: new Date(ms).getFullYear() === new Date().getFullYear() ? undefined : 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  })

const unsaved = (count: number) => `${count} unsaved change${count === 1 ? '' : 's'}.`

export const editorWords = {
  save: 'Save',
  undo: 'Undo',
  redo: 'Redo',
  problems: 'Problems',
  page: 'Page',
  noProblems: 'No problems.',
  /** Saved, and how many changes wait still (typed while the save was under way). */
  saved: (files: string[], left = 0) => `Saved ${files.join(', ')}.${left ? ` ${unsaved(left)}` : ''}`,
  nothingToSave: 'Nothing to save.',
  unsaved,
  allSaved: 'All changes saved',
  allKept: 'All changes kept',
  notKept: 'Latest changes not kept',
  notSent: (count: number) => `${count} change${count === 1 ? '' : 's'} not sent yet`,
  sentWaiting: 'Sent for review: waiting',
  sentReturned: 'Changes asked: see My requests',
  notSentBeside: (count: number) => `${count} change${count === 1 ? '' : 's'} not sent yet; the rest wait for review`,
  checking: 'Checking…',
  /** Said once the page has taken a change made elsewhere (a publication, a file changed on disk). */
  siteUpdated: 'Page updated: it shows the newest version',
  // The same states on a phone's bar, where there is room for two short lines.
  short: {
    unsaved: (count: number) => `${count} unsaved`,
    allSaved: 'Saved',
    allKept: 'Kept',
    notKept: 'Not kept',
    notSent: (count: number) => `${count} not sent`,
    sentWaiting: 'Waiting for review',
    sentReturned: 'Changes asked',
    siteUpdated: 'Updated',
  },
  /** "2 problems", "1 warning", "2 problems, 1 warning": a warning stops nothing, so it is never counted as a problem. */
  problemCount: (errors: number, warnings: number) =>
    [errors && `${errors} problem${errors === 1 ? '' : 's'}`, warnings && `${warnings} warning${warnings === 1 ? '' : 's'}`].filter(Boolean).join(', '),
  more: 'More',
  // More's name on a phone, where the count of requests waiting is on its button ("More: 2 waiting").
  moreWith: (waiting: string) => `More: ${waiting}`,
  icons: { undo: '↶', redo: '↷', menu: '▾', more: '⋮', close: '✕' },
  personMenu: (name: string) => `${name}: your account`,
  saveWarning: (count: number) =>
    `These edits have ${count} problem${count === 1 ? '' : 's'} (listed under Problems). Saving now keeps them, and the site cannot be published until they are fixed.`,
  saveAnyway: 'Save anyway',
  keepEditing: 'Keep editing',
  failed: (message: string) => `Could not save: ${message}`,
  checkFailed: (message: string) => `Could not check the changes: ${message}`,
  hint: 'Click any text to change it, or any part of a section to open it in the side panel. Alt+click follows a link. With the keyboard: Enter on a section opens it; Enter on a text types in it, Escape stops.',
  editor: 'Editor',
  skipToPage: 'Skip to the page',
  showPanel: (what: string) => `Show the panel: ${what}`,
  hidePanel: 'Hide the panel',
  previewWidth: 'Preview width',
  previewWidths: { phone: 'Phone', tablet: 'Tablet', desktop: 'Desktop' },
  previewOf: (label: string, width: number) => `The page as a ${label.toLowerCase()} shows it, ${width} pixels wide`,
  sectionNotShown: 'This section cannot be shown as it is now drafted; see Problems.',
  section: 'Section',
  sectionHeading: (name: string, position: number, count: number) => `${name} — section ${position} of ${count}`,
  pageSections: 'Sections of this page',
  noSection: 'Click a section of the page to see its fields here.',
  addSection: 'Add section',
  removeSection: 'Remove section',
  moveUp: 'Move section up',
  moveDown: 'Move section down',
  sectionType: 'Type of the new section',
  /** A list's Add button: "Add service" where its items have a name, "Add to “Search keywords”" where they have none. */
  addItem: (itemName: string | undefined, listLabel: string) => (itemName ? `Add ${sentenceCase(itemName)}` : `Add to “${listLabel}”`),
  removeItem: 'Remove',
  /** The Remove button of a list's item, to a screen reader: "Remove Card 2". */
  removeNamed: (item: string) => `Remove ${item}`,
  itemUp: 'Up',
  itemDown: 'Down',
  item: (label: string, position: number) => `${label} ${position}`,
  close: 'Close',
  none: '—',
  factIs: (label: string, value: string) => `Uses the shared fact “${label}”: “${value}”.`,
  /** `places`: the pages (by title) and parts of the site (Header, Footer) where else the fact is used. */
  factElsewhere: (places: string[]) => (places.length ? `Also used in: ${places.join(', ')}. Editing it here changes every one.` : 'Used nowhere else.'),
  editFact: (label: string) => label,
  dragHandle: (label: string) => `Drag to move ${label}`,
  dragInstructions: 'To move an item, press Space, then the arrow keys; Space again puts it down, Escape leaves it where it was.',
  dragPicked: (label: string) => `Picked up ${label}.`,
  dragOver: (label: string, place: number) => `${label} is over place ${place}.`,
  dragDropped: (label: string, place: number) => `${label} put down at place ${place}.`,
  dragCancelled: (label: string) => `${label} left where it was.`,
  icon: 'icon',
}
