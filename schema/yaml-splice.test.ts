// Saving is splicing: the text of a site file after an edit differs from the text before only where
// the edited values are; everything else (comments, blank lines, order, quoting, `{ … }` items) stays
// byte for byte, and the result always reads back as exactly the new data.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { isScalar, isSeq, LineCounter, parse, parseDocument, visit, type Scalar } from 'yaml'
import { defaultSiteDir } from './load-site.ts'
import { spliceData, spliceEdits, type YamlEdit } from './yaml-splice.ts'

const siteFiles = () => [
  'site.yaml',
  'testimonials.yaml',
  ...readdirSync(join(defaultSiteDir, 'pages'))
    .filter((f) => f.endsWith('.yaml'))
    .sort()
    .map((f) => `pages/${f}`),
]
const textOf = (file: string) => readFileSync(join(defaultSiteDir, file), 'utf8')

/** Splices the edits and checks the result reads back as the data the edits describe. */
function edited(text: string, edits: YamlEdit[], expected: unknown): string {
  const result = spliceEdits(text, edits)
  expect(parse(result)).toEqual(expected)
  return result
}

describe('saving with no change', () => {
  test('every file of the site comes back byte for byte', () => {
    const files = siteFiles()
    expect(files.length).toBeGreaterThan(2)
    for (const file of files) {
      const text = textOf(file)
      expect(spliceData(text, parse(text)), file).toBe(text)
    }
  })
})

