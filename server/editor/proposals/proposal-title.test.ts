// A request's proposed title, from the changes change-words.ts says of data of the test's own: one
// change reads as a sentence, several on one page are counted, several pages are named, a new page goes by
// its title with its menu entries, and a long title ends at a whole word.
import { expect, test } from 'vitest'
import { changeWords } from '../review/change-words.ts'
import { definitionWords } from '../review/schema-walk.ts'
import { pageTitles, proposalTitle } from './proposal-title.ts'
import { titleWords } from './title-words.ts'

const config = {
  header: {
    menu: [
      { label: 'Quokka', to: '/quokka' },
      { label: 'Bilby', to: '/bilby' },
    ],
  },
}
const plan = (name: string, price = '$1') => ({ name, price, features: ['Alpha'], action: { label: 'Go', to: '/' } })
const page = (path: string, heading: string, plans = [plan('Wombat'), plan('Numbat')]) => ({
  path,
  title: `${path.slice(1)} title`,
  sections: [
    { type: 'hero', heading },
    { type: 'plans', heading: 'Plans heading', items: plans },
  ],
})
const before = { 'site.yaml': config, 'pages/quokka.yaml': page('/quokka', 'Old words'), 'pages/bilby.yaml': page('/bilby', 'Bilby words') }
const titleOf = (after: Record<string, unknown>) => proposalTitle(changeWords(before, after), pageTitles(after))

test('one change reads as a sentence naming its page', () => {
  expect(titleOf({ ...before, 'pages/quokka.yaml': page('/quokka', 'New words') })).toBe('New heading on the Quokka page')
  const dearer = page('/quokka', 'Old words', [plan('Wombat', '$2'), plan('Numbat')])
  expect(titleOf({ ...before, 'pages/quokka.yaml': dearer })).toBe('Price of Wombat changed on Quokka')
  const swapped = { ...before['pages/quokka.yaml'], sections: [...before['pages/quokka.yaml'].sections].reverse() }
  expect(titleOf({ ...before, 'pages/quokka.yaml': swapped })).toBe(`${definitionWords('PlansSection')} moved up on the Quokka page`)
  const more = page('/quokka', 'Old words', [plan('Wombat'), plan('Numbat'), plan('Quoll')])
  expect(titleOf({ ...before, 'pages/quokka.yaml': more })).toBe('Quoll added to the Quokka page')
  expect(titleOf({ ...before, 'site.yaml': { ...config, phone: '555' } })).toBe('Phone changed in Site settings')
})

test('several changes to one page are counted; several pages are named, the rest counted', () => {
  const both = page('/quokka', 'New words', [plan('Wombat', '$2'), plan('Numbat', '$3')])
  expect(titleOf({ ...before, 'pages/quokka.yaml': both })).toBe('3 changes to the Quokka page')
  expect(titleOf({ ...before, 'pages/quokka.yaml': both, 'pages/bilby.yaml': page('/bilby', 'Other words') })).toBe('Changes to Bilby and Quokka')
  const pages = ['Pricing', 'Contact', 'Bilby Facts', 'Home'].map((name) => `${name} › Hero › Heading: 'a' → 'b'`)
  expect(proposalTitle(pages)).toBe('Changes to Pricing, Contact and 2 more pages')
  expect(proposalTitle(pages.slice(0, 3))).toBe('Changes to Pricing, Contact and Bilby Facts')
  // Site settings come after the pages.
  expect(proposalTitle(["Site settings › Phone: '1' → '2'", ...pages.slice(0, 1)])).toBe('Changes to Pricing and Site settings')
})

test('a new page goes by its title, its menu entries with it', () => {
  const copy = { ...page('/veterinary-accounting', 'Old words'), title: 'Veterinary Practice Accounting' }
  const menu = [...config.header.menu, { label: copy.title, to: copy.path }]
  const after = { ...before, 'site.yaml': { header: { menu } }, 'pages/vet.yaml': copy }
  expect(changeWords(before, after)).toHaveLength(2)
  expect(titleOf(after)).toBe('New page: Veterinary Practice Accounting')
  // Without its title, the address in words.
  expect(proposalTitle(['New page /veterinary-accounting'])).toBe('New page: Veterinary accounting')
  expect(titleOf({ ...after, 'pages/quokka.yaml': page('/quokka', 'New words') })).toBe('Changes to Veterinary Practice Accounting and Quokka')
})

test('a long title ends at a whole word, within the longest', () => {
  const long = 'Accounting and bookkeeping for veterinary practices, dentists and other clinics'
  const title = proposalTitle([`New page /vets`], { '/vets': long })
  expect(title.length).toBeLessThanOrEqual(titleWords.longest)
  expect(title.endsWith(titleWords.ellipsis)).toBe(true)
  // What is kept are whole words of the sentence.
  const kept = title.slice(0, -titleWords.ellipsis.length)
  expect(titleWords.newPage(long).startsWith(kept)).toBe(true)
  expect(titleWords.newPage(long).charAt(kept.length)).toMatch(/[\s,]/)
  const names = Array.from({ length: 6 }, (_, i) => `A rather long page name number ${i + 1}`)
  const many = proposalTitle(names.map((name) => `${name} › Hero › Heading: 'a' → 'b'`))
  expect(many.length).toBeLessThanOrEqual(titleWords.longest)
  expect(many).toMatch(/ more pages$/)
})
