// The source of schema/site.schema.json (written by `npm run gen:types`). It is kept in TypeScript so
// the fields every section shares are written once; the JSON file is the contract editors and tools see.
import { iconNames } from './icons.ts'
import { flag, list, number, object, oneOf, ref, section, text } from './schema-parts.ts'

// Days written the way the pages show them and search engines can read them: Monday-Friday, Saturday.
const day = '(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)'
const dayList = `^${day}(-${day})?(, ${day}(-${day})?)*$`

const linkTarget = text(
  'Where the link goes: a page path (/book), a section of this page (#services), a section of another page (/tax-services#faq), a full web address (https://…), tel: or mailto:, or a {{reference}} to one of them.',
  '/book',
  { pattern: '^(/|#|https?://|tel:|mailto:|\\{\\{)' },
)

const icon = ref('Icon')
const items = (description: string, item: string, example: unknown[]) => list(description, ref(item), example)
// Prose that may hold links and emphasis; loaded, it is read into parts (schema/inline-text.ts).
const inlineText = { type: 'string', minLength: 1, tsType: 'InlineText' }
const strings = (description: string, example: string[]) => list(description, { type: 'string', minLength: 1 }, example)

const defs: Record<string, unknown> = {
  Icon: oneOf('An icon from the closed set of icon names.', iconNames, 'calculator'),

  Action: object(
    'A link shown as a button or a text link.',
    {
      label: text('The words on the button.', 'Book Appointment'),
      to: linkTarget,
      variant: oneOf('How the button looks: primary (filled), secondary (light), outline, or link (plain text).', ['primary', 'secondary', 'outline', 'link'], 'primary'),
      icon,
      newTab: flag('Open in a new browser tab. Web addresses on other sites open in a new tab unless this is false.'),
    },
    ['label', 'to'],
    { label: 'Book Appointment', to: '/book', variant: 'primary' },
  ),

  Card: object(
    'A card with an optional icon, a title, text, an optional big value and an optional link.',
    {
      icon,
      value: text('A short figure or date shown large on the card.', 'Apr 15'),
      title: text('The title of the card.', 'Accuracy Guarantee'),
      text: text('The text of the card.', 'We pay penalties and interest caused by our own errors.'),
      link: ref('Action'),
    },
    ['title'],
    { icon: 'shield-check', title: 'Accuracy Guarantee', text: 'We pay penalties and interest caused by our own errors.' },
  ),

  Service: object(
    'A service card: icon, title, description, feature bullets and an optional button.',
    {
      icon,
      title: text('The name of the service.', 'Individual Tax Returns'),
      description: text('One or two sentences about the service.', 'Accurate federal and state returns for every situation.'),
      features: strings('The feature bullets of the card.', ['W-2 and 1099 income', 'Itemized deductions']),
      link: ref('Action'),
    },
    ['title', 'description'],
    { icon: 'file-text', title: 'Individual Tax Returns', description: 'Accurate federal and state returns.', features: ['W-2 and 1099 income'] },
  ),

  Stat: object(
    'A statistic: a figure written as text and its label.',
    {
      value: text('The figure, written as it should appear.', '1,700+'),
      label: text('What the figure counts.', 'Clients Served'),
      icon,
    },
    ['value', 'label'],
    { value: '1,700+', label: 'Clients Served' },
  ),

  Challenge: object(
    'A pain point and how the firm solves it.',
    {
      icon,
      problem: text('The problem the client has.', 'Job costs are tracked in spreadsheets.'),
      solution: text('How the firm solves it.', 'We set up job costing so every project shows its true margin.'),
    },
    ['problem', 'solution'],
    { problem: 'Job costs are tracked in spreadsheets.', solution: 'We set up job costing for every project.' },
  ),

  Testimonial: object(
    'A client quote shown on the page.',
    {
      name: text('The client\'s name.', 'Maria Gonzalez'),
      role: text('The client\'s title, role or business.', 'Owner, Gonzalez Landscaping'),
      content: text('What the client said.', 'They found deductions I never knew existed.'),
      initials: text('Initials shown in the avatar. Leave out to use the first letters of the name.', 'MG'),
      outcome: object(
        'A highlighted result: a savings amount, a result or a metric.',
        {
          label: text('What the value is.', 'Annual savings'),
          value: text('The value.', '$12,400'),
        },
        ['label', 'value'],
        { label: 'Annual savings', value: '$12,400' },
      ),
      rating: number('Stars out of 5. Leave out for 5.', 5, { minimum: 1, maximum: 5 }),
    },
    ['name', 'role', 'content'],
    { name: 'Maria Gonzalez', role: 'Owner, Gonzalez Landscaping', content: 'They found deductions I never knew existed.' },
  ),

  Faq: object(
    'A question and its answer.',
    {
      question: text('The question.', 'How long does a refund take?'),
      answer: text('The answer.', 'Most refunds arrive within 21 days.'),
    },
    ['question', 'answer'],
    { question: 'How long does a refund take?', answer: 'Most refunds arrive within 21 days.' },
  ),

  Plan: object(
    'A pricing plan or package.',
    {
      name: text('The plan\'s name.', 'Growth'),
      price: text('The price as shown, usually a {{reference}} to a price in site.yaml.', '$349'),
      period: text('What the price is per.', '/month'),
      description: text('Who the plan is for.', 'For established solopreneurs ready to grow.'),
      popular: flag('Highlight this plan as the most popular one.'),
      badge: text('A small label on the card.', 'Best value'),
      features: strings('What the plan includes.', ['Monthly bookkeeping', 'Quarterly tax estimates']),
      action: ref('Action'),
    },
    ['name', 'price', 'features', 'action'],
    { name: 'Starter', price: '$199', period: '/month', features: ['Monthly bookkeeping'], action: { label: 'Get Started', to: '/book' } },
  ),

  Table: object(
    'A table of rates: column headings and rows of cells.',
    {
      title: text('The table\'s title.', '2025 Federal Brackets: Single'),
      caption: text('A note under the table.', 'Taxable income after deductions.'),
      columns: strings('The column headings.', ['Rate', 'Taxable income']),
      rows: list('The rows; each row has one cell per column.', { type: 'array', items: { type: 'string', minLength: 1 }, minItems: 1 }, [['10%', '$0 - $11,000']]),
    },
    ['title', 'columns', 'rows'],
    { title: 'Single', columns: ['Rate', 'Taxable income'], rows: [['10%', '$0 - $11,000']] },
  ),

  Step: object(
    'One step of a timeline.',
    {
      icon,
      title: text('The step\'s name.', 'Return Filed'),
      text: text('What happens in this step.', 'You submit your return to the IRS.'),
      time: text('When or how long.', 'Day 1'),
    },
    ['title', 'text'],
    { title: 'Return Filed', text: 'You submit your return to the IRS.', time: 'Day 1' },
  ),

  Month: object(
    'A month of the tax calendar and its dated items.',
    {
      month: text('The month\'s name.', 'January'),
      items: items('The deadlines in this month.', 'DatedItem', [{ date: 'Jan 15', title: 'Q4 estimated tax payment due' }]),
    },
    ['month', 'items'],
    { month: 'January', items: [{ date: 'Jan 15', title: 'Q4 estimated tax payment due' }] },
  ),

  DatedItem: object(
    'A deadline on a date.',
    {
      date: text('The date as shown.', 'Jan 15'),
      title: text('What is due.', 'Q4 estimated tax payment due'),
      text: text('More detail.', 'For income earned September through December.'),
    },
    ['date', 'title'],
    { date: 'Jan 15', title: 'Q4 estimated tax payment due' },
  ),

  ListGroup: object(
    'A titled list of short items.',
    {
      title: text('The list\'s title.', 'Pros'),
      icon,
      mood: oneOf('How the bullets look: positive (check marks), negative (crosses) or neutral (dots).', ['positive', 'negative', 'neutral'], 'positive'),
      items: strings('The items.', ['Limited personal liability', 'Pass-through taxation']),
    },
    ['items'],
    { title: 'Pros', mood: 'positive', items: ['Limited personal liability'] },
  ),

  ContactItem: object(
    'One way to reach the firm: icon, label, lines of text and an optional link.',
    {
      icon,
      label: text('What this is.', 'Phone'),
      lines: strings('The lines shown, usually {{references}} to firm facts.', ['{{firm.phones.tollFree}}']),
      link: ref('Action'),
    },
    ['label', 'lines'],
    { icon: 'phone', label: 'Phone', lines: ['{{firm.phones.tollFree}}'] },
  ),

  TeamMember: object(
    'A person on the team.',
    {
      name: text('Full name.', 'Linda Tran'),
      title: text('Job title.', 'Enrolled Agent'),
      description: text('A short biography.', 'Linda has represented clients before the IRS for fifteen years.'),
      image: text('Path of the photo inside site/ (it must exist).', 'images/team/linda-tran.svg', { pattern: '^images/' }),
      alt: text('What the photo shows, for people who cannot see it.', 'Portrait of Linda Tran'),
    },
    ['name', 'title', 'description', 'image', 'alt'],
    { name: 'Linda Tran', title: 'Enrolled Agent', description: 'Fifteen years of IRS representation.', image: 'images/team/linda-tran.svg', alt: 'Portrait of Linda Tran' },
  ),

  TextBlock: object(
    'A block of prose: an optional heading, paragraphs and bullets.',
    {
      heading: text('The block\'s heading.', 'Information We Collect'),
      paragraphs: list('Paragraphs of text. A link is written [words](/contact), bold **words**, italic *words*.', inlineText, ['We collect the information you give us. [Contact us](/contact) with questions.']),
      bullets: list('A bulleted list after the paragraphs, with links, bold and italic written as in paragraphs.', inlineText, ['Name and **email address**']),
    },
    [],
    { heading: 'Information We Collect', paragraphs: ['We collect the information you give us.'] },
  ),

  FormField: object(
    'A field of a form.',
    {
      name: text('The field\'s name in the message sent (fullName, email, phone, subject, message, companyName, employeeCount, …).', 'fullName', { pattern: '^[a-zA-Z][a-zA-Z0-9]*$' }),
      label: text('The label shown to the visitor.', 'Full Name'),
      input: oneOf('The kind of input.', ['text', 'email', 'tel', 'number', 'textarea', 'select', 'checkbox', 'checkboxes', 'radio'], 'text'),
      required: flag('The visitor must fill this field in.'),
      placeholder: text('Hint text inside the empty field.', 'XXX-XX-XXXX'),
      help: text('A note under the field.', 'We only text about deadlines.'),
      rows: number('Height of a textarea in lines.', 5, { minimum: 2, maximum: 20 }),
      maxLength: number('The most characters the field takes.', 200, { minimum: 1, maximum: 5000 }),
      autocomplete: text('The browser autofill hint (name, email, tel, organization, off).', 'name'),
      options: items('The choices of a select, checkboxes or radio field.', 'FormOption', [{ value: '1-5', label: '1-5 employees' }]),
      default: { type: ['string', 'array'], items: { type: 'string' }, description: 'The value chosen at first: an option value, or a list of them for checkboxes.', examples: ['individual'] },
      secret: flag('The value is sensitive (a Social Security Number): it is never sent anywhere or put in a web address.'),
    },
    ['name', 'label', 'input'],
    { name: 'fullName', label: 'Full Name', input: 'text', required: true, autocomplete: 'name' },
  ),

  FormOption: object(
    'One choice of a select, checkboxes or radio field.',
    {
      value: text('The value sent or stored.', '1-5'),
      label: text('The words shown.', '1-5 employees'),
    },
    ['value', 'label'],
    { value: '1-5', label: '1-5 employees' },
  ),

  Notice: object(
    'A toast notice: a title and a description.',
    {
      title: text('The notice\'s title.', 'Message Sent!'),
      description: text('The notice\'s text.', "Thank you for contacting us. We'll respond within 24 hours."),
    },
    ['title', 'description'],
    { title: 'Message Sent!', description: "Thank you for contacting us. We'll respond within 24 hours." },
  ),

  FormSubmit: {
    type: 'object',
    description: 'What submitting the form does: post it to the firm, show an alert, or only log it.',
    examples: [{ kind: 'alert', message: 'This is a demonstration tool.' }],
    oneOf: [
      object(
        'Send the form to the firm as a message.',
        {
          kind: { const: 'post', description: 'Send the form to the firm as a message.', examples: ['post'] },
          endpoint: { const: '/api/contact', description: 'Where the message goes.', examples: ['/api/contact'] },
          subject: text('The message subject, built from field values in {braces}. Leave out when the form has a subject field.', 'Payroll Services Quote - {companyName} ({employeeCount})'),
          success: ref('Notice'),
          failure: ref('Notice'),
        },
        ['kind', 'endpoint', 'success', 'failure'],
        { kind: 'post', endpoint: '/api/contact', success: { title: 'Message Sent!', description: 'Thanks.' }, failure: { title: 'Error', description: 'Failed to send message.' } },
        'PostSubmit',
      ),
      object(
        'Show a browser alert and send nothing.',
        {
          kind: { const: 'alert', description: 'Show a browser alert and send nothing.', examples: ['alert'] },
          message: text('The alert\'s text.', 'This is a demonstration tool.'),
        },
        ['kind', 'message'],
        { kind: 'alert', message: 'This is a demonstration tool.' },
        'AlertSubmit',
      ),
      object(
        'Only log the form on the browser console; nothing is sent and nothing is shown.',
        { kind: { const: 'log', description: 'Only log the form on the browser console.', examples: ['log'] } },
        ['kind'],
        { kind: 'log' },
        'LogSubmit',
      ),
    ],
    discriminator: { propertyName: 'kind' },
  },
}

