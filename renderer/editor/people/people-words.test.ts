// The hosted editor's lists in plain words: a browser's user agent, and the audit log's entries.
import { describe, expect, test } from 'vitest'
import { activityWords } from './activity-words.ts'
import { deviceWords } from './device-words.ts'
import { ago } from './people-words.ts'

describe('deviceWords', () => {
  test.each([
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36', 'Chrome on a Mac'],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      'Safari on an iPhone',
    ],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0', 'Edge on Windows'],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0', 'Firefox on Linux'],
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36', 'Chrome on an Android device'],
    ['curl/8.5.0', 'A browser the editor does not recognise'],
  ])('%s', (userAgent, words) => expect(deviceWords(userAgent)).toBe(words))
})

describe('activityWords', () => {
  const names = new Map([
    ['p1', 'Olga Owner'],
    ['p2', 'Ana López'],
  ])
  const nameOf = (id: string) => names.get(id)
  test.each([
    [{ action: 'sign-in', person: 'p2', email: 'ana@example.com', detail: 'passkey' }, 'Ana López', 'signed in with a passkey'],
    [{ action: 'invitation', person: 'p1', email: 'pat@example.com', detail: 'publisher' }, 'Olga Owner', 'invited pat@example.com as a publisher'],
    [{ action: 'removal', person: 'p1', email: 'pat@example.com' }, 'Olga Owner', 'removed pat@example.com'],
    [{ action: 'proposal', person: 'p2', email: 'ana@example.com', detail: 'site-edit/ana/2026-01-01-home' }, 'Ana López', 'sent changes for review'],
    [{ action: 'publication', person: 'p1', detail: 'site-edit/ana/2026-01-01-home' }, 'Olga Owner', 'published changes'],
    [
      { action: 'sign-in link asked', email: 'who@example.com', detail: 'nobody with this address' },
      'Someone',
      'asked for a sign-in link for who@example.com, which is nobody’s here',
    ],
    [{ action: 'sign-out', person: 'gone', email: 'old@example.com' }, 'old@example.com', 'signed out'],
  ])('%o', (entry, who, what) => expect(activityWords({ at: 0, ...entry }, nameOf)).toEqual({ who, what }))
})

test('ago', () => {
  const now = Date.UTC(2026, 0, 2, 12)
  expect(ago(now - 30_000, now)).toBe('just now')
  expect(ago(now - 5 * 60_000, now)).toBe('5 minutes ago')
  expect(ago(now - 60 * 60_000, now)).toBe('1 hour ago')
  expect(ago(now - 3 * 3_600_000, now)).toBe('3 hours ago')
  expect(ago(now - 2 * 86_400_000, now)).toMatch(/^on /)
})
