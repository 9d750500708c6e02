// A new page's address is proposed from its name in words, and a name or address that cannot be used
// says why.
import { expect, test } from 'vitest'
import { reservedPaths } from '../../../schema/reserved-paths.ts'
import { addressOf, copyBlocked, fileOf } from './page-address.ts'
import { pageWords as words } from './page-words.ts'

test('the address is the name in small letters and dashes', () => {
  expect(addressOf('Veterinary & Pet Clinic Accounting')).toBe('/veterinary-and-pet-clinic-accounting')
  expect(addressOf('  Café  Owners’ Taxes! ')).toBe('/cafe-owners-taxes')
  expect(addressOf('!!!')).toBe('')
  expect(fileOf('/cafe-owners-taxes')).toBe('pages/cafe-owners-taxes.yaml')
})

test('a copy needs a name, a plain address, and one no page or server part has', () => {
  const pages = [
    { file: 'pages/home.yaml', path: '/' },
    { file: 'pages/otters.yaml', path: '/otter-grooming' },
  ]
  expect(copyBlocked('', '/x', pages)).toBe(words.needName)
  expect(copyBlocked('X', 'x', pages)).toBe(words.badAddress)
  expect(copyBlocked('X', '/X-Y', pages)).toBe(words.badAddress)
  expect(copyBlocked('X', '/', pages)).toBe(words.badAddress)
  expect(copyBlocked('X', '/otter-grooming', pages)).toBe(words.addressTaken('/otter-grooming'))
  expect(copyBlocked('X', '/home', pages)).toBe(words.nameTaken('home'))
  const [reserved, why] = Object.entries(reservedPaths)[0]!
  expect(copyBlocked('X', reserved, pages)).toBe(words.reserved(reserved, why))
  expect(copyBlocked('Vets', '/vets', pages)).toBeUndefined()
})
