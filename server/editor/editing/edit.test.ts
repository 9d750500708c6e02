// npm run edit in a real browser, on a copy of the sample site: a click on a page's heading lets it be typed in
// place, the page shows the new words, and Save changes the file on disk on that one line. An edit
// with a mistake shows the validator's own message under "Problems", and Save warns instead of writing.
// A port already taken stops the start with a plain message.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { parse } from 'yaml'
import type { HeroSection, Section } from '../../../schema/generated/site-types.ts'
import { loadSite, projectRoot } from '../../../schema/load-site.ts'
import { copySite, findSection, positionOf, removeCopies, copySampleSite } from '../../../schema/site-copy.ts'
import { placeWords } from '../review/change-words.ts'
import { problemText } from '../editor-context.ts'
import { spliceData } from '../../../schema/yaml-splice.ts'
import { apiPrefix, editorRoutes, sessionHeader, sessionMeta } from '../contract.ts'
import { testBrowser } from '../../../scripts/support/test-browser.ts'
import { freePort } from '../../../scripts/support/free-port.ts'
import { waitUntilAnswering } from '../../../scripts/support/wait-until-answering.ts'

const seconds = 1000
let siteDir: string
// Its drafts in a database of its own, not in the project's data/.
const dataDir = mkdtempSync(join(tmpdir(), 'editor-data-'))
let server: ChildProcess | undefined
let output = ''
let browser: Browser | undefined
let origin: string

