// Each YAML slip an editor makes is one problem, at its line, in the catalogue's words.
import { describe, expect, it } from 'vitest'
import { messages } from './messages.ts'
import { parseSource } from './source-file.ts'
import { firstSlip } from './yaml-slips.ts'

const slip = (text: string) => {
  const problem = firstSlip(parseSource('site/pages/x.yaml', text))
  return problem && { line: problem.line, col: problem.col, message: problem.message }
}

describe('a YAML slip', () => {
  it('text containing ": " asks for double quotes', () => {
    expect(slip('title: Hello\nsections:\n  - type: hero\n    heading: Note: we moved\n')).toEqual({
      line: 4,
      col: 14,
      message: messages.yamlColonInText('heading'),
    })
  })
  it('a key glued to its value asks for a space after the colon', () => {
    expect(slip('path: /x\ntitle:Hello\ndescription: y\n')).toEqual({ line: 2, col: 7, message: messages.yamlNoSpaceAfterColon('title') })
  })
  it('a key written twice names both lines', () => {
    expect(slip('sections:\n  - type: hero\n    heading: A\n    heading: B\n')).toEqual({
      line: 4,
      col: 5,
      message: messages.yamlDuplicateKey('heading', 3, 4),
    })
  })
  it('a section that lost its "- " is one problem that says to add it', () => {
    expect(slip('sections:\n  - type: hero\n    heading: A\n\n    type: cards\n    heading: B\n')).toEqual({
      line: 5,
      col: 5,
      message: messages.yamlDuplicateKey('type', 2, 5),
    })
  })
  it('a line indented one space too few or too many says what to line it up with', () => {
    expect(slip('sections:\n  - type: hero\n    heading: A\n   text: B\n')).toEqual({ line: 4, col: 4, message: messages.yamlIndentedLess('heading', 5) })
    expect(slip('sections:\n  - type: hero\n    heading: A\n      text: B\n')).toEqual({ line: 4, col: 7, message: messages.yamlIndentedMore('heading', 5) })
    expect(slip('sections:\n  - type: hero\n   - type: cards\n')).toEqual({ line: 3, col: 4, message: messages.yamlIndentedMore('- ', 3) })
  })
  it('tabs are one problem at the first tab, however many lines have one', () => {
    expect(slip('sections:\n\t- type: hero\n\t\theading: A\n\t\ttext: B\n')).toEqual({ line: 2, col: 1, message: messages.yamlTab() })
  })
  it('curly quotes in a one-line item are named, instead of the fields they break it into', () => {
    expect(slip('links:\n  - { label: “Call us, now”, to: /x }\n')).toEqual({ line: 2, col: 14, message: messages.yamlCurlyQuotes() })
  })
  it('a quote or a bracket never closed points where it opens', () => {
    expect(slip('path: /x\ntitle: "Hello\ndescription: y\n')).toEqual({ line: 2, col: 8, message: messages.yamlUnclosedQuote() })
    expect(slip('title: [Hello\npath: /x\n')).toEqual({ line: 1, col: 8, message: messages.yamlUnclosedBracket('[', ']') })
    expect(slip('links:\n  - { label: a, to: /x\n  - { label: b, to: /y }\n')).toEqual({ line: 2, col: 5, message: messages.yamlUnclosedBracket('{', '}') })
  })
  it('a bracket that closes nothing says so', () => {
    expect(slip('title: }\n')).toEqual({ line: 1, col: 8, message: messages.yamlStrayBracket('}') })
  })
  it('anchors and aliases are refused, and an alias to a missing anchor does not crash', () => {
    expect(slip('title: *x\n')).toEqual({ line: 1, col: 8, message: messages.yamlAlias('x') })
    expect(slip('title: &t Hello\nname: *t\n')?.message).toBe(messages.yamlAlias('t'))
  })
  it('valid YAML, links and times included, has no slip', () => {
    expect(slip('path: /x\nto: https://example.com/a\nopens: "9:00 AM"\ntext: "Note: quoted"\n')).toBeUndefined()
  })
  it("never passes on the parser's own wording", () => {
    for (const text of ['a: b: c: d\n', 'a:\n  - b\n  c: d\n', '- a\nb: c\n', 'a: "b\\xZZ"\n', 'a: }\n', ']\n']) {
      const problem = slip(text)
      expect(problem, text).toBeDefined()
      expect(problem!.message, text).not.toMatch(/implicit|compact|indicator|Map keys|flow (map|sequence)|at line \d/i)
    }
  })
})
