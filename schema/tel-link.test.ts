import { expect, test } from 'vitest'
import { telHref } from './tel-link.ts'

test('a 10-digit US number gets the country code', () => {
  expect(telHref('(916) 555-0111')).toBe('tel:+19165550111')
})

test('an 11-digit number starting with 1 already has it', () => {
  expect(telHref('1 (877) 555-0142')).toBe('tel:+18775550142')
  expect(telHref('1-877-555-0142')).toBe('tel:+18775550142')
})

test('a number written with + keeps its own country code', () => {
  expect(telHref('+1 (916) 555-0111')).toBe('tel:+19165550111')
  expect(telHref('+44 20 7946 0958')).toBe('tel:+442079460958')
})