beforeAll(async () => {
  siteDir = copySampleSite()
  const port = await freePort()
  origin = `http://127.0.0.1:${port}`
  server = spawn(process.execPath, ['scripts/edit.ts'], {
    cwd: projectRoot,
    env: { ...process.env, SITE_DIR: siteDir, EDIT_PORT: String(port), DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  server.stdout!.on('data', (chunk) => (output += chunk))
  server.stderr!.on('data', (chunk) => (output += chunk))
  await waitUntilAnswering(`${origin}/`, { child: server, output: () => output, what: 'npm run edit', timeoutMs: 30 * seconds, ok: true })
  browser = await testBrowser()
}, 60 * seconds)

afterAll(async () => {
  await browser?.close()
  server?.kill()
  removeCopies()
  rmSync(dataDir, { recursive: true, force: true })
})

// A hero whose heading is plain words (no {{reference}}), so the page shows it as written.
const isPlainHero = (s: Section): s is HeroSection => s.type === 'hero' && !s.heading.includes('{{')

/** The page open in the editor, once its overlay has loaded the site. */
async function openEditor(path: string, heading: string): Promise<Page> {
  const page = await browser!.newPage()
  await page.goto(`${origin}${path}`)
  await page.locator('h1', { hasText: heading }).waitFor({ timeout: 30 * seconds })
  await page.locator('[aria-label="Problems"][aria-busy="false"]').waitFor({ timeout: 30 * seconds })
  return page
}

async function typeAtEndOf(page: Page, heading: string, words: string) {
  await page.locator('h1', { hasText: heading }).click()
  await page.keyboard.press('Control+End')
  await page.keyboard.type(words)
}

describe('npm run edit', () => {
  test(
    'a port another program uses stops the start with a plain message, naming the setting to change',
    async () => {
      const taken = createServer()
      const port = await new Promise<number>((done) => taken.listen(0, '127.0.0.1', () => done((taken.address() as { port: number }).port)))
      try {
        const result = spawnSync(process.execPath, ['scripts/edit.ts'], {
          cwd: projectRoot,
          env: { ...process.env, SITE_DIR: siteDir, EDIT_PORT: String(port), DATA_DIR: dataDir },
          encoding: 'utf8',
          timeout: 60 * seconds,
        })
        expect(result.status).toBe(1)
        expect(result.stderr).toContain(`another program already uses port ${port}`)
        expect(result.stderr).toContain('EDIT_PORT')
      } finally {
        taken.close()
      }
    },
    90 * seconds,
  )

  test("the API answers only requests carrying the page's session token", async () => {
    expect((await fetch(`${origin}${apiPrefix}${editorRoutes.site}`)).status).toBe(403)
    const save = await fetch(`${origin}${apiPrefix}${editorRoutes.save}`, {
      method: 'POST',
      headers: { [sessionHeader]: 'guess', 'content-type': 'application/json' },
      body: '{"drafts":{}}',
    })
    expect(save.status).toBe(403)
    const token = new RegExp(`name="${sessionMeta}" content="([^"]+)"`).exec(await (await fetch(`${origin}/`)).text())?.[1]
    expect(token).toBeTruthy()
    expect((await fetch(`${origin}${apiPrefix}${editorRoutes.site}`, { headers: { [sessionHeader]: token! } })).status).toBe(200)
  })

  test(
    'a heading typed in place shows in the page, and Save changes only its line on disk',
    async () => {
      const { file, page: sitePage, index, section } = findSection(siteDir, isPlainHero)!
      const before = readFileSync(join(siteDir, file), 'utf8')
      const page = await openEditor(sitePage.path, section.heading)

      await typeAtEndOf(page, section.heading, ' Made Simple')
      const edited = `${section.heading} Made Simple`
      await expect.poll(() => page.locator('h1').first().innerText()).toBe(edited)
      await expect.poll(() => page.getByRole('region', { name: 'Problems' }).innerText()).not.toMatch(/error/)

      await page.getByRole('button', { name: 'Save' }).click()
      await expect.poll(() => readFileSync(join(siteDir, file), 'utf8'), { timeout: 10 * seconds }).not.toBe(before)
      const after = readFileSync(join(siteDir, file), 'utf8')
      const { line } = positionOf(siteDir, file, ['sections', index, 'heading'])
      const [was, now] = [before.split('\n'), after.split('\n')]
      expect(now).toHaveLength(was.length)
      expect(was.flatMap((text, i) => (text === now[i] ? [] : [i + 1]))).toEqual([line])
      expect((parse(after) as { sections: HeroSection[] }).sections[index].heading).toBe(edited)
      writeFileSync(join(siteDir, file), before)
      await page.close()
    },
    90 * seconds,
  )

  test("a mistake shows the validator's message under Problems, and Save warns instead of writing", { timeout: 90 * seconds }, async () => {
    const { file, page: sitePage, index, section } = findSection(siteDir, isPlainHero)!
    const before = readFileSync(join(siteDir, file), 'utf8')
    const page = await openEditor(sitePage.path, section.heading)

    const mistake = ' {{firm.noSuchFact}}'
    await typeAtEndOf(page, section.heading, mistake)
    // What `npm run validate` says about the same edit, made in another copy (named as this one).
    const other = copySite(siteDir)
    const data = parse(before) as { sections: HeroSection[] }
    data.sections[index].heading += mistake
    writeFileSync(join(other, file), spliceData(before, data))
    const config = parse(readFileSync(join(siteDir, 'site.yaml'), 'utf8'))
    const expected = loadSite(other).problems.map((p) => problemText(p, placeWords(file, p.path, data, config)))
    expect(expected.length).toBeGreaterThan(0)
    // Each problem is one item: the validator's message, at its place in words (no file:line:col).
    const problems = () => page.getByRole('region', { name: 'Problems' }).locator('li').allTextContents()
    for (const problem of expected) await expect.poll(problems, { timeout: 30 * seconds }).toContain(problem)

    await page.getByRole('button', { name: 'Save' }).click()
    await page.getByRole('alertdialog').waitFor({ timeout: 10 * seconds })
    expect(readFileSync(join(siteDir, file), 'utf8')).toBe(before)
    await page.getByRole('button', { name: 'Keep editing' }).click()
    expect(await page.getByRole('alertdialog').count()).toBe(0)

    // Undo takes the typing back: no problems, nothing to save.
    await page.getByRole('button', { name: 'Undo' }).click()
    await expect.poll(() => page.locator('h1').first().innerText()).toBe(section.heading)
    await expect.poll(problems).not.toContain(expected[0])
    // Redo brings the mistake back, and its problem with it. (The heading itself may show the section's last
    // valid words again once the check finds the problem in it, as any section with a problem does.)
    await page.getByRole('button', { name: 'Redo' }).click()
    for (const problem of expected) await expect.poll(problems, { timeout: 30 * seconds }).toContain(problem)
    await page.close()
  })
})