const sections: Record<string, unknown>[] = [
  section('banner', 'BannerSection', 'A thin strip at the top of the page with a sentence and a link, such as the phone banner.', {
    text: text('The sentence.', 'Questions about your taxes? Call us today.'),
    link: ref('Action'),
  }, ['text'], { text: 'Questions? Call us.', link: { label: '{{firm.phones.tollFree}}', to: 'tel:{{firm.phones.tollFree}}' } }),

  section('hero', 'HeroSection', 'The big opening of a page: a badge, the page\'s main heading, a description and buttons.', {
    badge: text('A small label above the heading.', 'Serving Elk Grove since 1996'),
    text: text('The description under the heading.', 'Accurate returns, year-round planning and real people who answer the phone.'),
    actions: items('The buttons.', 'Action', [{ label: 'Book Appointment', to: '/book' }]),
    highlights: items('Short trust points under the buttons.', 'Card', [{ icon: 'shield-check', title: '100% accuracy guarantee' }]),
    note: text('Small print under the buttons.', 'Last updated May 2025'),
  }, ['heading'], { heading: 'Tax Preparation in Elk Grove', text: 'Accurate returns.', actions: [{ label: 'Book Appointment', to: '/book' }] }),

  section('stats', 'StatsSection', 'A row of figures with labels.', {
    items: items('The figures.', 'Stat', [{ value: '1,700+', label: 'Clients Served' }]),
  }, ['items'], { items: [{ value: '1,700+', label: 'Clients Served' }] }),

  section('challenges', 'ChallengesSection', 'Pain points, each with the firm\'s solution.', {
    problemLabel: text('The label before each problem.', 'The challenge'),
    solutionLabel: text('The label before each solution.', 'Our solution'),
    items: items('The pain points.', 'Challenge', [{ problem: 'Late filings.', solution: 'A calendar we keep for you.' }]),
  }, ['heading', 'items'], { heading: 'Challenges We Solve', items: [{ problem: 'Late filings.', solution: 'A calendar we keep for you.' }] }),

  section('services', 'ServicesSection', 'Service cards with icons, descriptions and feature bullets.', {
    items: items('The service cards.', 'Service', [{ icon: 'file-text', title: 'Tax Returns', description: 'Federal and state.' }]),
  }, ['heading', 'items'], { id: 'services', heading: 'Our Services', items: [{ title: 'Tax Returns', description: 'Federal and state.' }] }),

  section('cards', 'CardsSection', 'A grid of cards: benefits, values, tips, resources, key dates or blurbs.', {
    columns: number('Cards per row on wide screens.', 3, { enum: [2, 3, 4] }),
    items: items('The cards.', 'Card', [{ icon: 'award', title: 'Integrity', text: 'We tell you the truth.' }]),
    actions: items('Buttons under the cards.', 'Action', [{ label: 'Schedule a Consultation', to: '/book' }]),
  }, ['items'], { heading: 'Our Values', items: [{ icon: 'award', title: 'Integrity', text: 'We tell you the truth.' }] }),

  section('lists', 'ListsSection', 'One or more titled lists of short items (deductions, platforms, business types, pros and cons), with an optional highlighted figure.', {
    groups: items('The lists, shown side by side.', 'ListGroup', [{ title: 'Pros', mood: 'positive', items: ['Limited liability'] }]),
    highlight: ref('Stat'),
  }, ['heading', 'groups'], { heading: 'Business Types We Serve', groups: [{ items: ['General contractors'] }] }),

  section('plans', 'PlansSection', 'Pricing plans or packages; the popular one is highlighted.', {
    popularLabel: text('The highlight on the popular plan.', 'Most Popular'),
    items: items('The plans.', 'Plan', [{ name: 'Starter', price: '$199', features: ['Monthly bookkeeping'], action: { label: 'Get Started', to: '/book' } }]),
    actions: items('Buttons under the plans.', 'Action', [{ label: 'Schedule Free Consultation', to: '/book' }]),
  }, ['heading', 'items'], { id: 'pricing', heading: 'Pricing', items: [{ name: 'Starter', price: '$199', features: ['Monthly bookkeeping'], action: { label: 'Get Started', to: '/book' } }] }),

  section('brackets', 'BracketsSection', 'Tables of tax rates and brackets.', {
    tables: items('The tables.', 'Table', [{ title: 'Single', columns: ['Rate', 'Income'], rows: [['10%', '$0 - $11,000']] }]),
    note: text('A note under the tables.', 'Brackets apply to taxable income.'),
  }, ['heading', 'tables'], { heading: '2025 Federal Tax Brackets', tables: [{ title: 'Single', columns: ['Rate', 'Income'], rows: [['10%', '$0 - $11,000']] }] }),

  section('timeline', 'TimelineSection', 'Numbered steps in order.', {
    steps: items('The steps.', 'Step', [{ title: 'Return Filed', text: 'You file your return.' }]),
    note: text('A note under the steps.', 'Typical time: 7-21 days for e-filed returns.'),
  }, ['heading', 'steps'], { heading: 'How Your Refund Moves', steps: [{ title: 'Return Filed', text: 'You file your return.' }] }),

  section('calendar', 'CalendarSection', 'A calendar of deadlines grouped by month.', {
    months: items('The months.', 'Month', [{ month: 'January', items: [{ date: 'Jan 15', title: 'Q4 estimated payment' }] }]),
    note: text('A note under the calendar.', 'A deadline on a weekend or holiday moves to the next business day.'),
  }, ['heading', 'months'], { heading: '2025 Tax Calendar', months: [{ month: 'January', items: [{ date: 'Jan 15', title: 'Q4 estimated payment' }] }] }),

  section('faq', 'FaqSection', 'Questions and answers that open and close.', {
    singleOpen: flag('Only one answer is open at a time.'),
    items: items('The questions.', 'Faq', [{ question: 'How long does a refund take?', answer: 'Most arrive within 21 days.' }]),
  }, ['heading', 'items'], { heading: 'Frequently Asked Questions', items: [{ question: 'How long?', answer: 'Within 21 days.' }] }),

  section('testimonials', 'TestimonialsSection', 'Client quotes written on the page.', {
    items: items('The quotes.', 'Testimonial', [{ name: 'Maria Gonzalez', role: 'Owner', content: 'Great service.' }]),
  }, ['heading', 'items'], { heading: 'What Our Clients Say', items: [{ name: 'Maria Gonzalez', role: 'Owner', content: 'Great service.' }] }),

  section('carousel', 'CarouselSection', 'The rotating testimonials read from the server (site/testimonials.yaml).', {
    loadingLabel: text('Announced to screen readers while the quotes load.', 'Loading testimonials'),
    previousLabel: text('The label of the previous button.', 'Previous testimonial'),
    nextLabel: text('The label of the next button.', 'Next testimonial'),
    dotLabel: text('The label of each dot; {n} is the quote\'s number.', 'Show testimonial {n}'),
    errorText: text('Shown when the quotes could not be loaded.', 'Testimonials are unavailable right now.'),
  }, ['heading', 'loadingLabel', 'previousLabel', 'nextLabel', 'dotLabel', 'errorText'], {
    heading: 'What Our Clients Say', loadingLabel: 'Loading testimonials', previousLabel: 'Previous testimonial', nextLabel: 'Next testimonial', dotLabel: 'Show testimonial {n}', errorText: 'Testimonials are unavailable right now.',
  }),

  section('cta', 'CtaSection', 'A call to action: a heading, a sentence, buttons and optional trust tiles.', {
    badge: text('A small label above the heading.', 'Only {{prices.formation}}/month'),
    text: text('The sentence under the heading.', 'Book a free consultation today.'),
    actions: items('The buttons.', 'Action', [{ label: 'Book Appointment', to: '/book' }]),
    tiles: items('Trust tiles under the buttons.', 'Card', [{ icon: 'shield-check', title: '100% Accuracy' }]),
  }, ['heading', 'actions'], { heading: 'Ready to get started?', actions: [{ label: 'Book Appointment', to: '/book' }] }),

  section('form', 'FormSection', 'A form: its fields, its button and what submitting does.', {
    id: text('Anchor name of the form, so a button can scroll to it with #name.', 'quote-form', { pattern: '^[a-z][a-z0-9-]*$' }),
    fields: items('The fields, in order.', 'FormField', [{ name: 'fullName', label: 'Full Name', input: 'text', required: true }]),
    submitLabel: text('The words on the submit button.', 'Send Message'),
    submit: ref('FormSubmit'),
  }, ['id', 'heading', 'fields', 'submitLabel', 'submit'], {
    id: 'contact-form', heading: 'Get in Touch', fields: [{ name: 'fullName', label: 'Full Name', input: 'text', required: true }], submitLabel: 'Send Message', submit: { kind: 'log' },
  }),

  section('contact', 'ContactSection', 'Ways to reach the firm: phone, fax, email, address, hours, each with an optional link.', {
    items: items('The ways to reach the firm.', 'ContactItem', [{ icon: 'phone', label: 'Phone', lines: ['{{firm.phones.tollFree}}'] }]),
    actions: items('Buttons under the list.', 'Action', [{ label: 'Get Directions', to: 'https://maps.example.com' }]),
  }, ['items'], { heading: 'Contact Information', items: [{ icon: 'phone', label: 'Phone', lines: ['{{firm.phones.tollFree}}'] }] }),

  section('locations', 'LocationsSection', 'The firm\'s offices from site.yaml, each with its address, phone, hours and a map button.', {
    mapLabel: text('The words on each office\'s map button.', 'Open in Maps'),
    phoneLabel: text('The label before each office\'s phone.', 'Phone'),
    hoursLabel: text('The label before each office\'s hours.', 'Hours'),
    footer: items('Lines under the offices, such as the toll-free number and fax.', 'ContactItem', [{ label: 'Toll-free', lines: ['{{firm.phones.tollFree}}'] }]),
  }, ['heading', 'mapLabel', 'phoneLabel', 'hoursLabel'], { heading: 'Our Locations', mapLabel: 'Open in Maps', phoneLabel: 'Phone', hoursLabel: 'Hours' }),

  section('team', 'TeamSection', 'Team member cards with photos.', {
    members: items('The people.', 'TeamMember', [{ name: 'Linda Tran', title: 'Enrolled Agent', description: 'IRS representation.', image: 'images/team/linda-tran.svg', alt: 'Portrait of Linda Tran' }]),
  }, ['heading', 'members'], { heading: 'Meet Our Team', members: [{ name: 'Linda Tran', title: 'Enrolled Agent', description: 'IRS representation.', image: 'images/team/linda-tran.svg', alt: 'Portrait of Linda Tran' }] }),

  section('embed', 'EmbedSection', 'Another site\'s page shown in a frame, such as the booking calendar.', {
    src: text('The address of the page to show, usually {{firm.calendarUrl}}.', '{{firm.calendarUrl}}', { pattern: '^(https://|\\{\\{)' }),
    title: text('What the frame holds, for screen readers.', 'Appointment booking calendar'),
    height: number('Height of the frame in pixels.', 900, { minimum: 200, maximum: 3000 }),
  }, ['src', 'title', 'height'], { src: '{{firm.calendarUrl}}', title: 'Appointment booking calendar', height: 900 }),

  section('rich-text', 'RichTextSection', 'Prose: paragraphs and bullets under headings, for stories and legal pages.', {
    updated: text('A date line shown under the heading.', 'Last Updated: January 2025'),
    blocks: items('The blocks of prose.', 'TextBlock', [{ paragraphs: ['We started in 1996.'] }]),
  }, ['blocks'], { heading: 'Our Story', blocks: [{ paragraphs: ['We started in 1996.'] }] }),
]

