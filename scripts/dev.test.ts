// npm run dev in a real browser, on a copy of site/: the page renders, a mistake saved into a page's
// YAML replaces it with the list of problems (file, line, column, message) within seconds, and fixing
// the file brings the page back, with the edit in it.
import { spawn, type ChildProcess } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { parseDocument } from 'yaml'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { HeroSection, Section } from '../schema/generated/site-types.ts'
import { defaultSiteDir, loadSite, projectRoot } from '../schema/load-site.ts'
import { editYaml, findSection, positionOf } from '../schema/site-copy.ts'
import { formatProblem } from '../schema/problem.ts'
import { testBrowser } from './support/test-browser.ts'
import { freePort } from './support/free-port.ts'
import { waitUntilAnswering } from './support/wait-until-answering.ts'

const seconds = 1000
let dir: string
let siteDir: string
let server: ChildProcess | undefined
let serverOutput = ''
let browser: Browser | undefined
let origin: string

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'site-dev-test-'))
  siteDir = join(dir, 'site')
  cpSync(defaultSiteDir, siteDir, { recursive: true })
  const port = await freePort()
  origin = `http://127.0.0.1:${port}`
  server = spawn(process.execPath, ['scripts/dev.ts'], {
    cwd: projectRoot,
    env: { ...process.env, SITE_DIR: siteDir, DEV_PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  server.stdout!.on('data', (chunk) => (serverOutput += chunk))
  server.stderr!.on('data', (chunk) => (serverOutput += chunk))
  await waitUntilAnswering(`${origin}/`, { child: server!, output: () => serverOutput, what: 'npm run dev', timeoutMs: 30 * seconds, ok: true })
  browser = await testBrowser()
}, 60 * seconds)

afterAll(async () => {
  await browser?.close()
  server?.kill()
  rmSync(dir, { recursive: true, force: true })
})

/** How long the page took to show `locator`, failing after `timeoutMs`. */
async function timeUntilVisible(page: Page, selector: string, text: string, timeoutMs: number): Promise<number> {
  const started = Date.now()
  await page.locator(selector, { hasText: text }).first().waitFor({ timeout: timeoutMs })
  return Date.now() - started
}

describe('npm run dev', () => {
  test(
    'shows a validation problem in the page with its file, line, column and message, and recovers once fixed',
    async () => {
      const isHero = (s: Section): s is HeroSection => s.type === 'hero'
      const { file: name, page: sitePage, index } = findSection(siteDir, isHero)!
      // As the page shows it, with its {{references}} filled in.
      const { heading } = loadSite(siteDir).site!.pages.find(({ page }) => page.path === sitePage.path)!.page.sections[index] as HeroSection
      const file = join(siteDir, name)
      const original = readFileSync(file, 'utf8')
      const page = await browser!.newPage()

      // The save below reaches the page through Vite's client: it must be listening first, or the
      // reload it would get is sent to nobody (a loaded machine shows the heading long before that).
      const listening = page.waitForEvent('console', { predicate: (message) => message.text().includes('[vite] connected'), timeout: 30 * seconds })
      await page.goto(`${origin}${sitePage.path}`)
      await timeUntilVisible(page, 'h1', heading, 30 * seconds)
      await listening

      // A misspelt section type, saved while the page is open.
      editYaml(siteDir, name, (doc) => doc.setIn(['sections', index, 'type'], 'heor'))
      const { line, col } = positionOf(siteDir, name, ['sections', index, 'type'])
      const shownAfter = await timeUntilVisible(page, '#site-problems', `${basename(name)}:${line}:${col}`, 30 * seconds)

      const shown = await page.locator('#site-problems').innerText()
      expect(shown).toContain('unknown section type `heor`')
      expect(shown).toContain('did you mean `hero`?')
      // Every problem, exactly as `npm run validate` prints it.
      const problems = loadSite(siteDir).problems
      expect(problems.length).toBeGreaterThan(0)
      for (const problem of problems) expect(shown).toContain(formatProblem(problem))

      // Fixed, with an edit, in one save as a person makes it: the page comes back by itself and shows
      // the edit. (Two saves in a row could land while the page reloads between them, before its Vite
      // client is listening, and the second would then never reach the page.)
      const fixed = parseDocument(original)
      fixed.setIn(['sections', index, 'heading'], `${heading} Since Long Ago`)
      writeFileSync(file, fixed.toString())
      // How fast is the benchmark's business, not a test's: a loaded machine only gets more time.
      const backAfter = await timeUntilVisible(page, 'h1', `${heading} Since Long Ago`, 30 * seconds)
      expect(await page.locator('#site-problems').count()).toBe(0)
      console.log(`dev server: problem shown after ${shownAfter} ms, page back after ${backAfter} ms`)
      await page.close()
    },
    90 * seconds,
  )

  test(
    'a problem in site.yaml shows on every route',
    async () => {
      const file = join(siteDir, 'site.yaml')
      const original = readFileSync(file, 'utf8')
      const page = await browser!.newPage()
      try {
        writeFileSync(file, `${original}\nnot-a-setting: 1\n`)
        const expected = loadSite(siteDir).problems.map(formatProblem)
        // The dev server learns of the save from its file watcher, a moment later; on a busy machine it
        // may first read the file half written, and show that file's problem until the next event.
        const deadline = Date.now() + 30 * seconds
        let status: number | undefined
        let shown = ''
        while (Date.now() < deadline) {
          // Only the status and the problems listed matter here, not the page's scripts.
          // Each try is bounded, so the deadline above is the test's: a load or a page without the list
          // (the file read half written) is tried again rather than waited on.
          status = (await page.goto(`${origin}/`, { waitUntil: 'commit', timeout: 10 * seconds }).catch(() => undefined))?.status()
          shown =
            status === 500
              ? await page
                  .locator('#site-problems')
                  .innerText({ timeout: 2 * seconds })
                  .catch(() => '')
              : ''
          if (status === 500 && expected.every((problem) => shown.includes(problem))) break
          await page.waitForTimeout(250)
        }
        expect(status).toBe(500)
        for (const problem of expected) expect(shown).toContain(problem)
        expect(shown).toMatch(/site\.yaml:\d+:\d+/)
      } finally {
        writeFileSync(file, original)
        // A tab Vite's client is reloading may take its time to close on a loaded machine: what this test
        // checks is done by then, so closing it is not waited on past a few seconds.
        await Promise.race([page.close(), new Promise((resolve) => setTimeout(resolve, 5 * seconds))])
      }
    },
    90 * seconds,
  )
})
