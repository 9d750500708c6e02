// The schema of site/site.yaml: the firm's facts, metadata defaults, the header with its menu, the footer
// and the interface words every page shares.
import { linkTarget } from './blocks.ts'
import { items, list, number, object, oneOf, ref, refField, schemaLine, text } from './schema-parts.ts'

// Days written the way the pages show them and search engines can read them: Monday-Friday, Saturday.
const day = '(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)'
const dayList = `^${day}(-${day})?(, ${day}(-${day})?)*$`

export const NavItem = object(
  'Menu entry',
  'An entry of the header menu: a link, or a group of entries.',
  {
    label: text('Label', 'The words shown.', 'Tax Services'),
    to: linkTarget,
    badge: text('Badge', 'A small label beside the entry.', '{{prices.formation}}'),
    children: list('Entries in this group', 'The entries inside this group.', ref('NavItem'), [{ label: 'Tax Planning', to: '/tax-planning' }]),
  },
  ['label'],
  { label: 'Payroll Services', to: '/payroll' },
)

export const Office = object(
  'Office',
  'An office of the firm.',
  {
    name: text('Office name', "The office's name.", 'Elk Grove Office'),
    street: text('Street address', 'Street address with suite.', '9000 Elk Grove Florin Rd, Suite 5'),
    city: text('City', 'City.', 'Elk Grove'),
    region: text('State', 'State, as two letters.', 'CA'),
    postalCode: text('ZIP code', 'ZIP code.', '95624'),
    phone: text('Office phone number', "The office's phone number.", '(916) 555-0123'),
    mapUrl: text('Map link', 'A link to the office on a maps service.', 'https://www.google.com/maps/search/?api=1&query=Elk+Grove+Florin+Rd', {
      pattern: '^https://',
    }),
  },
  ['name', 'street', 'city', 'region', 'postalCode', 'phone', 'mapUrl'],
  {
    name: 'Elk Grove Office',
    street: '9000 Elk Grove Florin Rd, Suite 5',
    city: 'Elk Grove',
    region: 'CA',
    postalCode: '95624',
    phone: '(916) 555-0123',
    mapUrl: 'https://www.google.com/maps',
  },
)

