// Whatever passes validation must answer every form: each assumption the server makes about a form
// is broken here in a copy of the site the tests run against (SITE_DIR, or site/), and the validator
// must name it, in plain words, at the right place.
import { afterEach, describe, expect, it } from 'vitest'
import { messageFields } from '../renderer/sections/form/checks.ts'
import { messages } from './messages.ts'
import { siteSchema } from './site-schema.ts'
import { contactForm, isForm, isPostForm, problemsOf, sectionIn } from './rules-test-support.ts'
import { copySite, editYaml, positionOf, removeCopies } from './site-copy.ts'
afterEach(removeCopies)

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
    expect(problemsOf(dir)).toContainEqual({
      ...positionOf(dir, file, [...at, 'fields', field('phone'), 'name']),
      message: messages.formFieldNotRequired('phone'),
    })
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
    expect(problems).toContainEqual({
      ...positionOf(dir, file, [...at, 'fields', names.length, 'name']),
      message: messages.formFieldNotSent('favouriteColour', messageFields),
    })
    expect(problems).toContainEqual({
      ...positionOf(dir, file, [...at, 'submit', 'subject']),
      message: messages.unknownPlaceholder('nickname', [...names, 'favouriteColour']),
    })
  })

  it('reports answers to a fixed list that the server does not accept, or that a visitor types', () => {
    const dir = copySite()
    const { file, at, section, field } = postForm(dir)
    const allowed = (siteSchema.$defs.ContactMessage as { properties: { employeeCount: { enum: string[] } } }).properties.employeeCount.enum
    const count = field('employeeCount') >= 0 ? field('employeeCount') : section.fields.length
    editYaml(dir, file, (doc) =>
      doc.setIn(
        [...at, 'fields', count],
        doc.createNode({
          name: 'employeeCount',
          label: 'Employees',
          input: 'select',
          required: true,
          options: [
            { value: '1-5', label: 'A few' },
            { value: '5-10', label: 'Some' },
          ],
        }),
      ),
    )
    expect(problemsOf(dir)).toContainEqual({
      ...positionOf(dir, file, [...at, 'fields', count, 'options', 1, 'value']),
      message: messages.optionNotAccepted('5-10', 'employeeCount', allowed),
    })

    editYaml(dir, file, (doc) => {
      doc.setIn([...at, 'fields', count, 'input'], 'text')
      doc.deleteIn([...at, 'fields', count, 'options'])
    })
    expect(problemsOf(dir)).toContainEqual({
      ...positionOf(dir, file, [...at, 'fields', count, 'input']),
      message: messages.fieldNeedsChoice('employeeCount', allowed),
    })
  })

  it('reports a field with several answers', () => {
    const dir = copySite()
    const { file, at, field } = postForm(dir)
    editYaml(dir, file, (doc) => {
      doc.setIn([...at, 'fields', field('message'), 'input'], 'checkboxes')
      doc.setIn([...at, 'fields', field('message'), 'options'], doc.createNode([{ value: 'a', label: 'A' }]))
    })
    expect(problemsOf(dir)).toContainEqual({
      ...positionOf(dir, file, [...at, 'fields', field('message'), 'input']),
      message: messages.postedCheckboxes('message'),
    })
  })
})

describe('rules of every form', () => {
  it('reports two fields with one name', () => {
    const dir = copySite()
    const { file, at, section } = sectionIn(dir, isForm, contactForm)
    editYaml(dir, file, (doc) => doc.addIn([...at, 'fields'], doc.createNode(section.fields[0])))
    expect(problemsOf(dir)).toContainEqual({
      ...positionOf(dir, file, [...at, 'fields', section.fields.length, 'name']),
      message: messages.duplicateFieldName(section.fields[0].name),
    })
  })

  it('reports a choice without options, and a default that is not an option', () => {
    const dir = copySite()
    const { file, at, section } = sectionIn(dir, isForm, contactForm)
    const n = section.fields.length
    editYaml(dir, file, (doc) => {
      doc.addIn([...at, 'fields'], doc.createNode({ name: 'employeeCount', label: 'Employees', input: 'select', required: true }))
      doc.addIn(
        [...at, 'fields'],
        doc.createNode({ name: 'message', label: 'Topic', input: 'radio', default: 'tax', options: [{ value: 'payroll', label: 'Wages' }] }),
      )
    })
    const problems = problemsOf(dir)
    expect(problems).toContainEqual({ ...positionOf(dir, file, [...at, 'fields', n, 'input']), message: messages.optionsNeeded('employeeCount', 'select') })
    expect(problems).toContainEqual({ ...positionOf(dir, file, [...at, 'fields', n + 1, 'default']), message: messages.defaultNotAnOption('tax', ['payroll']) })
  })
})
