// A save makes all of its edits on one parse of the file (yaml-splice-source.ts), where each edit used to
// parse the text the one before left: a page of 2,000 sections, each edited, took a minute, and the
// editor's server answered nobody meanwhile. The one parse must write exactly the bytes the edits one by
// one write: random changes of the sample site's files and of a file with every style, compared.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { parse, stringify } from 'yaml'
import { sampleSiteDir } from './site-copy.ts'
import { dataEdits } from './yaml-data-edits.ts'
import { read } from './yaml-splice-source.ts'
import { spliceData, spliceEdits, spliceOnOneParse } from './yaml-splice.ts'

const styles = `# a comment
title: Plain words   # why
intro: >-
  Folded text that is
  long.

items:
  - { label: One, to: /one }   # first
  - { label: Two, to: /two }
  - { label: Three, to: /three }
tags: [a, b, c]
list:
  - name: A
    text: first

  - name: B
    text: 'second'

  - name: C
    text: "third"
    more: { x: 1, y: 2 }
`
const texts = [
  styles,
  ...readdirSync(join(sampleSiteDir, 'pages')).map((f) => readFileSync(join(sampleSiteDir, 'pages', f), 'utf8')),
  readFileSync(join(sampleSiteDir, 'site.yaml'), 'utf8'),
]

/** A small seeded generator, so a failure comes back the same. */
function random(seed: number) {
  let s = seed
  const next = () => (s = (s * 1103515245 + 12345) % 2 ** 31) / 2 ** 31
  return { below: (n: number) => Math.floor(next() * n), chance: (p: number) => next() < p }
}
type Random = ReturnType<typeof random>
const isRecord = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v)
const newValues = ['new words', 'with: a colon', 'two\nlines', 42, { label: 'Added', to: '/added' }, ['x', 'y']]

/** `value` with some of its parts changed, the way an editor's drafts change a page. */
function changed(value: unknown, r: Random): unknown {
  if (Array.isArray(value)) {
    let items = value.map((v) => (r.chance(0.3) ? changed(v, r) : v))
    if (items.length > 1 && r.chance(0.2)) items.splice(r.below(items.length), 1 + r.below(2))
    if (r.chance(0.2)) items.splice(r.below(items.length + 1), 0, ...Array.from({ length: 1 + r.below(3) }, () => changed(value[r.below(value.length)], r)))
    if (items.length > 1 && r.chance(0.1)) {
      const i = r.below(items.length - 1)
      items = [...items.slice(0, i), items[i + 1], items[i], ...items.slice(i + 2)]
    }
    return items.length ? items : value
  }
  if (isRecord(value)) {
    const entries = Object.entries(value)
      .map(([k, v]) => [k, r.chance(0.3) ? changed(v, r) : v] as const)
      .filter((_, i, all) => all.length < 2 || !r.chance(0.1))
    if (r.chance(0.2)) entries.push([`added${r.below(3)}`, newValues[r.below(newValues.length)]])
    return Object.fromEntries(entries)
  }
  return typeof value === 'string' && r.chance(0.5) ? `${value} and more` : newValues[r.below(newValues.length)]
}

describe('a save made on one parse', () => {
  test('writes byte for byte what the edits made one by one write, over 600 random saves', () => {
    let compared = 0
    texts.forEach((text, t) => {
      for (let seed = 1; seed <= 600 / texts.length; seed++) {
        const data = changed(parse(text), random(seed * 31 + t))
        const edits = dataEdits(parse(text), data)
        let oneByOne: string
        try {
          oneByOne = spliceEdits(text, edits)
        } catch {
          continue
        } // an edit the splicer refuses either way
        expect(spliceOnOneParse(read(text), edits), `text ${t}, seed ${seed}`).toBe(oneByOne)
        compared++
      }
    })
    expect(compared).toBeGreaterThan(500)
  })

  // How long it takes is `npm run bench`'s to say (scripts/bench/large-page-check.ts); here, that it is one parse.
  test('a page of 2,000 sections, every one edited, is spliced on one parse, not one per edit', () => {
    const home = readFileSync(join(sampleSiteDir, 'pages', 'home.yaml'), 'utf8')
    const page = parse(home) as { sections: { heading?: string }[] }
    const sections = Array.from({ length: 2000 }, (_, i) => structuredClone(page.sections[i % page.sections.length]!))
    const text = stringify({ ...page, sections })
    const data = { ...page, sections: sections.map((s, i) => ({ ...s, heading: `Heading ${i}`, added: 'yes' })) }
    const result = spliceData(text, data)
    expect(parse(result)).toEqual(data)
    // One parse per edit took 52 s for this on the machine of the security review: the one parse does
    // not give up on these edits (it throws where it would need a parse of its own).
    expect(spliceOnOneParse(read(text), dataEdits(parse(text), data))).toBe(result)
  })
})
