// The firm's time, read from a date-and-time field and given back to one: in a zone of its own (not the
// machine's), in summer and winter, on the day the clocks go forward, and without a zone (the person's own).
import { afterEach, expect, test } from 'vitest'
import { momentOf, sayTimesIn, typedAt } from './firm-time.ts'

afterEach(() => sayTimesIn(undefined))

test('a typed time is the moment it is at the firm, and that moment types back the same', () => {
  sayTimesIn('America/Denver')
  const typed = {
    '2030-07-01T09:30': Date.UTC(2030, 6, 1, 15, 30), // summer: 6 hours behind UTC
    '2030-01-15T09:30': Date.UTC(2030, 0, 15, 16, 30), // winter: 7 hours behind
    '2030-03-10T03:30': Date.UTC(2030, 2, 10, 9, 30), // the clocks went forward at 2:00 that night
    '2030-03-10T01:30': Date.UTC(2030, 2, 10, 8, 30), // and not yet
  }
  for (const [field, moment] of Object.entries(typed)) {
    expect(momentOf(field), field).toBe(moment)
    expect(typedAt(moment), field).toBe(field)
  }
})

test('without a zone, a typed time is the person’s own', () => {
  expect(momentOf('2030-07-01T09:30')).toBe(new Date('2030-07-01T09:30').getTime())
  expect(typedAt(new Date('2030-07-01T09:30').getTime())).toBe('2030-07-01T09:30')
})
