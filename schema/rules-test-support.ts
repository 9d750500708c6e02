// What the tests of site rules share (site-rules.test.ts, form-rules.test.ts): a copy's problems when it
// must not load, and a section of a kind the copy has, or is given.
import { expect } from 'vitest'
import type { FormSection, PlansSection, Section } from './generated/site-types.ts'
import { loadSite } from './load-site.ts'
import { editYaml, findSection, pagesOf } from './site-copy.ts'

export function problemsOf(dir: string) {
  const { problems, site } = loadSite(dir)
  expect(site).toBeUndefined()
  return problems
}

export const isPostForm = (s: Section): s is FormSection => s.type === 'form' && s.submit.kind === 'post'
export const isForm = (s: Section): s is FormSection => s.type === 'form'
export const isPlans = (s: Section): s is PlansSection => s.type === 'plans'

// A contact form as the server expects it, for a copy whose site has none.
export const contactForm: FormSection = {
  type: 'form',
  id: 'rules-test-form',
  heading: 'Write to us',
  submitLabel: 'Send',
  fields: [
    { name: 'fullName', label: 'Your name', input: 'text', required: true },
    { name: 'email', label: 'Email', input: 'email', required: true },
    { name: 'phone', label: 'Phone', input: 'tel', required: true },
    { name: 'subject', label: 'Subject', input: 'text', required: true },
    { name: 'message', label: 'Message', input: 'textarea', required: true },
  ],
  submit: {
    kind: 'post',
    endpoint: '/api/contact',
    success: { title: 'Sent', description: 'Thanks.' },
    failure: { title: 'Not sent', description: 'Try again.' },
  },
}

/** A section the copy has (or is given, on its first page) and where it is. */
export function sectionIn<T extends Section>(dir: string, test: (s: Section) => s is T, fallback: T) {
  const found = findSection(dir, test)
  if (found) return { file: found.file, at: ['sections', found.index], section: found.section }
  const { file, page } = pagesOf(dir)[0]
  editYaml(dir, file, (doc) => doc.addIn(['sections'], doc.createNode(fallback)))
  return { file, at: ['sections', page.sections.length], section: fallback }
}