export const SiteConfig = object(
  'Site settings',
  "site/site.yaml: the firm's facts, the header and footer, metadata defaults and shared interface strings.",
  {
    $schema: schemaLine,
    firm: object(
      'Firm facts',
      'Facts about the firm. Write each fact once here and refer to it elsewhere as {{firm.name}}.',
      {
        name: text('Firm name', "The firm's name.", 'Oakline Tax & Bookkeeping'),
        formerName: text('Former name', 'The name the firm used before.', 'Oakline & Associates'),
        founded: text('Year founded', 'The year the firm started.', '1996'),
        email: text('Email address', 'The email address visitors write to.', 'office@example.com', { format: 'email' }),
        phones: object(
          'Phone numbers',
          "The firm's numbers.",
          {
            tollFree: text('Toll-free phone number', 'The main toll-free number.', '(877) 555-0142'),
            fax: text('Fax number', 'The fax number.', '(916) 555-0190'),
          },
          ['tollFree', 'fax'],
          { tollFree: '(877) 555-0142', fax: '(916) 555-0190' },
        ),
        hours: object(
          'Opening hours',
          'Opening hours: the days open and the times, shown on the pages and given to search engines.',
          {
            days: text(
              'Days open',
              'The days open: a day, or a range of days, or several separated by commas, written like Monday-Friday or Monday-Friday, Saturday. Search engines read the same days.',
              'Monday-Friday',
              { pattern: dayList },
            ),
            opens: text('Opening time', 'Opening time, written like 9:00 AM.', '9:00 AM', { pattern: '^(1[0-2]|[1-9]):[0-5][0-9] (AM|PM)$' }),
            closes: text('Closing time', 'Closing time, written like 5:30 PM.', '5:30 PM', { pattern: '^(1[0-2]|[1-9]):[0-5][0-9] (AM|PM)$' }),
            weekend: text('Weekends', 'What weekends are.', 'Saturday-Sunday: Closed'),
          },
          ['days', 'opens', 'closes', 'weekend'],
          { days: 'Monday-Friday', opens: '9:00 AM', closes: '5:30 PM', weekend: 'Saturday-Sunday: Closed' },
        ),
        portalUrl: text('Client portal address', 'The secure client portal.', 'https://portal.example.com', { pattern: '^https://' }),
        calendarUrl: text('Booking calendar address', 'The booking calendar shown on /book.', 'https://calendar.example.com/book', { pattern: '^https://' }),
        mapUrl: text('Map link', 'A maps link for Get Directions.', 'https://www.google.com/maps/search/?api=1&query=Elk+Grove+CA', { pattern: '^https://' }),
        rating: object(
          'Review rating',
          "The firm's review rating.",
          {
            value: number('Average stars', 'Average stars.', 4.9, { minimum: 1, maximum: 5 }),
            count: number('Number of reviews', 'Number of reviews.', 1700, { minimum: 1 }),
          },
          ['value', 'count'],
          { value: 4.9, count: 1700 },
        ),
        offices: items('Offices', 'The offices.', 'Office', [{ name: 'Elk Grove Office' }]),
        timeZone: text(
          'Time zone',
          "The firm's time zone, as the world's time zone list names it (America/Los_Angeles for California): a publication set for a date and time goes live at that time here. Without it, times are UTC.",
          'America/Los_Angeles',
          { pattern: '^[A-Za-z][A-Za-z0-9_+-]*(/[A-Za-z0-9_+-]+)*$' },
        ),
      },
      ['name', 'email', 'phones', 'hours', 'portalUrl', 'calendarUrl', 'mapUrl', 'rating', 'offices'],
      { name: 'Oakline Tax & Bookkeeping' },
    ),
    prices: {
      type: 'object',
      title: 'Prices',
      description: 'Prices, referred to as {{prices.formation}}.',
      additionalProperties: { type: 'string', minLength: 1 },
      examples: [{ formation: '$195' }],
    },
    figures: {
      type: 'object',
      title: 'Figures',
      description: 'Figures used on several pages, referred to as {{figures.clients}}.',
      additionalProperties: { type: 'string', minLength: 1 },
      examples: [{ clients: '1,700+' }],
    },
    meta: object(
      'Search and sharing defaults',
      "Defaults for every page's metadata.",
      {
        siteUrl: text('Site address', "The site's address, used for canonical links and the sitemap.", 'https://www.example.com', {
          pattern: '^https?://[^/]+$',
        }),
        titleSuffix: text('After every page title', 'Added after every page title.', ' | {{firm.name}}'),
        locale: text('Language and region', 'The language and region of the site.', 'en_US'),
        image: text('Sharing picture', 'The picture social sites show, a path inside site/.', 'images/og.png', { pattern: '^images/' }),
        twitterCard: oneOf('Look of shared links on X', 'How X (Twitter) shows a shared link.', ['summary', 'summary_large_image'], 'summary_large_image'),
      },
      ['siteUrl', 'titleSuffix', 'locale'],
      { siteUrl: 'https://www.example.com', titleSuffix: ' | Oakline', locale: 'en_US' },
    ),
    header: object(
      'Header',
      'The bar at the top of every page.',
      {
        logo: text('Logo name', 'The name shown as the logo, linking home.', '{{firm.name}}'),
        logoLabel: text('Logo for screen readers', 'What the logo link says to screen readers.', '{{firm.name}}, home'),
        menu: items('Menu entries', 'The menu entries.', 'NavItem', [{ label: 'Home', to: '/' }]),
        actions: items('Buttons', 'The buttons at the right.', 'Action', [{ label: 'Book Appointment', to: '/book' }]),
        openMenuLabel: text('Open menu button', 'The label of the menu toggle on small screens when closed.', 'Open menu'),
        closeMenuLabel: text('Close menu button', 'The label of the menu toggle when open.', 'Close menu'),
      },
      ['logo', 'logoLabel', 'menu', 'actions', 'openMenuLabel', 'closeMenuLabel'],
      { logo: '{{firm.name}}' },
    ),
    footer: object(
      'Footer',
      'The block at the bottom of every page.',
      {
        about: text('About the firm', 'A sentence about the firm.', 'Bookkeeping, tax and payroll for Elk Grove since 1996.'),
        columns: list(
          'Link columns',
          'Columns of links.',
          object(
            'Link column',
            'A column of footer links.',
            {
              heading: text('Column heading', "The column's heading.", 'Company'),
              links: items('Links', 'The links in the column.', 'Action', [{ label: 'Contact', to: '/contact' }]),
            },
            ['heading', 'links'],
            { heading: 'Company', links: [{ label: 'Contact', to: '/contact' }] },
          ),
          [{ heading: 'Company', links: [] }],
        ),
        contact: items('Ways to reach the firm', 'Contact lines in the footer.', 'ContactItem', [{ label: 'Phone', lines: ['{{firm.phones.tollFree}}'] }]),
        portal: refField('Client portal link', 'The link to the client portal.', 'Action'),
        copyright: text('Copyright line', 'The copyright line.', '© 2025 {{firm.name}}. All rights reserved.'),
      },
      ['about', 'columns', 'portal', 'copyright'],
      { about: 'Since 1996.' },
    ),
    strings: object(
      'Shared words',
      'Interface words shared by every page.',
      {
        skipToContent: text('Skip link', 'The link that lets keyboard users skip the menu.', 'Skip to main content'),
        sending: text('While sending', 'The submit button while a form is sending.', 'Sending...'),
        scrollToTop: text('Scroll-to-top button', 'The floating button that scrolls back up.', 'Scroll to top'),
        newTab: text('New-tab note', 'Told to screen readers on links that open a new tab.', '(opens in a new tab)'),
        required: text('Required-field note', 'Told after the label of a required field.', '(required)'),
        close: text('Close button', 'The label of close buttons.', 'Close'),
        notifications: text('Notifications area', 'The name of the notifications region; F8 moves there.', 'Notifications (F8)'),
        rating: text('Star rating read out', 'How a star rating is read out; {n} is the number of stars.', 'Rated {n} out of 5'),
        cookie: object(
          'Cookie notice',
          'The cookie notice.',
          {
            title: text('Notice title', "The notice's title.", 'We use cookies'),
            text: text('Notice text', "The notice's text.", 'We use cookies to keep the site secure and to understand how it is used.'),
            accept: text('Accept button', 'The accept button.', 'Accept'),
            decline: text('Decline button', 'The decline button.', 'Decline'),
            policy: refField('Cookie policy link', 'The link to the cookie policy.', 'Action'),
          },
          ['title', 'text', 'accept', 'decline', 'policy'],
          { title: 'We use cookies', text: '…', accept: 'Accept', decline: 'Decline' },
        ),
      },
      ['skipToContent', 'sending', 'scrollToTop', 'newTab', 'required', 'close', 'notifications', 'rating', 'cookie'],
      { sending: 'Sending...' },
    ),
  },
  ['firm', 'meta', 'header', 'footer', 'strings'],
  { firm: { name: 'Oakline Tax & Bookkeeping' } },
)
