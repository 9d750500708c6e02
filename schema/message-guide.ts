// What each message of the catalogue (schema/messages.ts) looks like and what an editor should do
// about it: the table "Errors and what they mean" in site/README.md is written from this by
// `npm run gen:types`. The key is the message's stable code. A message without its entry here is a
// type error, and schema/catalogue.test.ts checks that each example has its message's wording.
import type { messages } from './messages.ts'
import { contentMessageGuide } from './message-guide-content.ts'
import { yamlMessageGuide } from './message-guide-yaml.ts'

export interface MessageGuide {
  /** The message as an editor sees it, with example values. */
  example: string
  /** What it means and what to do, in Markdown. */
  explain: string
}

export const messageGuide: { [K in keyof typeof messages]: MessageGuide } = {
  unknownSectionType: {
    example: 'unknown section type `heor`; did you mean `hero`?',
    explain: 'The `type:` of a section is not one of the [section types](#section-types). Correct the spelling; the suggestion is usually right.',
  },
  missingSectionType: {
    example: 'this section has no `type`. Add `type:` with one of: `banner`, `hero`, `stats`, …',
    explain: "A section must start with `type:`. Add it, or check that the section's lines are indented under its `- `.",
  },
  unknownField: {
    example: 'unknown field `heaidng` in section 1 (hero); did you mean `heading`?',
    explain:
      "The field's name is misspelt, or that kind of section does not have that field. Without a suggestion, the message lists the fields allowed there.",
  },
  missingField: {
    example:
      "this file is missing the required field `title` (The title in the browser tab and search results; the firm's name is added after it). Add `title:` with a value",
    explain: 'Something that must be written is missing. Add the field; the words in brackets say what it is.',
  },
  wrongType: {
    example: '`count` should be a number, but it is text',
    explain:
      'The value is the wrong kind: a number, `true` or `false`, a list (lines starting with `- `) or a group of fields was expected. A list or group that is indented wrongly often causes this.',
  },
  notInList: {
    example: '`tone` in section 3 (cards) cannot be `grey`. Use one of: `plain`, `muted`, `brand`',
    explain: 'The field takes only certain values (an icon name, a button style, a background). Use one of those listed.',
  },
  wrongForm: {
    example: "`path` has the wrong form: `tax-services`. The page's address on the site, starting with /.",
    explain:
      'The value must follow a pattern: a page address starts with `/`, a link with `/`, `#`, `https://`, `tel:` or `mailto:`, an `id` is lower-case letters, digits and dashes, a time is written like `9:00 AM`.',
  },
  empty: {
    example: '`heading` in section 1 (hero) is empty. Write a value, or remove the field if it is optional',
    explain: 'A field or list has nothing in it. Write the value, or delete the line.',
  },
  tooLong: {
    example: '`description` is too long: keep it to 320 characters',
    explain: 'Shorten the text.',
  },
  notEmail: {
    example: '`email` is not an email address: `office@example`',
    explain: 'Correct the address.',
  },
  outOfRange: {
    example: '`rating` in section 5 (testimonials) must be <= 5',
    explain: 'The number is outside what is allowed (here, stars from 1 to 5).',
  },
  mustBe: {
    example: '`endpoint` must be `/api/contact`',
    explain: 'The field can only have the value shown. Write it exactly.',
  },
  other: {
    example: '`field`: a detail from the checker',
    explain: 'A rarer problem with the value of that field; the detail says what is expected.',
  },
  ...yamlMessageGuide,
  ...contentMessageGuide,
  missingHomePage: {
    example:
      'no page has the path `/`: the site needs a home page, where the logo and every "home" link lead. Restore pages/home.yaml, or give another page `path: /`',
    explain: 'The home page was deleted, or its `path:` was changed. Undo that change.',
  },
  missingNotFoundPage: {
    example:
      'no page has the path `/404`: the site shows that page for any address it does not have, and the build and the server need it. Restore pages/not-found.yaml, or give another page `path: /404`',
    explain: 'The "page not found" page was deleted, or its `path:` was changed. Undo that change; its words may be changed freely.',
  },
  missingSentPage: {
    example:
      'no page has the path `/message-sent`: the contact and quote forms show that page after a visitor whose browser runs no JavaScript has sent a message. Restore pages/message-sent.yaml, or give another page `path: /message-sent`',
    explain: 'The confirmation page was deleted, or its `path:` was changed. Visitors never reach it from the menu, but the forms need it. Undo that change.',
  },
  missingNotSentPage: {
    example:
      'no page has the path `/message-not-sent`: the contact and quote forms show that page when a message sent without JavaScript could not be received. Restore pages/message-not-sent.yaml, or give another page `path: /message-not-sent`',
    explain: 'The same for the page that says a message was not sent.',
  },
  duplicateSectionId: {
    example: 'section 2 already has the id `pricing`: a link to #pricing can only reach one of them. Give each section its own id',
    explain: 'Two sections of one page have the same `id:`, often after copying a section. Rename one (and the links that should go to it).',
  },
  noHero: {
    example:
      "this page has no `hero` section. Every page needs one: its heading is the page's main heading, which search engines and screen readers take as its title. Add a `hero` section at the top of `sections:`",
    explain: 'Every page opens with one `hero` section. Add one, or undo the change that removed it.',
  },
  secondHero: {
    example:
      'this is a second `hero` section (section 1 is the first): a page has only one main heading. Use another kind of section here, such as `cta`, or remove it',
    explain: 'A page may have only one `hero`.',
  },
  secondPopularPlan: {
    example:
      'the plan `Growth` is marked `popular: true`, and so is `Starter`: only one plan of a section can be highlighted as the most popular. Remove `popular: true` from all plans but one',
    explain: 'To change which plan is highlighted, move `popular: true` to it instead of adding a second one.',
  },
  duplicateFieldName: {
    example: 'another field of this form is already named `email`: the two answers would be mixed up. Give each field its own `name`',
    explain: 'Two fields of one form have the same `name:`, often after copying a field.',
  },
  optionsNeeded: {
    example:
      'the field `employeeCount` is a `select` field but has no `options`, so a visitor would have nothing to choose. Add `options:` with a `value` and `label` for each choice',
    explain: 'A `select`, `radio` or `checkboxes` field lists its choices under `options:`.',
  },
  defaultNotAnOption: {
    example: "the default `6-10` is not one of this field's options. Use one of: `1-5`, `11-25`",
    explain: "A field's `default:` must be the `value` of one of its options.",
  },
  postedCheckboxes: {
    example:
      'the field `services` lets a visitor tick several boxes, but a message to the firm holds one answer per field. Use `input: select` or `input: radio`',
    explain: 'A form that sends messages cannot have `input: checkboxes`.',
  },
  formFieldNotRequired: {
    example:
      'the firm cannot receive a message with `phone` left empty, but this field is not required, so a visitor could leave it empty and the message would not be sent. Add `required: true` to the field',
    explain: 'Some answers must always be in a message (name, email, phone, subject, company, number of employees). The form must ask for them.',
  },
  fieldNeedsChoice: {
    example:
      'the firm accepts only certain answers for `employeeCount` (`1-5`, `6-10`, `11-25`, `26-50`, `51-100`, `100+`), so a visitor must choose one instead of typing it. Use `input: select` or `input: radio` with those values as `options`',
    explain: 'The field must offer the accepted answers as choices.',
  },
  optionNotAccepted: {
    example:
      'the firm does not accept `5-10` as `employeeCount`: a visitor choosing it would see "not sent". Use one of: `1-5`, `6-10`, `11-25`, `26-50`, `51-100`, `100+`',
    explain: "An option's `value:` must be one the firm accepts; its `label:` (the words shown) may say anything.",
  },
  formNeedsField: {
    example:
      'this form sends messages to the firm, and every message needs `email`, but the form has no field named so. Add a field with `name: email` and `required: true`',
    explain: "A form that sends messages must ask for the visitor's name, email, phone and message. Add the field, or undo the change that removed it.",
  },
  formNeedsSubject: {
    example:
      'this form sends messages to the firm, and every message needs a `subject`, but the form has no `subject` field and no subject template. Add a field with `name: subject`, or write `subject:` under `submit:`',
    explain: 'Every message needs a subject: let the visitor write it, or build it from the other answers (`subject: "Quote - {companyName}"`).',
  },
  menuEntryGoesNowhere: {
    example:
      'the menu entry `Services` has neither `to` nor `children`, so it would lead nowhere. Add `to:` with the page it opens, or `children:` with the entries it groups',
    explain: 'A menu entry is a link (`to:`) or a group (`children:`).',
  },
  menuEntryLinkAndGroup: {
    example:
      'the menu entry `Services` has both `to` and `children`: it opens its group and never follows `to`. Remove `to:`, or add that link as one of its children',
    explain: 'A group of entries opens when chosen, so its own `to:` is never used.',
  },
}
