// The structured data's opening hours come from the same fact the pages show: an editor who opens on
// Saturdays changes one line, and search engines read it too.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, expect, it } from 'vitest'
import { defaultSiteDir, loadSite } from '../schema/load-site.ts'
import { businessJsonLd, openingDays } from './structured-data.ts'

const work = mkdtempSync(join(tmpdir(), 'structured-data-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))

function withHours(days: string, opens: string) {
  const dir = join(work, String(Math.random()).slice(2))
  cpSync(defaultSiteDir, dir, { recursive: true })
  const file = join(dir, 'site.yaml')
  writeFileSync(
    file,
    readFileSync(file, 'utf8')
      .replace(/^( +days:).*$/m, `$1 ${days}`)
      .replace(/^( +opens:).*$/m, `$1 "${opens}"`),
  )
  return loadSite(dir)
}

it('reads days written as a range, a list or both, in the order of the week', () => {
  expect(openingDays('Monday-Friday')).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'])
  expect(openingDays('Saturday, Monday-Wednesday')).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Saturday'])
  expect(openingDays('Friday-Monday')).toEqual(['Monday', 'Friday', 'Saturday', 'Sunday'])
})

it('an hours edit in site.yaml changes the structured data', () => {
  const { site } = withHours('Monday-Saturday', '8:30 AM')
  const hours = businessJsonLd(site!.config).openingHoursSpecification
  expect(hours.dayOfWeek).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'])
  expect(hours.opens).toBe('08:30')
})

it('days search engines could not read are a problem at the line, with the form to use', () => {
  const { problems } = withHours('Mon to Sat', '10:15 AM')
  expect(problems).toHaveLength(1)
  expect(problems[0]!.file).toMatch(/site\.yaml$/)
  expect(problems[0]!.message).toMatch(/^`days`.* has the wrong form: `Mon to Sat`\..*written like Monday-Friday or Monday-Friday, Saturday/)
})