for (const s of sections) defs[s.title as string] = s
defs.Section = {
  type: 'object',
  description: 'A section of a page. `type` says which kind; each kind has its own fields.',
  examples: [{ type: 'hero', heading: 'Tax Preparation in Elk Grove' }],
  oneOf: sections.map((s) => ref(s.title as string)),
  discriminator: { propertyName: 'type' },
}

const navItem = object(
  'An entry of the header menu: a link, or a group of entries.',
  {
    label: text('The words shown.', 'Tax Services'),
    to: linkTarget,
    badge: text('A small label beside the entry.', '{{prices.formation}}'),
    children: list('The entries inside this group.', ref('NavItem'), [{ label: 'Tax Planning', to: '/tax-planning' }]),
  },
  ['label'],
  { label: 'Payroll Services', to: '/payroll' },
  'NavItem',
)

Object.assign(defs, {
  NavItem: navItem,

  Page: object(
    'A page of the site: its address, its metadata and its sections in order.',
    {
      $schema: { type: 'string', description: 'The schema this file follows (for editors).' },
      path: text('The page\'s address on the site, starting with /.', '/tax-services', { pattern: '^/[a-z0-9-]*$' }),
      title: text('The title in the browser tab and search results; the firm\'s name is added after it.', 'Tax Preparation Services'),
      description: text('The summary search engines and social sites show (about 150 characters).', 'Individual and business tax preparation in Elk Grove, CA.', { maxLength: 320 }),
      keywords: strings('Search keywords for the page.', ['tax preparation Elk Grove', 'CPA Elk Grove']),
      noindex: flag('Keep this page out of search engines and the sitemap (for the 404 and confirmation pages).'),
      cookieNotice: flag('Show the cookie notice on this page.'),
      sections: items('The sections of the page, top to bottom.', 'Section', [{ type: 'hero', heading: 'Tax Preparation' }]),
    },
    ['path', 'title', 'description', 'sections'],
    { path: '/tax-services', title: 'Tax Preparation Services', description: 'Tax preparation in Elk Grove.', sections: [{ type: 'hero', heading: 'Tax Preparation' }] },
    'Page',
  ),

  Office: object(
    'An office of the firm.',
    {
      name: text('The office\'s name.', 'Elk Grove Office'),
      street: text('Street address with suite.', '9000 Elk Grove Florin Rd, Suite 5'),
      city: text('City.', 'Elk Grove'),
      region: text('State, as two letters.', 'CA'),
      postalCode: text('ZIP code.', '95624'),
      phone: text('The office\'s phone number.', '(916) 555-0123'),
      mapUrl: text('A link to the office on a maps service.', 'https://www.google.com/maps/search/?api=1&query=Elk+Grove+Florin+Rd', { pattern: '^https://' }),
    },
    ['name', 'street', 'city', 'region', 'postalCode', 'phone', 'mapUrl'],
    { name: 'Elk Grove Office', street: '9000 Elk Grove Florin Rd, Suite 5', city: 'Elk Grove', region: 'CA', postalCode: '95624', phone: '(916) 555-0123', mapUrl: 'https://www.google.com/maps' },
    'Office',
  ),

  SiteConfig: object(
    'site/site.yaml: the firm\'s facts, the header and footer, metadata defaults and shared interface strings.',
    {
      $schema: { type: 'string', description: 'The schema this file follows (for editors).' },
      firm: object('Facts about the firm. Write each fact once here and refer to it elsewhere as {{firm.name}}.', {
        name: text('The firm\'s name.', 'Oakline Tax & Bookkeeping'),
        formerName: text('The name the firm used before.', 'Oakline & Associates'),
        founded: text('The year the firm started.', '1996'),
        email: text('The email address visitors write to.', 'office@example.com', { format: 'email' }),
        phones: object('The firm\'s numbers.', {
          tollFree: text('The main toll-free number.', '(877) 555-0142'),
          fax: text('The fax number.', '(916) 555-0190'),
        }, ['tollFree', 'fax'], { tollFree: '(877) 555-0142', fax: '(916) 555-0190' }),
        hours: object('Opening hours: the days open and the times, shown on the pages and given to search engines.', {
          days: text('The days open: a day, or a range of days, or several separated by commas, written like Monday-Friday or Monday-Friday, Saturday. Search engines read the same days.', 'Monday-Friday', { pattern: dayList }),
          opens: text('Opening time, written like 9:00 AM.', '9:00 AM', { pattern: '^(1[0-2]|[1-9]):[0-5][0-9] (AM|PM)$' }),
          closes: text('Closing time, written like 5:30 PM.', '5:30 PM', { pattern: '^(1[0-2]|[1-9]):[0-5][0-9] (AM|PM)$' }),
          weekend: text('What weekends are.', 'Saturday-Sunday: Closed'),
        }, ['days', 'opens', 'closes', 'weekend'], { days: 'Monday-Friday', opens: '9:00 AM', closes: '5:30 PM', weekend: 'Saturday-Sunday: Closed' }),
        portalUrl: text('The secure client portal.', 'https://portal.example.com', { pattern: '^https://' }),
        calendarUrl: text('The booking calendar shown on /book.', 'https://calendar.example.com/book', { pattern: '^https://' }),
        mapUrl: text('A maps link for Get Directions.', 'https://www.google.com/maps/search/?api=1&query=Elk+Grove+CA', { pattern: '^https://' }),
        rating: object('The firm\'s review rating.', {
          value: number('Average stars.', 4.9, { minimum: 1, maximum: 5 }),
          count: number('Number of reviews.', 1700, { minimum: 1 }),
        }, ['value', 'count'], { value: 4.9, count: 1700 }),
        offices: items('The offices.', 'Office', [{ name: 'Elk Grove Office' }]),
      }, ['name', 'email', 'phones', 'hours', 'portalUrl', 'calendarUrl', 'mapUrl', 'rating', 'offices'], { name: 'Oakline Tax & Bookkeeping' }),
      prices: { type: 'object', description: 'Prices, referred to as {{prices.formation}}.', additionalProperties: { type: 'string', minLength: 1 }, examples: [{ formation: '$195' }] },
      figures: { type: 'object', description: 'Figures used on several pages, referred to as {{figures.clients}}.', additionalProperties: { type: 'string', minLength: 1 }, examples: [{ clients: '1,700+' }] },
      meta: object('Defaults for every page\'s metadata.', {
        siteUrl: text('The site\'s address, used for canonical links and the sitemap.', 'https://www.example.com', { pattern: '^https?://[^/]+$' }),
        titleSuffix: text('Added after every page title.', ' | {{firm.name}}'),
        locale: text('The language and region of the site.', 'en_US'),
        image: text('The picture social sites show, a path inside site/.', 'images/og.png', { pattern: '^images/' }),
        twitterCard: oneOf('How X (Twitter) shows a shared link.', ['summary', 'summary_large_image'], 'summary_large_image'),
      }, ['siteUrl', 'titleSuffix', 'locale'], { siteUrl: 'https://www.example.com', titleSuffix: ' | Oakline', locale: 'en_US' }),
      header: object('The sticky header.', {
        logo: text('The name shown as the logo, linking home.', '{{firm.name}}'),
        logoLabel: text('What the logo link says to screen readers.', '{{firm.name}}, home'),
        menu: items('The menu entries.', 'NavItem', [{ label: 'Home', to: '/' }]),
        actions: items('The buttons at the right.', 'Action', [{ label: 'Book Appointment', to: '/book' }]),
        openMenuLabel: text('The label of the menu toggle on small screens when closed.', 'Open menu'),
        closeMenuLabel: text('The label of the menu toggle when open.', 'Close menu'),
      }, ['logo', 'logoLabel', 'menu', 'actions', 'openMenuLabel', 'closeMenuLabel'], { logo: '{{firm.name}}' }),
      footer: object('The footer.', {
        about: text('A sentence about the firm.', 'Bookkeeping, tax and payroll for Elk Grove since 1996.'),
        columns: list('Columns of links.', object('A column of footer links.', {
          heading: text('The column\'s heading.', 'Company'),
          links: items('The links.', 'Action', [{ label: 'Contact', to: '/contact' }]),
        }, ['heading', 'links'], { heading: 'Company', links: [{ label: 'Contact', to: '/contact' }] }), [{ heading: 'Company', links: [] }]),
        contact: items('Contact lines in the footer.', 'ContactItem', [{ label: 'Phone', lines: ['{{firm.phones.tollFree}}'] }]),
        portal: ref('Action'),
        copyright: text('The copyright line.', '© 2025 {{firm.name}}. All rights reserved.'),
      }, ['about', 'columns', 'portal', 'copyright'], { about: 'Since 1996.' }),
      strings: object('Interface words shared by every page.', {
        skipToContent: text('The link that lets keyboard users skip the menu.', 'Skip to main content'),
        sending: text('The submit button while a form is sending.', 'Sending...'),
        scrollToTop: text('The floating button that scrolls back up.', 'Scroll to top'),
        newTab: text('Told to screen readers on links that open a new tab.', '(opens in a new tab)'),
        required: text('Told after the label of a required field.', '(required)'),
        close: text('The label of close buttons.', 'Close'),
        notifications: text('The name of the notifications region; F8 moves there.', 'Notifications (F8)'),
        rating: text('How a star rating is read out; {n} is the number of stars.', 'Rated {n} out of 5'),
        cookie: object('The cookie notice.', {
          title: text('The notice\'s title.', 'We use cookies'),
          text: text('The notice\'s text.', 'We use cookies to keep the site secure and to understand how it is used.'),
          accept: text('The accept button.', 'Accept'),
          decline: text('The decline button.', 'Decline'),
          policy: ref('Action'),
        }, ['title', 'text', 'accept', 'decline', 'policy'], { title: 'We use cookies', text: '…', accept: 'Accept', decline: 'Decline' }),
      }, ['skipToContent', 'sending', 'scrollToTop', 'newTab', 'required', 'close', 'notifications', 'rating', 'cookie'], { sending: 'Sending...' }),
    },
    ['firm', 'meta', 'header', 'footer', 'strings'],
    { firm: { name: 'Oakline Tax & Bookkeeping' } },
    'SiteConfig',
  ),

  ServerTestimonial: object(
    'A testimonial the server returns to the home page carousel.',
    {
      name: text('The client\'s name.', 'Robert Chen'),
      title: text('The client\'s title or business.', 'Owner, Chen Auto Repair'),
      content: text('What the client said.', 'They saved my business thousands.'),
      rating: number('Stars out of 5; 5 when left out.', 5, { minimum: 1, maximum: 5 }),
    },
    ['name', 'title', 'content'],
    { name: 'Robert Chen', title: 'Owner, Chen Auto Repair', content: 'They saved my business thousands.', rating: 5 },
    'ServerTestimonial',
  ),

  TestimonialsFile: object(
    'site/testimonials.yaml: the testimonials the server returns.',
    {
      $schema: { type: 'string', description: 'The schema this file follows (for editors).' },
      testimonials: items('The testimonials, in the order shown.', 'ServerTestimonial', [{ name: 'Robert Chen', title: 'Owner', content: 'Great.' }]),
    },
    ['testimonials'],
    { testimonials: [{ name: 'Robert Chen', title: 'Owner', content: 'Great.' }] },
    'TestimonialsFile',
  ),
})

