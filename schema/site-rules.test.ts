// Whatever passes validation must build, prerender, serve and answer every form. Each assumption the
// renderer, the build and the server make about site/ is broken here in a copy of the site the tests
// run against (SITE_DIR, or site/), and the validator must name it, in plain words, at the right place.
import { execFileSync } from 'node:child_process'
import { rmSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { notSentPage, sentPage } from '../server/routes/contact.ts'
import type { Plan } from './generated/site-types.ts'
import { projectRoot } from './load-site.ts'
import { messages, staffMessages } from './messages.ts'
import { neededPages } from './needed-pages.ts'
import { notSentPath, sentPath } from './needed-paths.ts'
import { formatProblem } from './problem.ts'
import { isPlans, problemsOf, sectionIn } from './rules-test-support.ts'
import { copySite, editYaml, fileName, findSection, pagesOf, positionOf, readYaml, removeCopies } from './site-copy.ts'

afterEach(removeCopies)

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
    expect(problemsOf(dir)).toContainEqual({
      ...positionOf(dir, file, ['sections', later, 'id']),
      message: messages.duplicateSectionId(section.id!, first + 1),
    })
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
    expect(problemsOf(dir)).toContainEqual({
      ...positionOf(dir, file, [...at, 'items', 1, 'popular']),
      message: messages.secondPopularPlan(names[1], names[0]),
    })
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
    expect(problems).toContainEqual({
      ...positionOf(dir, 'site.yaml', ['header', 'menu', link, 'label']),
      message: messages.menuEntryGoesNowhere(menu[link].label),
    })
    expect(problems).toContainEqual({ ...positionOf(dir, 'site.yaml', ['header', 'menu', menu.length, 'to']), message: messages.menuEntryLinkAndGroup('Both') })
  })
})

describe('the carousel', () => {
  it('needs at least one testimonial', () => {
    const dir = copySite()
    editYaml(dir, 'testimonials.yaml', (doc) => doc.set('testimonials', doc.createNode([])))
    expect(problemsOf(dir)).toContainEqual({
      ...positionOf(dir, 'testimonials.yaml', ['testimonials']),
      message: messages.empty('`testimonials`'),
      inWords: staffMessages.empty(true),
    })
  })
})
