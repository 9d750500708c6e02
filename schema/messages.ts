// The error catalogue: every problem an editor can meet, in plain words, saying what is wrong and what
// to do. Nothing else in the validator writes a message.
const code = (s: unknown) => `\`${String(s)}\``
const listOf = (values: readonly unknown[]) => values.map(code).join(', ')

export const messages = {
  unknownSectionType: (value: unknown, hint: string, valid: readonly string[]) =>
    `unknown section type ${code(value)}${hint || `. Use one of: ${listOf(valid)}`}`,
  missingSectionType: (valid: readonly string[]) =>
    `this section has no \`type\`. Add \`type:\` with one of: ${listOf(valid)}`,
  unknownField: (key: string, where: string, hint: string, allowed: readonly string[]) =>
    `unknown field ${code(key)} ${where}${hint || `. The fields allowed here are: ${listOf(allowed)}`}`,
  missingField: (key: string, where: string, description?: string) =>
    `${where} is missing the required field ${code(key)}${description ? ` (${description.replace(/\.$/, '')})` : ''}. Add \`${key}:\` with a value`,
  wrongType: (field: string, expected: string, actual: string) =>
    `${field} should be ${expected}, but it is ${actual}`,
  notInList: (field: string, value: unknown, hint: string, allowed: readonly unknown[]) =>
    `${field} cannot be ${code(value)}${hint || ''}. Use one of: ${listOf(allowed)}`,
  wrongForm: (field: string, value: unknown, description?: string) =>
    `${field} has the wrong form: ${code(value)}.${description ? ` ${description}` : ''}`,
  empty: (field: string) => `${field} is empty. Write a value, or remove the field if it is optional`,
  tooLong: (field: string, max: number) => `${field} is too long: keep it to ${max} characters`,
  notEmail: (field: string, value: unknown) => `${field} is not an email address: ${code(value)}`,
  outOfRange: (field: string, comparison: string, limit: number) => `${field} must be ${comparison} ${limit}`,
  mustBe: (field: string, value: unknown) => `${field} must be ${code(value)}`,
  other: (field: string, detail: string) => `${field}: ${detail}`,
  yamlSyntax: (detail: string) =>
    `this is not valid YAML: ${detail}. Check the indentation (spaces, not tabs), that every \`key:\` has a space after the colon, and that text containing \`: \` or starting with { or [ is in quotes`,
  unknownReference: (reference: string, hint: string) =>
    `unknown reference {{${reference}}}${hint || '. References name a fact in site/site.yaml, such as {{firm.phones.tollFree}}'}`,
  referenceNotText: (reference: string) =>
    `the reference {{${reference}}} names a group of facts, not one value. Point it at a single value inside it`,
  brokenLink: (target: string, hint: string) =>
    `the link goes to ${code(target)}, which is not a page of the site${hint || '. Use the path of a page in site/pages/'}`,
  missingAnchor: (anchor: string, page: string, ids: readonly string[]) =>
    `no section on ${page} has the id ${code(anchor)}${ids.length ? `. The sections there with an id are: ${listOf(ids)}` : '. Add `id: ' + anchor + '` to the section the link should scroll to'}`,
  duplicatePath: (path: string, other: string) =>
    `two pages have the path ${code(path)}: this one and ${other}. Give each page its own path`,
  missingImage: (path: string) => `the image site/${path} does not exist. Add the file, or fix the path`,
  rowLength: (row: number, cells: number, columns: number) =>
    `row ${row} has ${cells} cells but the table has ${columns} columns`,
  formFieldNotSent: (name: string, allowed: readonly string[]) =>
    `the field ${code(name)} cannot be sent to the firm: a form that posts messages may only use ${listOf(allowed)}`,
  unknownPlaceholder: (name: string, fields: readonly string[]) =>
    `the subject uses {${name}}, but the form has no field of that name. Use one of: ${listOf(fields)}`,

  // Pages the code needs (schema/needed-pages.ts). `file` is the page's usual file, such as pages/home.yaml.
  missingHomePage: (file: string) =>
    `no page has the path \`/\`: the site needs a home page, where the logo and every "home" link lead. Restore ${file}, or give another page \`path: /\``,
  missingNotFoundPage: (file: string) =>
    `no page has the path \`/404\`: the site shows that page for any address it does not have, and the build and the server need it. Restore ${file}, or give another page \`path: /404\``,
  missingSentPage: (file: string) =>
    `no page has the path \`/message-sent\`: the contact and quote forms show that page after a visitor whose browser runs no JavaScript has sent a message. Restore ${file}, or give another page \`path: /message-sent\``,
  missingNotSentPage: (file: string) =>
    `no page has the path \`/message-not-sent\`: the contact and quote forms show that page when a message sent without JavaScript could not be received. Restore ${file}, or give another page \`path: /message-not-sent\``,

  // Rules of a page (schema/page-checks.ts).
  duplicateSectionId: (id: string, first: number) =>
    `section ${first} already has the id ${code(id)}: a link to #${id} can only reach one of them. Give each section its own id`,
  noHero: () =>
    'this page has no `hero` section. Every page needs one: its heading is the page\'s main heading, which search engines and screen readers take as its title. Add a `hero` section at the top of `sections:`',
  secondHero: (first: number) =>
    `this is a second \`hero\` section (section ${first} is the first): a page has only one main heading. Use another kind of section here, such as \`cta\`, or remove it`,
  secondPopularPlan: (name: string, first: string) =>
    `the plan ${code(name)} is marked \`popular: true\`, and so is ${code(first)}: only one plan of a section can be highlighted as the most popular. Remove \`popular: true\` from all plans but one`,

  // Rules of a form (schema/form-checks.ts).
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
