// A person's changes carried onto a newer text of the same file, field by field, on data of the test's
// own: the newer text's other fields, comments and order stay; a field both changed is a conflict, or
// the person's newer words on their own earlier proposal; a list they reordered is one place.
import { expect, test } from 'vitest'
import { carryOnto } from './site-remote-carry.ts'

const base = 'title: Wombat\n# a comment\nsections:\n  - heading: Quokka\n  - heading: Numbat\n'
const theirs = 'title: Wombat Deluxe\n# a comment\nsections:\n  - heading: Quokka\n  - heading: Numbat\n'

test('a field only the person changed goes onto the newer text, which keeps its own changes and comments', () => {
  const mine = base.replace('Numbat', 'Numbat 2')
  expect(carryOnto('pages/x.yaml', base, mine, theirs, false)).toEqual({ text: theirs.replace('Numbat', 'Numbat 2') })
  expect(carryOnto('pages/x.yaml', base, mine, base, false)).toEqual({ text: mine })
})

test("a field both changed: the conflict with both versions, or the person's newer words on their own proposal", () => {
  const mine = base.replace('Wombat', 'Wombat Mine')
  const carried = carryOnto('pages/x.yaml', base, mine, theirs, false)
  expect(carried).toEqual({ conflicts: [expect.objectContaining({ file: 'pages/x.yaml', path: ['title'], mine: 'Wombat Mine', theirs: 'Wombat Deluxe' })] })
  expect(carryOnto('pages/x.yaml', base, mine, theirs, true)).toEqual({ text: mine })
})

test('a list the person reordered is one place: kept where the newer text left it alone, a conflict where it did not', () => {
  const mine = base.replace('Quokka', 'TMP').replace('Numbat', 'Quokka').replace('TMP', 'Numbat')
  expect(carryOnto('pages/x.yaml', base, mine, theirs, false)).toEqual({
    text: theirs.replace('Quokka', 'TMP').replace('Numbat', 'Quokka').replace('TMP', 'Numbat'),
  })
  expect(carryOnto('pages/x.yaml', base, mine, base.replace('Quokka', 'Quokka 3'), false)).toHaveProperty('conflicts')
})
