// Whatever passes validation must build, prerender, serve and answer every form. Each assumption the
// renderer, the build and the server make about site/ is broken here in a copy of the site the tests
// run against (SITE_DIR, or site/), and the validator must name it, in plain words, at the right place.
import { execFileSync } from 'node:child_process'
import { rmSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { notSentPage, sentPage } from '../server/routes/contact.ts'
import type { FormSection, Plan, PlansSection, Section } from './generated/site-types.ts'
import { loadSite, projectRoot } from './load-site.ts'
import { messageFields } from '../renderer/sections/form/checks.ts'
import { messages } from './messages.ts'
import { neededPages } from './needed-pages.ts'
import { notSentPath, sentPath } from './needed-paths.ts'
import { formatProblem } from './problem.ts'
import { siteSchema } from './site-schema.ts'
import { copySite, editYaml, fileName, findSection, pagesOf, positionOf, readYaml, removeCopies } from './site-copy.ts'

afterEach(removeCopies)

function problemsOf(dir: string) {
  const { problems, site } = loadSite(dir)
  expect(site).toBeUndefined()
  return problems
}

const isPostForm = (s: Section): s is FormSection => s.type === 'form' && s.submit.kind === 'post'
const isForm = (s: Section): s is FormSection => s.type === 'form'
const isPlans = (s: Section): s is PlansSection => s.type === 'plans'

// A contact form as the server expects it, for a copy whose site has none.
const contactForm: FormSection = {
  type: 'form', id: 'rules-test-form', heading: 'Write to us', submitLabel: 'Send',
  fields: [
    { name: 'fullName', label: 'Your name', input: 'text', required: true },
    { name: 'email', label: 'Email', input: 'email', required: true },
    { name: 'phone', label: 'Phone', input: 'tel', required: true },
    { name: 'subject', label: 'Subject', input: 'text', required: true },
    { name: 'message', label: 'Message', input: 'textarea', required: true },
  ],
  submit: { kind: 'post', endpoint: '/api/contact', success: { title: 'Sent', description: 'Thanks.' }, failure: { title: 'Not sent', description: 'Try again.' } },
}

/** A section the copy has (or is given, on its first page) and where it is. */
function sectionIn<T extends Section>(dir: string, test: (s: Section) => s is T, fallback: T) {
  const found = findSection(dir, test)
  if (found) return { file: found.file, at: ['sections', found.index], section: found.section }
  const { file, page } = pagesOf(dir)[0]
  editYaml(dir, file, (doc) => doc.addIn(['sections'], doc.createNode(fallback)))
  return { file, at: ['sections', page.sections.length], section: fallback }
}

describe('pages the code needs', () => {
  it('are the pages the server sends a visitor to after a form posted without JavaScript', () => {
    expect([sentPage, notSentPage]).toEqual([sentPath, notSentPath])
  })

  for (const { path, file: usual, message } of neededPages) {
    it(`reports a missing ${path} page at its usual file, saying why the site needs it`, () => {
      const dir = copySite()
      for (const { file, page } of pagesOf(dir)) if (page.path === path) rmSync(join(dir, file))
      expect(problemsOf(dir)).toContainEqual({ file: fileName(dir, `pages/${usual}`), path: [], line: 1, col: 1, message: message(`pages/${usual}`) })
    })
  }

  it('reports a needed page whose path was changed at that path', () => {
    const dir = copySite()
    const { path, file: usual, message } = neededPages.find((p) => p.path === '/message-sent')!
    const { file } = pagesOf(dir).find(({ page }) => page.path === path)!
    editYaml(dir, file, (doc) => doc.set('path', '/message-received'))
    const at = file === `pages/${usual}` ? positionOf(dir, file, ['path']) : { file: fileName(dir, `pages/${usual}`), path: [], line: 1, col: 1 }
    expect(problemsOf(dir)).toContainEqual({ ...at, message: message(`pages/${usual}`) })
  })

  it('fails `npm run validate` with the message at its file', () => {
    const dir = copySite()
    const { path, file: usual, message } = neededPages.find((p) => p.path === '/message-sent')!
    for (const { file, page } of pagesOf(dir)) if (page.path === path) rmSync(join(dir, file))
    let failure: { status: number; stderr: string } | undefined
    try {
      execFileSync(process.execPath, [join(projectRoot, 'scripts', 'validate.ts'), dir], { encoding: 'utf8', stdio: 'pipe' })
    } catch (error) {
      failure = error as { status: number; stderr: string }
    }
    expect(failure?.status).toBe(1)
    expect(failure?.stderr).toContain(formatProblem({ file: fileName(dir, `pages/${usual}`), path: [], line: 1, col: 1, message: message(`pages/${usual}`) }))
  })
})

describe('rules of a page', () => {
  it('reports a section id used twice, at the later one', () => {
    const dir = copySite()
    const { file, index, section } = findSection(dir, (s) => s.id !== undefined)!
    const other = index === 0 ? 1 : 0
    editYaml(dir, file, (doc) => doc.setIn(['sections', other, 'id'], section.id))
    const [first, later] = [Math.min(index, other), Math.max(index, other)]
    expect(problemsOf(dir)).toContainEqual({ ...positionOf(dir, file, ['sections', later, 'id']), message: messages.duplicateSectionId(section.id!, first + 1) })
  })

  it('reports a page without a hero section', () => {
    const dir = copySite()
    const { file, index } = findSection(dir, (s) => s.type === 'hero')!
    editYaml(dir, file, (doc) => doc.deleteIn(['sections', index]))
    expect(problemsOf(dir)).toContainEqual({ ...positionOf(dir, file, ['sections']), message: messages.noHero() })
  })

  it('reports a second hero section', () => {
    const dir = copySite()
    const { file, page, index, section } = findSection(dir, (s) => s.type === 'hero')!
    editYaml(dir, file, (doc) => doc.addIn(['sections'], doc.createNode({ ...section, id: undefined })))
    expect(problemsOf(dir)).toContainEqual({ ...positionOf(dir, file, ['sections', page.sections.length, 'type']), message: messages.secondHero(index + 1) })
  })

  it('reports a second popular plan in one plans section', () => {
    const dir = copySite()
    const plan: Plan = { name: 'Rules Test', price: '$1', features: ['One'], action: { label: 'Go', to: '/' } }
    const { file, at, section } = sectionIn(dir, isPlans, { type: 'plans', heading: 'Plans', items: [plan] })
    const names = section.items.length > 1 ? section.items.slice(0, 2).map((p) => p.name) : [section.items[0].name, 'Rules Test Two']
    editYaml(dir, file, (doc) => {
      if (section.items.length < 2) doc.addIn([...at, 'items'], doc.createNode({ ...plan, name: names[1] }))
      section.items.forEach((_, p) => doc.deleteIn([...at, 'items', p, 'popular']))
      doc.setIn([...at, 'items', 0, 'popular'], true)
      doc.setIn([...at, 'items', 1, 'popular'], true)
    })
    expect(problemsOf(dir)).toContainEqual({ ...positionOf(dir, file, [...at, 'items', 1, 'popular']), message: messages.secondPopularPlan(names[1], names[0]) })
  })
})

describe('forms that send messages', () => {
  /** The copy's first form that posts, and where its field named `name` is (-1 when it has none). */
  function postForm(dir: string) {
    const { file, at, section } = sectionIn(dir, isPostForm, contactForm)
    const field = (name: string) => section.fields.findIndex((f) => f.name === name)
    return { file, at, section, field }
  }

  it('reports a form without a field every message needs', () => {
    const dir = copySite()
    const { file, at, field } = postForm(dir)
    editYaml(dir, file, (doc) => doc.deleteIn([...at, 'fields', field('email')]))
    expect(problemsOf(dir)).toContainEqual({ ...positionOf(dir, file, [...at, 'fields']), message: messages.formNeedsField('email') })
  })

  it('reports a form with neither a subject field nor a subject template', () => {
    const dir = copySite()
    const { file, at, field } = postForm(dir)
    editYaml(dir, file, (doc) => {
      doc.deleteIn([...at, 'submit', 'subject'])
      if (field('subject') >= 0) doc.deleteIn([...at, 'fields', field('subject')])
    })
    expect(problemsOf(dir)).toContainEqual({ ...positionOf(dir, file, [...at, 'fields']), message: messages.formNeedsSubject() })
  })

  it('reports a field the server refuses empty that a visitor may leave empty', () => {
    const dir = copySite()
    const { file, at, field } = postForm(dir)
    editYaml(dir, file, (doc) => doc.deleteIn([...at, 'fields', field('phone'), 'required']))
    expect(problemsOf(dir)).toContainEqual({ ...positionOf(dir, file, [...at, 'fields', field('phone'), 'name']), message: messages.formFieldNotRequired('phone') })
  })

  it('reports a field the server does not take, and a subject naming no field', () => {
    const dir = copySite()
    const { file, at, section } = postForm(dir)
    const names = section.fields.map((f) => f.name)
    editYaml(dir, file, (doc) => {
      doc.addIn([...at, 'fields'], doc.createNode({ name: 'favouriteColour', label: 'Colour', input: 'text' }))
      doc.setIn([...at, 'submit', 'subject'], 'Hello {nickname}')
    })
    const problems = problemsOf(dir)
    expect(problems).toContainEqual({ ...positionOf(dir, file, [...at, 'fields', names.length, 'name']), message: messages.formFieldNotSent('favouriteColour', messageFields) })
    expect(problems).toContainEqual({ ...positionOf(dir, file, [...at, 'submit', 'subject']), message: messages.unknownPlaceholder('nickname', [...names, 'favouriteColour']) })
  })

  it('reports answers to a fixed list that the server does not accept, or that a visitor types', () => {
    const dir = copySite()
    const { file, at, section, field } = postForm(dir)
    const allowed = (siteSchema.$defs.ContactMessage as { properties: { employeeCount: { enum: string[] } } }).properties.employeeCount.enum
    const count = field('employeeCount') >= 0 ? field('employeeCount') : section.fields.length
    editYaml(dir, file, (doc) => doc.setIn([...at, 'fields', count], doc.createNode({
      name: 'employeeCount', label: 'Employees', input: 'select', required: true, options: [{ value: '1-5', label: 'A few' }, { value: '5-10', label: 'Some' }],
    })))
    expect(problemsOf(dir)).toContainEqual({ ...positionOf(dir, file, [...at, 'fields', count, 'options', 1, 'value']), message: messages.optionNotAccepted('5-10', 'employeeCount', allowed) })

    editYaml(dir, file, (doc) => {
      doc.setIn([...at, 'fields', count, 'input'], 'text')
      doc.deleteIn([...at, 'fields', count, 'options'])
    })
    expect(problemsOf(dir)).toContainEqual({ ...positionOf(dir, file, [...at, 'fields', count, 'input']), message: messages.fieldNeedsChoice('employeeCount', allowed) })
  })

  it('reports a field with several answers', () => {
    const dir = copySite()
    const { file, at, field } = postForm(dir)
    editYaml(dir, file, (doc) => {
      doc.setIn([...at, 'fields', field('message'), 'input'], 'checkboxes')
      doc.setIn([...at, 'fields', field('message'), 'options'], doc.createNode([{ value: 'a', label: 'A' }]))
    })
    expect(problemsOf(dir)).toContainEqual({ ...positionOf(dir, file, [...at, 'fields', field('message'), 'input']), message: messages.postedCheckboxes('message') })
  })
})

describe('rules of every form', () => {
  it('reports two fields with one name', () => {
    const dir = copySite()
    const { file, at, section } = sectionIn(dir, isForm, contactForm)
    editYaml(dir, file, (doc) => doc.addIn([...at, 'fields'], doc.createNode(section.fields[0])))
    expect(problemsOf(dir)).toContainEqual({ ...positionOf(dir, file, [...at, 'fields', section.fields.length, 'name']), message: messages.duplicateFieldName(section.fields[0].name) })
  })

  it('reports a choice without options, and a default that is not an option', () => {
    const dir = copySite()
    const { file, at, section } = sectionIn(dir, isForm, contactForm)
    const n = section.fields.length
    editYaml(dir, file, (doc) => {
      doc.addIn([...at, 'fields'], doc.createNode({ name: 'employeeCount', label: 'Employees', input: 'select', required: true }))
      doc.addIn([...at, 'fields'], doc.createNode({ name: 'message', label: 'Topic', input: 'radio', default: 'tax', options: [{ value: 'payroll', label: 'Wages' }] }))
    })
    const problems = problemsOf(dir)
    expect(problems).toContainEqual({ ...positionOf(dir, file, [...at, 'fields', n, 'input']), message: messages.optionsNeeded('employeeCount', 'select') })
    expect(problems).toContainEqual({ ...positionOf(dir, file, [...at, 'fields', n + 1, 'default']), message: messages.defaultNotAnOption('tax', ['payroll']) })
  })
})

describe('the header menu', () => {
  it('reports an entry that leads nowhere, and one that is both a link and a group', () => {
    const dir = copySite()
    const menu = (readYaml(dir, 'site.yaml') as { header: { menu: { label: string; to?: string; children?: unknown[] }[] } }).header.menu
    const link = menu.findIndex((item) => item.to !== undefined)
    editYaml(dir, 'site.yaml', (doc) => {
      doc.deleteIn(['header', 'menu', link, 'to'])
      doc.addIn(['header', 'menu'], doc.createNode({ label: 'Both', to: '/', children: [{ label: 'Start', to: '/' }] }))
    })
    const problems = problemsOf(dir)
    expect(problems).toContainEqual({ ...positionOf(dir, 'site.yaml', ['header', 'menu', link, 'label']), message: messages.menuEntryGoesNowhere(menu[link].label) })
    expect(problems).toContainEqual({ ...positionOf(dir, 'site.yaml', ['header', 'menu', menu.length, 'to']), message: messages.menuEntryLinkAndGroup('Both') })
  })
})

describe('the carousel', () => {
  it('needs at least one testimonial', () => {
    const dir = copySite()
    editYaml(dir, 'testimonials.yaml', (doc) => doc.set('testimonials', doc.createNode([])))
    expect(problemsOf(dir)).toContainEqual({ ...positionOf(dir, 'testimonials.yaml', ['testimonials']), message: messages.empty('`testimonials`') })
  })
})