describe('one value changed in each of twenty files', () => {
  // In each file, one one-line string value (the n-th, so plain, quoted and `{ … }` values all come up).
  const oneLineStrings = (text: string) => {
    const lines = new LineCounter()
    const doc = parseDocument(text, { lineCounter: lines })
    const found: { path: (string | number)[]; line: number; node: Scalar; from: number; to: number }[] = []
    visit(doc, {
      Scalar(key, node, ancestors) {
        if (key !== 'value' || typeof node.value !== 'string' || !node.range || node.type?.startsWith('BLOCK')) return
        const line = lines.linePos(node.range[0]).line
        if (line !== lines.linePos(node.range[1]).line) return
        const path = ancestors.slice(1).flatMap((a, i): (string | number)[] => {
          const child = ancestors[i + 2] ?? node
          if (isSeq(a)) return [a.items.indexOf(child as never)]
          return 'key' in a && isScalar(a.key) && a.value === child ? [a.key.value as string] : []
        })
        found.push({ path, line, node, from: lines.linePos(node.range[0]).col - 1, to: lines.linePos(node.range[1]).col - 1 })
      },
    })
    return found
  }

  test('the diff touches exactly the changed line', () => {
    const files = siteFiles().slice(0, 20)
    expect(files).toHaveLength(20)
    files.forEach((file, n) => {
      const text = textOf(file)
      const candidates = oneLineStrings(text)
      const { path, line, node, from, to } = candidates[(n * 7) % candidates.length]
      const data = parseDocument(text).toJS()
      const doc = parseDocument(text)
      doc.setIn(path, `${node.value} and more`)
      const after = spliceData(text, doc.toJS())
      expect(parse(after)).toEqual(doc.toJS())
      expect(parse(after)).not.toEqual(data)
      const [was, now] = [text.split('\n'), after.split('\n')]
      expect(now.length, file).toBe(was.length)
      const changed = was.flatMap((l, i) => (l === now[i] ? [] : [i + 1]))
      expect(changed, `${file} ${path.join('.')}`).toEqual([line])
      // Only the value's own text changed on that line, and it kept its quoting: a plain value that
      // stays safe as plain is written plain, a quoted one in the same quotes.
      const [old, edited] = [was[line - 1], now[line - 1]]
      expect(edited.startsWith(old.slice(0, from)) && edited.endsWith(old.slice(to)), `${file}: ${edited}`).toBe(true)
      const written = edited.slice(from, edited.length - (old.length - to))
      const simple = !/[:#,{}[\]'"]/.test(String(node.value))
      if (node.type === 'PLAIN' && simple) expect(written).toBe(`${node.value} and more`)
      else expect(written[0]).toBe(old[from])
    })
  })
})

describe('each kind of edit', () => {
  const text = `# a comment
title: Plain words   # why
quoted: 'single'
double: "double"
intro: >-
  Folded text that is
  long.

items:
  - { label: One, to: /one }   # first
  - { label: Two, to: /two }
list:
  - name: A
    text: first

  - name: B
    text: second
`
  test('a plain scalar stays plain, and its comment stays', () => {
    const result = edited(text, [{ op: 'set', path: ['title'], value: 'Other words' }], { ...parse(text), title: 'Other words' })
    expect(result).toBe(text.replace('title: Plain words   # why', 'title: Other words   # why'))
  })

  test('a plain scalar that would read differently goes in double quotes', () => {
    const result = edited(text, [{ op: 'set', path: ['title'], value: 'Note: #1' }], { ...parse(text), title: 'Note: #1' })
    expect(result).toContain('title: "Note: #1"   # why')
    edited(text, [{ op: 'set', path: ['title'], value: '2024' }], { ...parse(text), title: '2024' })
    edited(text, [{ op: 'set', path: ['title'], value: 'yes' }], { ...parse(text), title: 'yes' })
  })

  test('single and double quotes stay', () => {
    const result = edited(
      text,
      [
        { op: 'set', path: ['quoted'], value: "it's" },
        { op: 'set', path: ['double'], value: 'say "hi"' },
      ],
      { ...parse(text), quoted: "it's", double: 'say "hi"' },
    )
    expect(result).toContain("quoted: 'it''s'\n")
    expect(result).toContain('double: "say \\"hi\\""\n')
  })

  test('a folded block keeps its style, its indentation and the blank line after it', () => {
    const long = Array.from({ length: 30 }, (_, i) => `word${i}`).join(' ')
    const result = edited(text, [{ op: 'set', path: ['intro'], value: long }], { ...parse(text), intro: long })
    expect(result).toMatch(/intro: >-\n {2}word0 .*\n {2}.*word29\n\nitems:/)
  })

  test('a value inside a one-line `{ … }` item', () => {
    const result = edited(text, [{ op: 'set', path: ['items', 1, 'label'], value: 'Two, three' }], {
      ...parse(text),
      items: [parse(text).items[0], { label: 'Two, three', to: '/two' }],
    })
    expect(result).toContain('  - { label: "Two, three", to: /two }\n')
  })

  test('a field added to a block map and to a `{ … }` item', () => {
    const data = parse(text)
    const result = edited(
      text,
      [
        { op: 'set', path: ['list', 0, 'icon'], value: 'star' },
        { op: 'set', path: ['items', 0, 'icon'], value: 'phone' },
      ],
      { ...data, list: [{ ...data.list[0], icon: 'star' }, data.list[1]], items: [{ ...data.items[0], icon: 'phone' }, data.items[1]] },
    )
    expect(result).toContain('  - name: A\n    text: first\n    icon: star\n\n  - name: B')
    expect(result).toContain('  - { label: One, to: /one, icon: phone }   # first\n')
  })

  test('a list item removed, with the blank lines between items kept', () => {
    const data = parse(text)
    expect(edited(text, [{ op: 'remove', path: ['list', 0] }], { ...data, list: [data.list[1]] })).toBe(text.replace('  - name: A\n    text: first\n\n', ''))
    expect(edited(text, [{ op: 'remove', path: ['list', 1] }], { ...data, list: [data.list[0]] })).toBe(text.replace('\n\n  - name: B\n    text: second', ''))
    expect(edited(text, [{ op: 'remove', path: ['items', 0] }], { ...data, items: [data.items[1]] })).toBe(
      text.replace('  - { label: One, to: /one }   # first\n', ''),
    )
  })

  test('a list item inserted in the style of its sibling', () => {
    const data = parse(text)
    const block = edited(text, [{ op: 'insert', path: ['list', 1], value: { name: 'New', text: 'new: text' } }], {
      ...data,
      list: [data.list[0], { name: 'New', text: 'new: text' }, data.list[1]],
    })
    expect(block).toContain('    text: first\n\n  - name: New\n    text: "new: text"\n\n  - name: B\n')
    const flow = edited(text, [{ op: 'insert', path: ['items', 2], value: { label: 'Three', to: '/three' } }], {
      ...data,
      items: [...data.items, { label: 'Three', to: '/three' }],
    })
    expect(flow).toContain('  - { label: Two, to: /two }\n  - { label: Three, to: /three }\nlist:')
  })

  test("a list item moved up or down swaps the items' text", () => {
    const data = parse(text)
    const moved = edited(text, [{ op: 'move', path: ['list', 1], by: -1 }], { ...data, list: [data.list[1], data.list[0]] })
    expect(moved).toBe(
      text
        .replace('name: A\n    text: first', 'name: @')
        .replace('name: B\n    text: second', 'name: A\n    text: first')
        .replace('name: @', 'name: B\n    text: second'),
    )
    const flow = edited(text, [{ op: 'move', path: ['items', 0], by: 1 }], { ...data, items: [data.items[1], data.items[0]] })
    expect(flow).toContain('  - { label: Two, to: /two }   # first\n  - { label: One, to: /one }\n')
  })

  test('changed data is turned into these edits: the result reads back as the data', () => {
    const data = parse(text)
    const next = { ...data, title: 'New', list: [data.list[1], data.list[0]], items: [{ ...data.items[0], label: 'Uno' }] }
    const result = spliceData(text, next)
    expect(parse(result)).toEqual(next)
    expect(result.startsWith('# a comment\ntitle: New   # why\n')).toBe(true)
  })
})
