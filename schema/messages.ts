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
}
