// The error catalogue: every problem an editor can meet, in plain words, saying what is wrong and what
// to do. Nothing else in the validator writes a message.
import { photoMaxPixels } from '../renderer/site-image.ts'

const code = (s: unknown) => `\`${String(s)}\``
const listOf = (values: readonly unknown[]) => values.map(code).join(', ')

export const messages = {
  unknownSectionType: (value: unknown, hint: string, valid: readonly string[]) =>
    `unknown section type ${code(value)}${hint || `. Use one of: ${listOf(valid)}`}`,
  missingSectionType: (valid: readonly string[]) => `this section has no \`type\`. Add \`type:\` with one of: ${listOf(valid)}`,
  unknownField: (key: string, where: string, hint: string, allowed: readonly string[]) =>
    `unknown field ${code(key)} ${where}${hint || `. The fields allowed here are: ${listOf(allowed)}`}`,
  missingField: (key: string, where: string, description?: string) =>
    `${where} is missing the required field ${code(key)}${description ? ` (${description.replace(/\.$/, '')})` : ''}. Add \`${key}:\` with a value`,
  wrongType: (field: string, expected: string, actual: string) => `${field} should be ${expected}, but it is ${actual}`,
  notInList: (field: string, value: unknown, hint: string, allowed: readonly unknown[]) =>
    `${field} cannot be ${code(value)}${hint || ''}. Use one of: ${listOf(allowed)}`,
  wrongForm: (field: string, value: unknown, description?: string) => `${field} has the wrong form: ${code(value)}.${description ? ` ${description}` : ''}`,
  empty: (field: string) => `${field} is empty. Write a value, or remove the field if it is optional`,
  tooLong: (field: string, max: number) => `${field} is too long: keep it to ${max} characters`,
  notEmail: (field: string, value: unknown) => `${field} is not an email address: ${code(value)}`,
  outOfRange: (field: string, comparison: string, limit: number) => `${field} must be ${comparison} ${limit}`,
  mustBe: (field: string, value: unknown) => `${field} must be ${code(value)}`,
  other: (field: string, detail: string) => `${field}: ${detail}`,
  yamlSyntax: () =>
    'this line is not valid YAML. Compare it with the lines around it: indent with spaces, put a space after each `key:`, and put text containing `: ` or starting with { or [ in double quotes',
  yamlTab: () => 'YAML is indented with spaces; this line starts with a tab. Replace the tab with spaces',
  yamlNoSpaceAfterColon: (key: string) => `put a space after the colon: \`${key}: …\``,
  yamlColonInText: (key: string) => `the text of ${code(key)} contains \`: \`, which YAML reads as a new field. Put the whole value in double quotes`,
  yamlDuplicateKey: (key: string, first: number, second: number) =>
    `${code(key)} is written twice here (lines ${first} and ${second}). Keep one; if line ${second} starts a new item of the list, put \`- \` before it`,
  yamlIndentedMore: (above: string, column: number) => `this line is indented more than the one above; line it up with ${code(above)} (column ${column})`,
  yamlIndentedLess: (above: string, column: number) =>
    `this line is indented less than the one above; line it up with ${code(above)} (column ${column}), or, if it starts a new item of the list, begin it with \`- \``,
  yamlUnclosedQuote: () => 'this value opens a quote that is never closed. Add the closing quote at the end of the value',
  yamlUnclosedBracket: (open: string, close: string) =>
    `a ${open} opened here is not closed with ${close}. Close it on the same line, or, if ${open} is part of the text, put the whole value in double quotes`,
  yamlStrayBracket: (close: string) =>
    `this ${close} closes nothing that was opened. Remove it, or, if it is part of the text, put the whole value in double quotes`,
  yamlBadEscape: () => 'a backslash inside double quotes starts a special character; write `\\\\` for a backslash, or use single quotes',
  yamlCurlyQuotes: () => 'these are curly quotes (“ ” or ‘ ’), which YAML treats as ordinary letters. Type straight quotes (") instead',
  yamlAlias: (name: string) =>
    `\`&${name}\` and \`*${name}\` (YAML anchors and aliases) are not used in site/. Write the value itself, or a {{reference}} to a fact in site/site.yaml`,
  unknownReference: (reference: string, hint: string) =>
    `unknown reference {{${reference}}}${hint || '. References name a fact in site/site.yaml, such as {{firm.phones.tollFree}}'}`,
  referenceNotText: (reference: string) => `the reference {{${reference}}} names a group of facts, not one value. Point it at a single value inside it`,
  brokenLink: (target: string, hint: string) =>
    `the link goes to ${code(target)}, which is not a page of the site${hint || '. Use the path of a page in site/pages/'}`,
  missingAnchor: (anchor: string, page: string, ids: readonly string[]) =>
    `no section on ${page} has the id ${code(anchor)}${ids.length ? `. The sections there with an id are: ${listOf(ids)}` : '. Add `id: ' + anchor + '` to the section the link should scroll to'}`,
  duplicatePath: (path: string, other: string) => `two pages have the path ${code(path)}: this one and ${other}. Give each page its own path`,
  reservedPath: (path: string, why: string) => `a page cannot have the path ${code(path)}: ${why}. Choose another path, such as ${code(path + '-info')}`,
  insecureLink: (target: string) => `the link goes to ${code(target)}, which is not secure (http://). Use the https:// address of the same page`,
  unsafeLink: (target: string, scheme: string | undefined) =>
    `the link goes to ${code(target)}. A link may go to a page of this site (/contact), an #anchor, https://…, mailto: or tel:${scheme ? `; ${code(scheme + ':')} is not allowed` : ': start it with / for a page of this site, or with https:// for another site'}`,
  unsafeAddress: (target: string, scheme: string | undefined) =>
    `the address is ${code(target)}, but only an https:// address can be used here${scheme ? `; ${code(scheme + ':')} is not allowed` : ''}. Write the https://… address of the page`,
  missingImage: (path: string, hint: string) => `the image site/${path} does not exist${hint || '. Add the file, or fix the path'}`,
  imageTooSmall: (path: string, width: number, needed: number) =>
    `the photo site/${path} is ${width} pixels wide, but a laptop's sharp screen needs ${needed} where this photo is shown, so it will look blurred. Use a photo at least ${needed} pixels wide`,
  photoTooManyPixels: (path: string, width: number, height: number) =>
    `the photo site/${path} is ${width} × ${height} pixels, more than ${photoMaxPixels / 1_000_000} megapixels, which would take the build seconds and hundreds of megabytes to open. Save it smaller: 4,000 pixels wide is more than the site ever shows`,
  unreadableImage: (path: string) =>
    `site/${path} cannot be read as a picture: it may be damaged, or not really the kind of file its name says. Open it and save it again as JPEG, PNG or WebP`,
  // What the site folder holds (schema/folder-problems.ts): files of its own, and in images/ only pictures.
  siteLink: (path: string) => `${code(path)} is a link; the site may only hold files of its own. Put the file itself in its place, or remove the link`,
  notPlainFile: (path: string) =>
    `${code(path)} is not a plain file or folder (it is a pipe, a socket or a device); the site may only hold files of its own. Remove it`,
  notAPicture: (path: string, allowed: readonly string[]) =>
    `${code(path)} is not a picture; site/images may hold only pictures (${listOf(allowed)}). Move it out of site/images, or remove it`,
  rowLength: (row: number, cells: number, columns: number) => `row ${row} has ${cells} cells but the table has ${columns} columns`,
  formFieldNotSent: (name: string, allowed: readonly string[]) =>
    `the field ${code(name)} cannot be sent to the firm: a form that posts messages may only use ${listOf(allowed)}`,
  unknownPlaceholder: (name: string, fields: readonly string[]) =>
    `the subject uses {${name}}, but the form has no field of that name. Use one of: ${listOf(fields)}`,
  curlyQuotesAround: (text: string) =>
    `${text} is wrapped in curly quotes, which will show on the page. Remove them: a value needs no quotes, or straight ones (") where it must have them`,
  markupInText: (kind: string) =>
    `this text contains ${kind}, which shows on the page exactly as typed: plain text has no bold, links or HTML. Write it as plain words`,
  joinedListItem: (text: string, line: number) =>
    `this list item runs over two lines, so they are joined into one item: "${text}". If line ${line} is an item of its own, start it with \`- \``,
  singleBraceReference: (reference: string) =>
    `{${reference}} has one brace on each side, so it shows as typed. A reference to a fact has two: {{${reference}}}`,
  // A page copied from another (schema/page-copy-warnings.ts): its metadata still speaks of the other page.
  sameDescription: (other: string) =>
    `this page's description is the same as the one of ${code(other)}, so search results show the two pages alike. Write a description of this page`,
  sameKeywords: (shared: number, count: number, other: string) =>
    `${shared} of this page's ${count} keywords are also keywords of ${code(other)}. Write keywords for what this page is about`,
  // What search engines and screen readers would hold against a page (schema/search-warnings.ts).
  titleTooLong: (length: number, title: string, limit: number) =>
    `with the firm's name after it, this page's title is ${length} characters ("${title}"), and search results cut it after about ${limit}. Shorten the title`,
  descriptionMissing: () => `this page has no summary for search engines, so they make one up from the page. Write one or two sentences about the page`,
  descriptionTooShort: (length: number, min: number) =>
    `this page's summary for search engines is ${length} characters; search results show about 150. Write at least ${min}: what the page offers and where`,
  descriptionTooLong: (length: number, max: number) =>
    `this page's summary for search engines is ${length} characters, and search results cut it after about ${max}. Shorten it`,
  sameTitle: (other: string) =>
    `this page's title is the same as the one of ${code(other)}, so search results show the two pages alike. Give this page a title of its own`,
  unknownTimeZone: (zone: string) =>
    `${code(zone)} is not a time zone: write it as the world's time zone list names it, such as ${code('America/Los_Angeles')} for California or ${code('America/New_York')}`,
  headingSkipped: () =>
    `this heading comes straight under the page's main heading, with no section heading between them, so screen readers announce a level skipped. Give the section a heading`,
  photoWithoutWords: () => `this photo's description is empty, so people who cannot see it are told nothing. Say in a few words what the photo shows`,

  // Pages the code needs (schema/needed-pages.ts). `file` is the page's usual file, such as pages/home.yaml.
  missingHomePage: (file: string) =>
    `no page has the path \`/\`: the site needs a home page, where the logo and every "home" link lead. Restore ${file}, or give another page \`path: /\``,
  missingNotFoundPage: (file: string) =>
    `no page has the path \`/404\`: the site shows that page for any address it does not have, and the build and the server need it. Restore ${file}, or give another page \`path: /404\``,
  missingSentPage: (file: string) =>
    `no page has the path \`/message-sent\`: the contact and quote forms show that page after a visitor whose browser runs no JavaScript has sent a message. Restore ${file}, or give another page \`path: /message-sent\``,
  missingNotSentPage: (file: string) =>
    `no page has the path \`/message-not-sent\`: the contact and quote forms show that page when a message sent without JavaScript could not be received. Restore ${file}, or give another page \`path: /message-not-sent\``,

  // Rules of a page (schema/page-checks.ts; the popular plan: renderer/sections/plans/checks.ts).
  duplicateSectionId: (id: string, first: number) =>
    `section ${first} already has the id ${code(id)}: a link to #${id} can only reach one of them. Give each section its own id`,
  noHero: () =>
    "this page has no `hero` section. Every page needs one: its heading is the page's main heading, which search engines and screen readers take as its title. Add a `hero` section at the top of `sections:`",
  secondHero: (first: number) =>
    `this is a second \`hero\` section (section ${first} is the first): a page has only one main heading. Use another kind of section here, such as \`cta\`, or remove it`,
  secondPopularPlan: (name: string, first: string) =>
    `the plan ${code(name)} is marked \`popular: true\`, and so is ${code(first)}: only one plan of a section can be highlighted as the most popular. Remove \`popular: true\` from all plans but one`,

  // Rules of a form (renderer/sections/form/checks.ts).
  duplicateFieldName: (name: string) =>
    `another field of this form is already named ${code(name)}: the two answers would be mixed up. Give each field its own \`name\``,
  optionsNeeded: (name: string, input: string) =>
    `the field ${code(name)} is a \`${input}\` field but has no \`options\`, so a visitor would have nothing to choose. Add \`options:\` with a \`value\` and \`label\` for each choice`,
  defaultNotAnOption: (value: string, values: readonly string[]) =>
    `the default ${code(value)} is not one of this field's options. Use one of: ${listOf(values)}`,
  postedCheckboxes: (name: string) =>
    `the field ${code(name)} lets a visitor tick several boxes, but a message to the firm holds one answer per field. Use \`input: select\` or \`input: radio\``,
  formFieldNotRequired: (name: string) =>
    `the firm cannot receive a message with ${code(name)} left empty, but this field is not required, so a visitor could leave it empty and the message would not be sent. Add \`required: true\` to the field`,
  fieldNeedsChoice: (name: string, allowed: readonly string[]) =>
    `the firm accepts only certain answers for ${code(name)} (${listOf(allowed)}), so a visitor must choose one instead of typing it. Use \`input: select\` or \`input: radio\` with those values as \`options\``,
  optionNotAccepted: (value: string, name: string, allowed: readonly string[]) =>
    `the firm does not accept ${code(value)} as ${code(name)}: a visitor choosing it would see "not sent". Use one of: ${listOf(allowed)}`,
  formNeedsField: (name: string) =>
    `this form sends messages to the firm, and every message needs ${code(name)}, but the form has no field named so. Add a field with \`name: ${name}\` and \`required: true\``,
  formNeedsSubject: () =>
    'this form sends messages to the firm, and every message needs a `subject`, but the form has no `subject` field and no subject template. Add a field with `name: subject`, or write `subject:` under `submit:`',

  // The header menu (schema/menu-checks.ts).
  menuEntryGoesNowhere: (label: string) =>
    `the menu entry ${code(label)} has neither \`to\` nor \`children\`, so it would lead nowhere. Add \`to:\` with the page it opens, or \`children:\` with the entries it groups`,
  menuEntryLinkAndGroup: (label: string) =>
    `the menu entry ${code(label)} has both \`to\` and \`children\`: it opens its group and never follows \`to\`. Remove \`to:\`, or add that link as one of its children`,
}

/** A few problems as the editor says them to staff, after the place it names in words, where the message
 * above, for the files' editors, names keys and says "remove the field" (in the editor's side panel an
 * optional field emptied is taken away). */
export const staffMessages = {
  empty: (list: boolean) => (list ? 'this list is empty: add at least one' : 'this is empty: write something here'),
}
