// The firm's time zone (site.yaml firm.timeZone), in which scheduled publications go live: a name shaped
// like a zone that no zone has is a problem at its line, in plain words; a real one is not.
import { afterEach, expect, it } from 'vitest'
import { loadSite } from './load-site.ts'
import { messages } from './messages.ts'
import { copySampleSite, editYaml, positionOf, removeCopies } from './site-copy.ts'

afterEach(removeCopies)

it("a time zone the world's list does not have is a problem at the firm's time zone; a real one is not", () => {
  const dir = copySampleSite()
  editYaml(dir, 'site.yaml', (doc) => doc.setIn(['firm', 'timeZone'], 'America/Elk_Grove'))
  expect(loadSite(dir).problems).toEqual([{ ...positionOf(dir, 'site.yaml', ['firm', 'timeZone']), message: messages.unknownTimeZone('America/Elk_Grove') }])
  editYaml(dir, 'site.yaml', (doc) => doc.setIn(['firm', 'timeZone'], 'America/New_York'))
  expect(loadSite(dir).problems).toEqual([])
})