// The message the contact and payroll quote forms send; the server validates it with this same schema.
const singleLine = (description: string, example: string, maxLength: number, extra: Record<string, unknown> = {}) =>
  text(description, example, { maxLength, pattern: '^[^\\r\\n]*$', ...extra })

defs.ContactMessage = object(
  'A message sent to POST /api/contact by the contact form or the payroll quote form.',
  {
    fullName: singleLine('The visitor\'s full name.', 'Jane Doe', 120),
    email: singleLine('The visitor\'s email address.', 'jane@example.com', 254, { format: 'email' }),
    phone: singleLine('The visitor\'s phone number.', '(916) 555-0111', 40),
    subject: singleLine('The subject of the message.', 'Question about my return', 200),
    message: { type: 'string', maxLength: 5000, description: 'The message itself.', examples: ['When can we meet?'] },
    companyName: singleLine('The company asking for a payroll quote.', 'Doe Landscaping', 160),
    employeeCount: oneOf('How many employees the company has.', ['1-5', '6-10', '11-25', '26-50', '51-100', '100+'], '6-10'),
  },
  ['fullName', 'email', 'phone', 'subject', 'message'],
  { fullName: 'Jane Doe', email: 'jane@example.com', phone: '(916) 555-0111', subject: 'Question', message: 'Hello' },
  'ContactMessage',
)

export const siteSchema = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  $id: 'https://site.schema/site.schema.json',
  title: 'SiteSchema',
  description: 'The contract for the files in site/. Generated from schema/site-schema.ts by `npm run gen:types`; do not edit.',
  $defs: defs,
}
