// The site as the tests expect to see it: read from the site definition the build used (site/, or the
// copy SITE_DIR names) through the same loader the build uses. Tests find what they need here by the
// data's shape (a section's type, a menu entry's children), never by an editor's words or paths.
import type { Locator, Page as BrowserPage } from '@playwright/test'
import type { FormField, FormSection, NavItem, Page, Section } from '../../schema/generated/site-types.ts'
import { loadSite } from '../../schema/load-site.ts'
import type { SectionOf } from '../../renderer/sections/section-definition.ts'

function load() {
  const { site } = loadSite()
  if (!site) throw new Error(`${process.env.SITE_DIR ?? 'site/'} has problems; run npm run validate`)
  return site
}
export const site = load()
export const config = site.config
export const pageAt = (path: string) => site.pages.find((p) => p.page.path === path)!.page
export const titleOf = (path: string) => pageAt(path).title + config.meta.titleSuffix
export const publicRoutes = site.pages.map((p) => p.page.path).filter((path) => path !== '/404')

/** Every section of one type on the site's public pages, with the page it is on, in file order. */
export function sectionsOf<K extends Section['type']>(type: K): { page: Page; section: SectionOf<K>; index: number }[] {
  return site.pages
    .filter((p) => p.page.path !== '/404')
    .flatMap(({ page }) => page.sections.flatMap((section, index) => (section.type === type ? [{ page, section: section as SectionOf<K>, index }] : [])))
}

/** The post, alert or log forms of the site. */
export const formsSubmitting = (kind: FormSection['submit']['kind']) => sectionsOf('form').filter(({ section }) => section.submit.kind === kind)

/** The public page with the most sections: the longest page to scroll on. */
export const longestPage = () =>
  site.pages
    .filter((p) => p.page.path !== '/404')
    .map((p) => p.page)
    .reduce((a, b) => (b.sections.length > a.sections.length ? b : a))

/** A section on the page, found by its heading (every section with a heading is labelled by it). */
export const sectionByHeading = (page: BrowserPage, heading: string) =>
  page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: heading, exact: true }) })

/** Direct links of a menu entry (children with a path and no children of their own). */
export const menuLinks = (item: NavItem) => (item.children ?? []).filter((c) => c.to && !c.children)

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** What a test types into a field: keyed by the message field names the server accepts, else by the input's kind. */
const typedByName: Record<string, string> = {
  fullName: 'Jane Doe',
  email: 'jane@example.com',
  phone: '(916) 555-0111',
  subject: 'New client',
  message: 'Please call me about my 2024 return.',
  companyName: 'Lee Landscaping',
}
const typedByInput: Partial<Record<FormField['input'], string>> = {
  text: 'Typed text',
  email: 'typed@example.com',
  tel: '916-555-0100',
  number: '1200',
  textarea: 'Typed message.',
}

/** The value a test puts in a field: typed text, or for a choice one of the field's own options. */
function typedValue(field: FormField): string | boolean | undefined {
  if (field.input === 'select' || field.input === 'radio') return field.options?.[Math.min(2, field.options.length - 1)]?.value
  if (field.input === 'checkbox') return true
  if (field.input === 'checkboxes') return undefined
  return typedByName[field.name] ?? typedByInput[field.input]
}

/**
 * Fills every field of a form as a visitor would, each found by its label from the data, and returns
 * the values entered by field name. `only` limits it to the fields it names.
 */
export async function fillForm(form: Locator, section: FormSection, values: Record<string, string | boolean> = {}) {
  const entered: Record<string, string | boolean> = {}
  for (const field of section.fields) {
    const value = field.name in values ? values[field.name] : typedValue(field)
    if (value === undefined) continue
    if (field.input === 'radio')
      await form
        .getByRole('group', { name: field.label })
        .getByRole('radio')
        .nth(field.options!.findIndex((o) => o.value === value))
        .check()
    else if (field.input === 'checkbox') {
      if (value === true) await form.getByLabel(field.label, { exact: true }).check()
    } else if (field.input === 'select') await form.getByLabel(field.label, { exact: true }).selectOption(String(value))
    else await form.getByLabel(field.label, { exact: true }).fill(String(value))
    entered[field.name] = value
  }
  return entered
}
