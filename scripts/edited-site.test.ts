// The edited copy CI runs the suite on is a valid site that differs from the one it was made from.
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, expect, test } from 'vitest'
import { defaultSiteDir, loadSite, type Site } from '../schema/load-site.ts'
import { formatProblem } from '../schema/problem.ts'
import { applyEdits } from './edited-site/edits.ts'

const work = mkdtempSync(join(tmpdir(), 'edited-site-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))

function load(dir: string): Site {
  const { problems, site } = loadSite(dir)
  if (!site) throw new Error(problems.map(formatProblem).join('\n'))
  return site
}

test('the edited copy validates and differs in prices, pages, testimonials, forms and the 404 text', () => {
  const before = load(defaultSiteDir)
  cpSync(defaultSiteDir, join(work, 'site'), { recursive: true })
  const untouched = readFileSync(join(work, 'site', 'pages', 'about-us.yaml'), 'utf8')
  const report = applyEdits(join(work, 'site'))
  const after = load(join(work, 'site'))

  expect(report.filter((line) => line.startsWith('✔')).length).toBeGreaterThanOrEqual(8)
  expect(after.pages).toHaveLength(before.pages.length + 1)
  expect(after.testimonials).toHaveLength(before.testimonials.length + 1)
  expect(after.config.firm.name).not.toBe(before.config.firm.name)
  expect(after.config.firm.phones).not.toEqual(before.config.firm.phones)
  const notFound = (site: Site) => site.pages.find((p) => p.page.path === '/404')?.page
  expect(notFound(after)).not.toEqual(notFound(before))
  const forms = (site: Site) => site.pages.flatMap((p) => p.page.sections.filter((s) => s.type === 'form'))
  expect(forms(after)).not.toEqual(forms(before))
  // A file the edits did not need is left byte for byte.
  if (!report.some((line) => line.includes('about-us'))) {
    expect(readFileSync(join(work, 'site', 'pages', 'about-us.yaml'), 'utf8')).toBe(untouched)
  }
})
