// The guide's entries for what the site says: references, links, pictures, words and what search
// engines and screen readers read.
export const contentMessageGuide = {
  unknownReference: {
    example: 'unknown reference {{prices.formaton}}; did you mean {{prices.formation}}?',
    explain: 'A `{{reference}}` names a fact that is not in `site.yaml`. Correct the name, or add the fact to `site.yaml`.',
  },
  referenceNotText: {
    example: 'the reference {{firm.phones}} names a group of facts, not one value. Point it at a single value inside it',
    explain: 'Name one fact, such as `{{firm.phones.tollFree}}`.',
  },
  brokenLink: {
    example: 'the link goes to `/payrol`, which is not a page of the site; did you mean `/payroll`?',
    explain: 'A link leads to an address no page has. Correct it, or add the page.',
  },
  missingAnchor: {
    example: 'no section on this page has the id `quote-from`. The sections there with an id are: `pricing`, `quote-form`',
    explain: 'A link jumps to `#something`, but no section on that page has `id: something`. Correct the link, or add the `id` to the section.',
  },
  duplicatePath: {
    example: 'two pages have the path `/tax-services`: this one and site/pages/tax-services.yaml. Give each page its own path',
    explain: 'Usually a copied page whose `path:` was not changed.',
  },
  reservedPath: {
    example: 'a page cannot have the path `/api`: the server answers the forms and testimonials under /api/. Choose another path, such as `/api-info`',
    explain: "A few addresses belong to the server or to the build's own folders, so a page there would never be seen. Pick any other path.",
  },
  insecureLink: {
    example: 'the link goes to `http://example.com`, which is not secure (http://). Use the https:// address of the same page',
    explain: "Visitors' browsers warn about pages that are not secure. Almost every site has an `https://` address: use it.",
  },
  unsafeLink: {
    example:
      'the link goes to `javascript:alert(1)`. A link may go to a page of this site (/contact), an #anchor, https://…, mailto: or tel:; `javascript:` is not allowed',
    explain:
      "A link may only open a page of this site, a section, another site's `https://` page, an email (`mailto:`) or a call (`tel:`). Other kinds of address (`javascript:`, `data:`, `vbscript:`, `file:`…) could run code in visitors' browsers or show something that is not the firm's, so they are refused, also when they come from a {{reference}}, are written in capitals, with `&#…;` codes or with spaces in front. Without a kind in front (`www.example.com`, `contact`), start the link with `/` for a page of this site or with `https://` for another site.",
  },
  unsafeAddress: {
    example:
      'the address is `data:text/html,…`, but only an https:// address can be used here; `data:` is not allowed. Write the https://… address of the page',
    explain:
      "A page shown inside this one (an `embed` section's `src`) and the portal, calendar and map addresses must be another site's `https://` page, written directly or through a {{reference}} such as `{{firm.calendarUrl}}`.",
  },
  missingImage: {
    example: 'the image site/images/team/jane-doe.jpg does not exist; did you mean `images/team/Jane Doe.jpg`?',
    explain:
      'Add the picture to `images/`, or correct its name (capital letters and spaces count). Without a suggestion the message ends: Add the file, or fix the path.',
  },
  imageTooSmall: {
    example:
      "the photo site/images/team/jane-doe.jpg is 300 pixels wide, but a laptop's sharp screen needs 778 where this photo is shown, so it will look blurred. Use a photo at least 778 pixels wide",
    explain: 'A **warning**: the photo works but will look soft. Use the original from the camera or phone instead of a small copy (see [Photos](#photos)).',
  },
  photoTooManyPixels: {
    example:
      'the photo site/images/team/jane-doe.png is 16000 × 16000 pixels, more than 50 megapixels, which would take the build seconds and hundreds of megabytes to open. Save it smaller: 4,000 pixels wide is more than the site ever shows',
    explain:
      'No camera takes a photo this large; a file can say it is this large and still be small. Open it and save it smaller, or use the original from the camera or phone (see [Photos](#photos)).',
  },
  unreadableImage: {
    example:
      'site/images/team/jane-doe.jpg cannot be read as a picture: it may be damaged, or not really the kind of file its name says. Open it and save it again as JPEG, PNG or WebP',
    explain: 'The file is not a picture the site can use (for example a HEIC photo renamed to .jpg, or a download that stopped halfway).',
  },
  siteLink: {
    example: '`images/outside` is a link; the site may only hold files of its own. Put the file itself in its place, or remove the link',
    explain:
      'A symbolic link (a shortcut to a file or folder elsewhere) was put in `site/`. Nothing reads through it: the site would otherwise publish whatever it points to. Copy the file itself into `site/`.',
  },
  notPlainFile: {
    example: '`images/feed` is not a plain file or folder (it is a pipe, a socket or a device); the site may only hold files of its own. Remove it',
    explain: 'Something that is not a file (a named pipe, a socket or a device) is in `site/`. Remove it.',
  },
  notAPicture: {
    example:
      '`images/page.html` is not a picture; site/images may hold only pictures (`.jpg`, `.jpeg`, `.png`, `.webp`, `.avif`, `.gif`, `.svg`). Move it out of site/images, or remove it',
    explain:
      'Everything in `site/images` is published as it is, so only pictures may be there: a page or a script put there would run on the site. Files whose names start with a dot are never published and may stay.',
  },
  rowLength: {
    example: 'row 3 has 1 cells but the table has 2 columns',
    explain: 'A row of a rates table has more or fewer cells than the table has column headings.',
  },
  formFieldNotSent: {
    example:
      'the field `company` cannot be sent to the firm: a form that posts messages may only use `fullName`, `email`, `phone`, `subject`, `message`, `companyName`, `employeeCount`',
    explain: 'A form that sends messages to the firm can only have the fields listed. Use one of those names for `name:`.',
  },
  unknownPlaceholder: {
    example: 'the subject uses {company}, but the form has no field of that name. Use one of: `fullName`, `email`, `companyName`',
    explain: "A form's `subject:` fills in `{name}` from the form's fields, and no field has that name.",
  },
  curlyQuotesAround: {
    example:
      '“Payroll Services” is wrapped in curly quotes, which will show on the page. Remove them: a value needs no quotes, or straight ones (") where it must have them',
    explain: 'A **warning**: the check stays green, but the quotes will show. Text pasted from a word processor often brings them.',
  },
  markupInText: {
    example: 'this text contains **bold**, which shows on the page exactly as typed: plain text has no bold, links or HTML. Write it as plain words',
    explain: 'A **warning**: `**bold**`, `[text](link)` or `<b>` are shown as typed.',
  },
  joinedListItem: {
    example:
      'this list item runs over two lines, so they are joined into one item: "Quarterly estimates Annual filing". If line 14 is an item of its own, start it with `- `',
    explain: 'A **warning**: a bullet lost its `- ` and became part of the bullet above.',
  },
  singleBraceReference: {
    example: '{firm.name} has one brace on each side, so it shows as typed. A reference to a fact has two: {{firm.name}}',
    explain: 'A **warning**: add the second brace on each side.',
  },
  sameDescription: {
    example:
      "this page's description is the same as the one of `/dental-accounting`, so search results show the two pages alike. Write a description of this page",
    explain:
      'A **warning**, shown on both pages: one was most likely copied from the other (the editor\'s "Copy this page"). Rewrite the copy\'s `description:`.',
  },
  sameKeywords: {
    example: "5 of this page's 6 keywords are also keywords of `/dental-accounting`. Write keywords for what this page is about",
    explain: "A **warning**: more than half of the page's `keywords:` are another page's, as after copying a page. Rewrite the copy's keywords.",
  },
  titleTooLong: {
    example:
      'with the firm\'s name after it, this page\'s title is 67 characters ("Dental Practice Accounting in Elk Grove | Oakline Tax & Bookkeeping"), and search results cut it after about 60. Shorten the title',
    explain:
      "A **warning**: the firm's name (`meta.titleSuffix` in site.yaml) is added after every `title:`, and search results show about 60 characters of the whole.",
  },
  descriptionMissing: {
    example: 'this page has no summary for search engines, so they make one up from the page. Write one or two sentences about the page',
    explain: "A **warning**: the page's `description:` is empty.",
  },
  descriptionTooShort: {
    example: "this page's summary for search engines is 31 characters; search results show about 150. Write at least 50: what the page offers and where",
    explain: 'A **warning**: a `description:` of a few words tells searchers little.',
  },
  descriptionTooLong: {
    example: "this page's summary for search engines is 190 characters, and search results cut it after about 160. Shorten it",
    explain: 'A **warning**: the end of a long `description:` is not shown.',
  },
  sameTitle: {
    example: "this page's title is the same as the one of `/dental-accounting`, so search results show the two pages alike. Give this page a title of its own",
    explain: "A **warning**, shown on both pages: most likely one was copied from the other. Rewrite the copy's `title:`.",
  },
  unknownTimeZone: {
    example:
      "`America/Elk_Grove` is not a time zone: write it as the world's time zone list names it, such as `America/Los_Angeles` for California or `America/New_York`",
    explain: '`firm.timeZone:` in `site.yaml` names a zone the server does not know. Write it as in the IANA time zone list (Continent/City).',
  },
  headingSkipped: {
    example:
      "this heading comes straight under the page's main heading, with no section heading between them, so screen readers announce a level skipped. Give the section a heading",
    explain:
      "A **warning**: a section without its own `heading:` shows its cards' or blocks' headings as if they belonged to the page's opening. Add a `heading:` to the section.",
  },
  photoWithoutWords: {
    example: "this photo's description is empty, so people who cannot see it are told nothing. Say in a few words what the photo shows",
    explain: "A **warning**: a photo's `alt:` holds only spaces.",
  },
}
