// The review's words, on data of the test's own: each kind of change reads as a sentence naming the
// page (by its menu entry), the section (by its type), the item (by its name) and the field.
import { expect, test } from 'vitest'
import { changeWords, placeWords } from './change-words.ts'
import { definitionWords } from './schema-walk.ts'

// Sections are named by their type's name in the schema.
const [hero, plans] = [definitionWords('HeroSection'), definitionWords('PlansSection')]

const config = { header: { menu: [{ label: 'Quokka Page', to: '/quokka' }] } }
const plan = (name: string, popular?: boolean) => ({
  name,
  price: '$1',
  features: ['Alpha'],
  action: { label: 'Go', to: '/' },
  ...(popular ? { popular } : {}),
})
const page = (heading: string, plans: object[]) => ({
  path: '/quokka',
  title: 'Quokka title',
  sections: [
    { type: 'hero', heading },
    { type: 'plans', heading: 'Plans heading', items: plans },
  ],
})
const before = { 'site.yaml': config, 'pages/quokka.yaml': page('Old words', [plan('Wombat', true), plan('Numbat')]) }

test('a changed text names the page, the section type and the field', () => {
  const after = { ...before, 'pages/quokka.yaml': page('New words', [plan('Wombat', true), plan('Numbat')]) }
  expect(changeWords(before, after)).toEqual([`Quokka Page › ${hero} › Heading: 'Old words' → 'New words'`])
})

test('a flag one item carries is said of the item that now has it', () => {
  const after = { ...before, 'pages/quokka.yaml': page('Old words', [plan('Wombat'), plan('Numbat', true)]) }
  expect(changeWords(before, after)).toEqual([`Quokka Page › ${plans}: Numbat is now the popular plan`])
})

test('list items added, removed and moved, a field inside an item, and a new page', () => {
  const after = {
    ...before,
    'pages/quokka.yaml': page('Old words', [{ ...plan('Wombat', true), price: '$2' }, plan('Numbat'), plan('Bilby')]),
    'pages/new.yaml': { path: '/new-one', title: 'New', sections: [] },
  }
  expect(changeWords(before, after)).toEqual([
    'New page /new-one',
    `Quokka Page › ${plans} › Wombat › Price: '$1' → '$2'`,
    `Quokka Page › ${plans}: added Bilby`,
  ])
  const fewer = { ...before, 'pages/quokka.yaml': page('Old words', [plan('Numbat')]) }
  expect(changeWords(before, fewer)).toEqual([`Quokka Page › ${plans}: removed Wombat`])
  const swapped = { ...before, 'pages/quokka.yaml': { ...page('Old words', []), sections: [...before['pages/quokka.yaml'].sections].reverse() } }
  expect(changeWords(before, swapped)).toEqual([`Quokka Page: moved ${plans} up`])
})

test('a reorder is named beside an edit of a moved item and beside an item added', () => {
  const [wombat, numbat, bilby] = [plan('Wombat'), plan('Numbat'), plan('Bilby')]
  const three = { ...before, 'pages/quokka.yaml': page('Old words', [wombat, numbat, bilby]) }
  const edited = { ...before, 'pages/quokka.yaml': page('Old words', [bilby, wombat, { ...numbat, price: '$5' }]) }
  expect(changeWords(three, edited)).toEqual([
    `Quokka Page › ${plans}: new order: Bilby, Wombat, Numbat`,
    `Quokka Page › ${plans} › Numbat › Price: '$1' → '$5'`,
  ])
  const grown = { ...before, 'pages/quokka.yaml': page('Old words', [numbat, wombat, bilby, plan('Quoll')]) }
  expect(changeWords(three, grown)).toEqual([`Quokka Page › ${plans}: moved Numbat up`, `Quokka Page › ${plans}: added Quoll`])
})

test('a page that is in no menu goes by its title; the same words name a place', () => {
  const other = { path: '/elsewhere', title: 'Elsewhere title', sections: [{ type: 'hero', heading: 'H' }] }
  expect(changeWords({ 'pages/e.yaml': other }, { 'pages/e.yaml': { ...other, cookieNotice: true } })).toEqual(['Elsewhere title › Cookie notice: added yes'])
  expect(placeWords('pages/quokka.yaml', ['sections', 1, 'items', 1, 'price'], before['pages/quokka.yaml'], config)).toBe(
    `Quokka Page › ${plans} › Numbat › Price`,
  )
})

test('one of two alike items filled in is an edit of that item, not a new order', () => {
  const faq = definitionWords('FaqSection')
  const q = (question: string, answer = '') => ({ question, answer })
  const withItems = (items: object[]) => ({ path: '/quokka', title: 'Quokka title', sections: [{ type: 'faq', heading: 'Asked', items }] })
  const blank = { 'site.yaml': config, 'pages/quokka.yaml': withItems([q('Wombat?'), q(''), q('')]) }
  const filled = { ...blank, 'pages/quokka.yaml': withItems([q('Wombat?'), q(''), q('', 'Numbat')]) }
  const said = changeWords(blank, filled)
  expect(said).toHaveLength(1)
  expect(said[0]).toMatch(new RegExp(`^Quokka Page › ${faq} › .+ › Answer: '' → 'Numbat'$`))
  expect(said[0]).not.toContain('order')
})
