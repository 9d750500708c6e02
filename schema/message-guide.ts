// What each message of the catalogue (schema/messages.ts) looks like and what an editor should do
// about it: the table "Errors and what they mean" in site/README.md is written from this by
// `npm run gen:types`. The key is the message's stable code. A message without its entry here is a
// type error, and schema/catalogue.test.ts checks that each example has its message's wording.
import type { messages } from './messages.ts'

export interface MessageGuide {
  /** The message as an editor sees it, with example values. */
  example: string
  /** What it means and what to do, in Markdown. */
  explain: string
}

export const messageGuide: { [K in keyof typeof messages]: MessageGuide } = {
  unknownSectionType: {
    example: "unknown section type `heor`; did you mean `hero`?",
    explain: "The `type:` of a section is not one of the [section types](#section-types). Correct the spelling; the suggestion is usually right." },
  missingSectionType: {
    example: "this section has no `type`. Add `type:` with one of: `banner`, `hero`, `stats`, …",
    explain: "A section must start with `type:`. Add it, or check that the section's lines are indented under its `- `." },
  unknownField: {
    example: "unknown field `heaidng` in section 1 (hero); did you mean `heading`?",
    explain: "The field's name is misspelt, or that kind of section does not have that field. Without a suggestion, the message lists the fields allowed there." },
  missingField: {
    example: "this file is missing the required field `title` (The title in the browser tab and search results; the firm's name is added after it). Add `title:` with a value",
    explain: "Something that must be written is missing. Add the field; the words in brackets say what it is." },
  wrongType: {
    example: "`count` should be a number, but it is text",
    explain: "The value is the wrong kind: a number, `true` or `false`, a list (lines starting with `- `) or a group of fields was expected. A list or group that is indented wrongly often causes this." },
  notInList: {
    example: "`tone` in section 3 (cards) cannot be `grey`. Use one of: `plain`, `muted`, `brand`",
    explain: "The field takes only certain values (an icon name, a button style, a background). Use one of those listed." },
  wrongForm: {
    example: "`path` has the wrong form: `tax-services`. The page's address on the site, starting with /.",
    explain: "The value must follow a pattern: a page address starts with `/`, a link with `/`, `#`, `https://`, `tel:` or `mailto:`, an `id` is lower-case letters, digits and dashes, a time is written like `9:00 AM`." },
  empty: {
    example: "`heading` in section 1 (hero) is empty. Write a value, or remove the field if it is optional",
    explain: "A field or list has nothing in it. Write the value, or delete the line." },
  tooLong: {
    example: "`description` is too long: keep it to 320 characters",
    explain: "Shorten the text." },
  notEmail: {
    example: "`email` is not an email address: `office@example`",
    explain: "Correct the address." },
  outOfRange: {
    example: "`rating` in section 5 (testimonials) must be <= 5",
    explain: "The number is outside what is allowed (here, stars from 1 to 5)." },
  mustBe: {
    example: "`endpoint` must be `/api/contact`",
    explain: "The field can only have the value shown. Write it exactly." },
  other: {
    example: "`field`: a detail from the checker",
    explain: "A rarer problem with the value of that field; the detail says what is expected." },
  yamlSyntax: {
    example: "this line is not valid YAML. Compare it with the lines around it: indent with spaces, put a space after each `key:`, and put text containing `: ` or starting with { or [ in double quotes",
    explain: "The file cannot be read at all, so nothing else in it is checked. Only the first slip in a file is shown, because everything after it would be guesswork: fix it and run the check again (see [YAML in five minutes](#yaml-in-five-minutes))." },
  yamlTab: {
    example: "YAML is indented with spaces; this line starts with a tab. Replace the tab with spaces",
    explain: "A tab key press at the start of a line. Delete it and indent with spaces, lining the line up with the one above. Only the first line with a tab is reported." },
  yamlNoSpaceAfterColon: {
    example: "put a space after the colon: `title: …`",
    explain: "`title:Hello` is read as one word. Type a space after the colon." },
  yamlColonInText: {
    example: "the text of `heading` contains `: `, which YAML reads as a new field. Put the whole value in double quotes",
    explain: "A colon followed by a space starts a field in YAML. Write the value as `heading: \"Note: we moved\"`." },
  yamlDuplicateKey: {
    example: "`heading` is written twice here (lines 17 and 18). Keep one; if line 18 starts a new item of the list, put `- ` before it",
    explain: "The same field appears twice in one section or item. Delete one; when the second is really the start of the next section, it lost its `- `." },
  yamlIndentedMore: {
    example: "this line is indented more than the one above; line it up with `heading` (column 5)",
    explain: "The fields of one section or item start at the same column. Remove spaces until the line starts under the field named." },
  yamlIndentedLess: {
    example: "this line is indented less than the one above; line it up with `heading` (column 5), or, if it starts a new item of the list, begin it with `- `",
    explain: "Add spaces until the line starts under the field named, or start a new item with `- `." },
  yamlUnclosedQuote: {
    example: "this value opens a quote that is never closed. Add the closing quote at the end of the value",
    explain: "A value that starts with `\"` or `'` must end with the same quote." },
  yamlUnclosedBracket: {
    example: "a { opened here is not closed with }. Close it on the same line, or, if { is part of the text, put the whole value in double quotes",
    explain: "A one-line item `{ label: …, to: … }` or list `[ … ]` must be closed on its line. Text that starts with `{` or `[` needs quotes." },
  yamlStrayBracket: {
    example: "this } closes nothing that was opened. Remove it, or, if it is part of the text, put the whole value in double quotes",
    explain: "A stray closing bracket." },
  yamlBadEscape: {
    example: "a backslash inside double quotes starts a special character; write `\\\\` for a backslash, or use single quotes",
    explain: "Inside `\"…\"`, `\\` has a meaning of its own." },
  yamlCurlyQuotes: {
    example: "these are curly quotes (“ ” or ‘ ’), which YAML treats as ordinary letters. Type straight quotes (\") instead",
    explain: "Text pasted from a word processor often brings curly quotes. YAML only understands the straight `\"` and `'`." },
  yamlAlias: {
    example: "`&x` and `*x` (YAML anchors and aliases) are not used in site/. Write the value itself, or a {{reference}} to a fact in site/site.yaml",
    explain: "YAML can repeat a value with `&name` and `*name`; this site writes a fact once in `site.yaml` and refers to it with `{{…}}` instead." },
  unknownReference: {
    example: "unknown reference {{prices.formaton}}; did you mean {{prices.formation}}?",
    explain: "A `{{reference}}` names a fact that is not in `site.yaml`. Correct the name, or add the fact to `site.yaml`." },
  referenceNotText: {
    example: "the reference {{firm.phones}} names a group of facts, not one value. Point it at a single value inside it",
    explain: "Name one fact, such as `{{firm.phones.tollFree}}`." },
  brokenLink: {
    example: "the link goes to `/payrol`, which is not a page of the site; did you mean `/payroll`?",
    explain: "A link leads to an address no page has. Correct it, or add the page." },
  missingAnchor: {
    example: "no section on this page has the id `quote-from`. The sections there with an id are: `pricing`, `quote-form`",
    explain: "A link jumps to `#something`, but no section on that page has `id: something`. Correct the link, or add the `id` to the section." },
  duplicatePath: {
    example: "two pages have the path `/tax-services`: this one and site/pages/tax-services.yaml. Give each page its own path",
    explain: "Usually a copied page whose `path:` was not changed." },
  reservedPath: {
    example: "a page cannot have the path `/api`: the server answers the forms and testimonials under /api/. Choose another path, such as `/api-info`",
    explain: "A few addresses belong to the server or to the build's own folders, so a page there would never be seen. Pick any other path." },
  insecureLink: {
    example: "the link goes to `http://example.com`, which is not secure (http://). Use the https:// address of the same page",
    explain: "Visitors' browsers warn about pages that are not secure. Almost every site has an `https://` address: use it." },
  unsafeLink: {
    example: "the link goes to `javascript:alert(1)`. A link may go to a page of this site (/contact), an #anchor, https://…, mailto: or tel:; `javascript:` is not allowed",
    explain: "A link may only open a page of this site, a section, another site's `https://` page, an email (`mailto:`) or a call (`tel:`). Other kinds of address (`javascript:`, `data:`, `vbscript:`, `file:`…) could run code in visitors' browsers or show something that is not the firm's, so they are refused, also when they come from a {{reference}}, are written in capitals, with `&#…;` codes or with spaces in front. Without a kind in front (`www.example.com`, `contact`), start the link with `/` for a page of this site or with `https://` for another site." },
  unsafeAddress: {
    example: "the address is `data:text/html,…`, but only an https:// address can be used here; `data:` is not allowed. Write the https://… address of the page",
    explain: "A page shown inside this one (an `embed` section's `src`) and the portal, calendar and map addresses must be another site's `https://` page, written directly or through a {{reference}} such as `{{firm.calendarUrl}}`." },
  missingImage: {
    example: "the image site/images/team/jane-doe.jpg does not exist; did you mean `images/team/Jane Doe.jpg`?",
    explain: "Add the picture to `images/`, or correct its name (capital letters and spaces count). Without a suggestion the message ends: Add the file, or fix the path." },
  imageTooSmall: {
    example: "the photo site/images/team/jane-doe.jpg is 300 pixels wide, but a laptop's sharp screen needs 778 where this photo is shown, so it will look blurred. Use a photo at least 778 pixels wide",
    explain: "A **warning**: the photo works but will look soft. Use the original from the camera or phone instead of a small copy (see [Photos](#photos))." },
  photoTooManyPixels: {
    example: "the photo site/images/team/jane-doe.png is 16000 × 16000 pixels, more than 50 megapixels, which would take the build seconds and hundreds of megabytes to open. Save it smaller: 4,000 pixels wide is more than the site ever shows",
    explain: "No camera takes a photo this large; a file can say it is this large and still be small. Open it and save it smaller, or use the original from the camera or phone (see [Photos](#photos))." },
  unreadableImage: {
    example: "site/images/team/jane-doe.jpg cannot be read as a picture: it may be damaged, or not really the kind of file its name says. Open it and save it again as JPEG, PNG or WebP",
    explain: "The file is not a picture the site can use (for example a HEIC photo renamed to .jpg, or a download that stopped halfway)." },
  siteLink: {
    example: "`images/outside` is a link; the site may only hold files of its own. Put the file itself in its place, or remove the link",
    explain: "A symbolic link (a shortcut to a file or folder elsewhere) was put in `site/`. Nothing reads through it: the site would otherwise publish whatever it points to. Copy the file itself into `site/`." },
  notPlainFile: {
    example: "`images/feed` is not a plain file or folder (it is a pipe, a socket or a device); the site may only hold files of its own. Remove it",
    explain: "Something that is not a file (a named pipe, a socket or a device) is in `site/`. Remove it." },
  notAPicture: {
    example: "`images/page.html` is not a picture; site/images may hold only pictures (`.jpg`, `.jpeg`, `.png`, `.webp`, `.avif`, `.gif`, `.svg`). Move it out of site/images, or remove it",
    explain: "Everything in `site/images` is published as it is, so only pictures may be there: a page or a script put there would run on the site. Files whose names start with a dot are never published and may stay." },
  rowLength: {
    example: "row 3 has 1 cells but the table has 2 columns",
    explain: "A row of a rates table has more or fewer cells than the table has column headings." },
  formFieldNotSent: {
    example: "the field `company` cannot be sent to the firm: a form that posts messages may only use `fullName`, `email`, `phone`, `subject`, `message`, `companyName`, `employeeCount`",
    explain: "A form that sends messages to the firm can only have the fields listed. Use one of those names for `name:`." },
  unknownPlaceholder: {
    example: "the subject uses {company}, but the form has no field of that name. Use one of: `fullName`, `email`, `companyName`",
    explain: "A form's `subject:` fills in `{name}` from the form's fields, and no field has that name." },
  curlyQuotesAround: {
    example: "“Payroll Services” is wrapped in curly quotes, which will show on the page. Remove them: a value needs no quotes, or straight ones (\") where it must have them",
    explain: "A **warning**: the check stays green, but the quotes will show. Text pasted from a word processor often brings them." },
  markupInText: {
    example: "this text contains **bold**, which shows on the page exactly as typed: plain text has no bold, links or HTML. Write it as plain words",
    explain: "A **warning**: `**bold**`, `[text](link)` or `<b>` are shown as typed." },
  joinedListItem: {
    example: "this list item runs over two lines, so they are joined into one item: \"Quarterly estimates Annual filing\". If line 14 is an item of its own, start it with `- `",
    explain: "A **warning**: a bullet lost its `- ` and became part of the bullet above." },
  singleBraceReference: {
    example: "{firm.name} has one brace on each side, so it shows as typed. A reference to a fact has two: {{firm.name}}",
    explain: "A **warning**: add the second brace on each side." },
  sameDescription: {
    example: "this page's description is the same as the one of `/dental-accounting`, so search results show the two pages alike. Write a description of this page",
    explain: "A **warning**, shown on both pages: one was most likely copied from the other (the editor's \"Copy this page\"). Rewrite the copy's `description:`." },
  sameKeywords: {
    example: "5 of this page's 6 keywords are also keywords of `/dental-accounting`. Write keywords for what this page is about",
    explain: "A **warning**: more than half of the page's `keywords:` are another page's, as after copying a page. Rewrite the copy's keywords." },
  titleTooLong: {
    example: "with the firm's name after it, this page's title is 67 characters (\"Dental Practice Accounting in Elk Grove | Oakline Tax & Bookkeeping\"), and search results cut it after about 60. Shorten the title",
    explain: "A **warning**: the firm's name (`meta.titleSuffix` in site.yaml) is added after every `title:`, and search results show about 60 characters of the whole." },
  descriptionMissing: {
    example: "this page has no summary for search engines, so they make one up from the page. Write one or two sentences about the page",
    explain: "A **warning**: the page's `description:` is empty." },
  descriptionTooShort: {
    example: "this page's summary for search engines is 31 characters; search results show about 150. Write at least 50: what the page offers and where",
    explain: "A **warning**: a `description:` of a few words tells searchers little." },
  descriptionTooLong: {
    example: "this page's summary for search engines is 190 characters, and search results cut it after about 160. Shorten it",
    explain: "A **warning**: the end of a long `description:` is not shown." },
  sameTitle: {
    example: "this page's title is the same as the one of `/dental-accounting`, so search results show the two pages alike. Give this page a title of its own",
    explain: "A **warning**, shown on both pages: most likely one was copied from the other. Rewrite the copy's `title:`." },
  unknownTimeZone: {
    example: "`America/Elk_Grove` is not a time zone: write it as the world's time zone list names it, such as `America/Los_Angeles` for California or `America/New_York`",
    explain: "`firm.timeZone:` in `site.yaml` names a zone the server does not know. Write it as in the IANA time zone list (Continent/City)." },
  headingSkipped: {
    example: "this heading comes straight under the page's main heading, with no section heading between them, so screen readers announce a level skipped. Give the section a heading",
    explain: "A **warning**: a section without its own `heading:` shows its cards' or blocks' headings as if they belonged to the page's opening. Add a `heading:` to the section." },
  photoWithoutWords: {
    example: "this photo's description is empty, so people who cannot see it are told nothing. Say in a few words what the photo shows",
    explain: "A **warning**: a photo's `alt:` holds only spaces." },
  missingHomePage: {
    example: "no page has the path `/`: the site needs a home page, where the logo and every \"home\" link lead. Restore pages/home.yaml, or give another page `path: /`",
    explain: "The home page was deleted, or its `path:` was changed. Undo that change." },
  missingNotFoundPage: {
    example: "no page has the path `/404`: the site shows that page for any address it does not have, and the build and the server need it. Restore pages/not-found.yaml, or give another page `path: /404`",
    explain: "The \"page not found\" page was deleted, or its `path:` was changed. Undo that change; its words may be changed freely." },
  missingSentPage: {
    example: "no page has the path `/message-sent`: the contact and quote forms show that page after a visitor whose browser runs no JavaScript has sent a message. Restore pages/message-sent.yaml, or give another page `path: /message-sent`",
    explain: "The confirmation page was deleted, or its `path:` was changed. Visitors never reach it from the menu, but the forms need it. Undo that change." },
  missingNotSentPage: {
    example: "no page has the path `/message-not-sent`: the contact and quote forms show that page when a message sent without JavaScript could not be received. Restore pages/message-not-sent.yaml, or give another page `path: /message-not-sent`",
    explain: "The same for the page that says a message was not sent." },
  duplicateSectionId: {
    example: "section 2 already has the id `pricing`: a link to #pricing can only reach one of them. Give each section its own id",
    explain: "Two sections of one page have the same `id:`, often after copying a section. Rename one (and the links that should go to it)." },
  noHero: {
    example: "this page has no `hero` section. Every page needs one: its heading is the page's main heading, which search engines and screen readers take as its title. Add a `hero` section at the top of `sections:`",
    explain: "Every page opens with one `hero` section. Add one, or undo the change that removed it." },
  secondHero: {
    example: "this is a second `hero` section (section 1 is the first): a page has only one main heading. Use another kind of section here, such as `cta`, or remove it",
    explain: "A page may have only one `hero`." },
  secondPopularPlan: {
    example: "the plan `Growth` is marked `popular: true`, and so is `Starter`: only one plan of a section can be highlighted as the most popular. Remove `popular: true` from all plans but one",
    explain: "To change which plan is highlighted, move `popular: true` to it instead of adding a second one." },
  duplicateFieldName: {
    example: "another field of this form is already named `email`: the two answers would be mixed up. Give each field its own `name`",
    explain: "Two fields of one form have the same `name:`, often after copying a field." },
  optionsNeeded: {
    example: "the field `employeeCount` is a `select` field but has no `options`, so a visitor would have nothing to choose. Add `options:` with a `value` and `label` for each choice",
    explain: "A `select`, `radio` or `checkboxes` field lists its choices under `options:`." },
  defaultNotAnOption: {
    example: "the default `6-10` is not one of this field's options. Use one of: `1-5`, `11-25`",
    explain: "A field's `default:` must be the `value` of one of its options." },
  postedCheckboxes: {
    example: "the field `services` lets a visitor tick several boxes, but a message to the firm holds one answer per field. Use `input: select` or `input: radio`",
    explain: "A form that sends messages cannot have `input: checkboxes`." },
  formFieldNotRequired: {
    example: "the firm cannot receive a message with `phone` left empty, but this field is not required, so a visitor could leave it empty and the message would not be sent. Add `required: true` to the field",
    explain: "Some answers must always be in a message (name, email, phone, subject, company, number of employees). The form must ask for them." },
  fieldNeedsChoice: {
    example: "the firm accepts only certain answers for `employeeCount` (`1-5`, `6-10`, `11-25`, `26-50`, `51-100`, `100+`), so a visitor must choose one instead of typing it. Use `input: select` or `input: radio` with those values as `options`",
    explain: "The field must offer the accepted answers as choices." },
  optionNotAccepted: {
    example: "the firm does not accept `5-10` as `employeeCount`: a visitor choosing it would see \"not sent\". Use one of: `1-5`, `6-10`, `11-25`, `26-50`, `51-100`, `100+`",
    explain: "An option's `value:` must be one the firm accepts; its `label:` (the words shown) may say anything." },
  formNeedsField: {
    example: "this form sends messages to the firm, and every message needs `email`, but the form has no field named so. Add a field with `name: email` and `required: true`",
    explain: "A form that sends messages must ask for the visitor's name, email, phone and message. Add the field, or undo the change that removed it." },
  formNeedsSubject: {
    example: "this form sends messages to the firm, and every message needs a `subject`, but the form has no `subject` field and no subject template. Add a field with `name: subject`, or write `subject:` under `submit:`",
    explain: "Every message needs a subject: let the visitor write it, or build it from the other answers (`subject: \"Quote - {companyName}\"`)." },
  menuEntryGoesNowhere: {
    example: "the menu entry `Services` has neither `to` nor `children`, so it would lead nowhere. Add `to:` with the page it opens, or `children:` with the entries it groups",
    explain: "A menu entry is a link (`to:`) or a group (`children:`)." },
  menuEntryLinkAndGroup: {
    example: "the menu entry `Services` has both `to` and `children`: it opens its group and never follows `to`. Remove `to:`, or add that link as one of its children",
    explain: "A group of entries opens when chosen, so its own `to:` is never used." },
}
