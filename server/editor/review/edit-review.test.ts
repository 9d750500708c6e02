// npm run edit's review and proposal in a real browser, on a temporary git repository holding a copy
// of the site, with a local bare repository as its remote (not GitHub, so Send for review shows the commands).
// A heading typed in place is listed in plain words with before and after pictures at both widths;
// Send for review saves it, and sends it by the hosted editor's code to the repository the working tree
// belongs to: a branch with one commit of that file, made without switching to it (the default branch, its
// index and working tree are left alone), and the commands it shows push the branch and its pictures.
import { execFileSync } from 'node:child_process'
import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { HeroSection, Section } from '../../../schema/generated/site-types.ts'
import { findSection, sampleSiteDir } from '../../../schema/site-copy.ts'
import { testBrowser } from '../../../scripts/support/test-browser.ts'
import { sectionName } from '../../../renderer/editor/panels/schema-parts.ts'
import { reviewWords } from '../../../renderer/editor/review/review-words.ts'
import { openEditorPage, removeEditorDataDirs, startEditor, type EditorServer } from '../test-support/test-editor-server.ts'

const seconds = 1000
const git = (cwd: string, ...args: string[]) => execFileSync('git', args, { cwd, encoding: 'utf8' }).trim()
let top: string
let remote: string
let editor: EditorServer | undefined
let browser: Browser | undefined
let page: Page

const isPlainHero = (s: Section): s is HeroSection => s.type === 'hero' && !s.heading.includes('{{')
const added = ' Quokka Edition'

beforeAll(async () => {
  top = mkdtempSync(join(tmpdir(), 'site-repo-'))
  remote = mkdtempSync(join(tmpdir(), 'site-remote-'))
  cpSync(sampleSiteDir, join(top, 'site'), { recursive: true })
  git(remote, 'init', '--quiet', '--bare', '-b', 'main')
  git(top, 'init', '--quiet', '-b', 'main')
  git(top, 'config', 'user.name', 'Test Editor')
  git(top, 'config', 'user.email', 'editor@example.test')
  git(top, 'add', '.')
  git(top, 'commit', '--quiet', '-m', 'The site')
  git(top, 'remote', 'add', 'origin', remote)
  git(top, 'push', '--quiet', '-u', 'origin', 'main')
  editor = await startEditor(join(top, 'site'))
  browser = await testBrowser()
}, 120 * seconds)

afterAll(async () => {
  await browser?.close()
  await editor?.stop()
  removeEditorDataDirs()
  for (const dir of [top, remote]) if (dir) rmSync(dir, { recursive: true, force: true })
})

describe('review and propose', () => {
  const found = () => findSection(join(top, 'site'), isPlainHero)!

  test(
    'a heading typed in place is listed in plain words, with before and after pictures at 1280 and 375 px',
    async () => {
      const { page: sitePage, section } = found()
      page = await openEditorPage(browser!, `${editor!.origin}${sitePage.path}`, section.heading)
      await page.locator('h1', { hasText: section.heading }).click()
      await page.keyboard.press('Control+End')
      await page.keyboard.type(added)
      await expect.poll(() => page.locator('h1').first().innerText()).toBe(section.heading + added)

      const asked = Date.now()
      await page.getByRole('button', { name: 'Review changes' }).click()
      const review = page.getByRole('dialog', { name: 'Review changes' })
      // The builds and the pictures take a while: the panel says how far they are meanwhile.
      await review
        .getByRole('status')
        .first()
        .waitFor({ timeout: 30 * seconds })
      const changes = review.getByRole('region', { name: reviewWords.changes }).locator('li')
      await expect.poll(() => changes.allTextContents(), { timeout: 30 * seconds }).toHaveLength(1)
      const [words] = await changes.allTextContents()
      expect(words).toMatch(new RegExp(` › ${sectionName('hero')} › Heading: `))
      expect(words.endsWith(`: '${section.heading}' → '${section.heading}${added}'`)).toBe(true)

      // The page is named by its title, as a request's pictures name it.
      const route = review.getByRole('region', { name: sitePage.title, exact: true })
      for (const name of [reviewWords.before, reviewWords.after]) {
        for (const width of [1280, 375]) {
          const picture = route.getByRole('img', { name: reviewWords.pictureAlt(name, reviewWords.widthWords(width), sitePage.title), exact: true })
          await picture.waitFor({ timeout: 240 * seconds })
          await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(width)
        }
      }
      // The window narrowed past a phone's width and back (Review changes moves into More, and out): the
      // panel stays open, with its changes.
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 800 })
        await expect.poll(() => changes.allTextContents(), { timeout: 30 * seconds }).toEqual([words])
      }
      // How long is a figure to report, not to assert: the machine's load decides it.
      console.log(`review: the four pictures of ${sitePage.path} shown ${Date.now() - asked} ms after "Review changes"`)
    },
    300 * seconds,
  )

  test(
    'Send for review saves, commits that one file on a new branch without switching to it, and shows the commands that push it',
    async () => {
      const { file, section } = found()
      const main = git(top, 'rev-parse', 'main')
      await page.getByRole('dialog', { name: 'Review changes' }).getByRole('button', { name: 'Send for review' }).click()
      // Saving reloads the page (the dev server follows site/): the panel comes back with the outcome.
      const commands = page.getByRole('dialog', { name: 'Review changes' }).getByLabel('Commands')
      await commands.waitFor({ timeout: 240 * seconds })
      // Committed on a branch of its own: the person is still on main, where the saved change is not committed.
      const listed = page.getByRole('dialog', { name: 'Review changes' }).getByRole('region', { name: reviewWords.changes })
      await expect.poll(() => listed.locator('li').count(), { timeout: 30 * seconds }).toBe(1)
      expect(git(top, 'branch', '--show-current')).toBe('main')
      expect(git(top, 'rev-parse', 'main')).toBe(main)
      expect(git(top, 'status', '--porcelain').split('\n')).toEqual([`M site/${file}`]) // unstaged (git() trims the line's first space)

      const branch = git(top, 'for-each-ref', '--format=%(refname:short)', 'refs/heads/site-edit/')
      expect(branch).toMatch(/^site-edit\/local\/\d{4}-\d{2}-\d{2}-/)
      expect(git(top, 'rev-list', '--count', `main..${branch}`)).toBe('1')
      expect(git(top, 'diff', '--name-only', `main..${branch}`).split('\n')).toEqual([`site/${file}`])
      const message = git(top, 'log', '-1', '--format=%B', branch)
      expect(message).toContain(`'${section.heading}' → '${section.heading}${added}'`)
      expect(git(top, 'show', `${branch}:site/${file}`)).toContain(section.heading + added)
      // The pictures follow, on a branch of their own, never merged (the pull request links them); the
      // commands then push it too.
      const pictures = branch.replace(/^site-edit\//, 'site-edit-pictures/')
      await expect.poll(() => commands.innerText(), { timeout: 240 * seconds }).toContain(pictures)
      const shots = git(top, 'ls-tree', '-r', '--name-only', pictures).split('\n')
      expect(shots.filter((name) => name.endsWith('.png')).length).toBeGreaterThanOrEqual(4)

      const shown = (await commands.innerText()).split('\n').filter((line) => line.startsWith('git '))
      expect(shown.length).toBeGreaterThan(0)
      for (const command of shown) execFileSync('sh', ['-c', command], { cwd: top, stdio: 'pipe' })
      expect(git(remote, 'rev-parse', branch)).toBe(git(top, 'rev-parse', branch))
      expect(git(remote, 'rev-parse', pictures)).toBe(git(top, 'rev-parse', pictures))
    },
    300 * seconds,
  )
})
