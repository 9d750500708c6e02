// The source of schema/site.schema.json (written by `npm run gen:types`): the building blocks several
// section types share, every section type of renderer/sections/definitions.ts with the blocks only it
// uses, and the files of site/. It is kept in TypeScript so the fields every section shares are written
// once; the JSON file is the contract editors and tools see.
import { sectionDefinitions } from '../renderer/sections/definitions.ts'
import { sharedBlocks } from './blocks.ts'
import { ContactMessage } from './contact-message.ts'
import { flag, items, number, object, ref, schemaLine, strings, text, type Json } from './schema-parts.ts'
import { NavItem, Office, SiteConfig } from './site-config-schema.ts'

const Section = {
  title: 'Section',
  type: 'object',
  description: 'A section of a page. `type` says which kind; each kind has its own fields.',
  examples: [{ type: 'hero', heading: 'Tax Preparation in Elk Grove' }],
  oneOf: sectionDefinitions.map((s) => ref(s.typeName)),
  discriminator: { propertyName: 'type' },
}

const Page = object(
  'Page',
  'A page of the site: its address, its metadata and its sections in order.',
  {
    $schema: schemaLine,
    path: text('Page address', "The page's address on the site, starting with /.", '/tax-services', { pattern: '^/[a-z0-9-]*$' }),
    title: text('Page title', "The title in the browser tab and search results; the firm's name is added after it.", 'Tax Preparation Services'),
    description: text(
      'Summary for search engines',
      'The summary search engines and social sites show (about 150 characters).',
      'Individual and business tax preparation in Elk Grove, CA.',
      { maxLength: 320 },
    ),
    keywords: strings('Search keywords', 'Search keywords for the page.', ['tax preparation Elk Grove', 'CPA Elk Grove']),
    noindex: flag('Hidden from search engines', 'Keep this page out of search engines and the sitemap (for the 404 and confirmation pages).'),
    cookieNotice: flag('Cookie notice', 'Show the cookie notice on this page.'),
    sections: items('Sections', 'The sections of the page, top to bottom.', 'Section', [{ type: 'hero', heading: 'Tax Preparation' }]),
  },
  ['path', 'title', 'description', 'sections'],
  {
    path: '/tax-services',
    title: 'Tax Preparation Services',
    description: 'Tax preparation in Elk Grove.',
    sections: [{ type: 'hero', heading: 'Tax Preparation' }],
  },
)

const ServerTestimonial = object(
  'Testimonial',
  'A testimonial the server returns to the home page carousel.',
  {
    name: text("Client's name", "The client's name.", 'Robert Chen'),
    title: text("Client's title or business", "The client's title or business.", 'Owner, Chen Auto Repair'),
    content: text('What the client said', 'What the client said.', 'They saved my business thousands.'),
    rating: number('Stars', 'Stars out of 5; 5 when left out.', 5, { minimum: 1, maximum: 5 }),
  },
  ['name', 'title', 'content'],
  { name: 'Robert Chen', title: 'Owner, Chen Auto Repair', content: 'They saved my business thousands.', rating: 5 },
)

const TestimonialsFile = object(
  'Testimonials',
  'site/testimonials.yaml: the testimonials the server returns.',
  {
    $schema: schemaLine,
    testimonials: items('Testimonials', 'The testimonials, in the order shown.', 'ServerTestimonial', [
      { name: 'Robert Chen', title: 'Owner', content: 'Great.' },
    ]),
  },
  ['testimonials'],
  { testimonials: [{ name: 'Robert Chen', title: 'Owner', content: 'Great.' }] },
)

// Two definitions of one name would silently replace each other: a section type's block named like a
// shared one, or like another type's.
function definitions(...groups: Record<string, Json>[]): Record<string, Json> {
  const defs: Record<string, Json> = {}
  for (const [name, def] of groups.flatMap((group) => Object.entries(group))) {
    if (name in defs) throw new Error(`The schema defines ${name} twice: rename one (renderer/sections/*/definition.ts, schema/blocks.ts).`)
    defs[name] = def
  }
  return defs
}

const defs: Record<string, unknown> = definitions(
  sharedBlocks,
  ...sectionDefinitions.map((s) => s.blocks),
  Object.fromEntries(sectionDefinitions.map((s) => [s.typeName, s.schema])),
  { Section, NavItem, Page, Office, SiteConfig, ServerTestimonial, TestimonialsFile, ContactMessage },
)

export const siteSchema = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  $id: 'https://site.schema/site.schema.json',
  title: 'SiteSchema',
  description: 'The contract for the files in site/. Generated from schema/site-schema.ts by `npm run gen:types`; do not edit.',
  $defs: defs,
}
