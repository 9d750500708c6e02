// A proposal's commit by git's plumbing, on a real repository in a temp folder: the person's branch,
// index and working tree stay as they were (a staged change of theirs included), the commit holds the
// site's own files and nothing else, a second proposal grows the same unmerged branch, a merged one is
// left for a new branch, and a branch moved meanwhile is never overwritten.
import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { makeCommit, prepareCommit } from './propose-commit.ts'
import { siteRepo, type SiteRepo } from '../site/site-repo.ts'

let top: string
let siteDir: string
let repo: SiteRepo
const git = (...args: string[]) => execFileSync('git', args, { cwd: top, encoding: 'utf8' }).trim()
const write = (path: string, text: string) => {
  mkdirSync(join(top, path, '..'), { recursive: true })
  writeFileSync(join(top, path), text)
}
const page = (title: string) => `path: /\ntitle: ${title}\nsections: []\n`

beforeAll(() => {
  top = mkdtempSync(join(tmpdir(), 'propose-commit-'))
  git('init', '--quiet', '-b', 'main')
  git('config', 'user.name', 'Test Editor')
  git('config', 'user.email', 'editor@example.test')
  write('notes.txt', 'a developer\'s notes\n')
  write('site/site.yaml', 'name: Firm\n')
  write('site/testimonials.yaml', 'testimonials: []\n')
  write('site/pages/home.yaml', page('Home'))
  write('site/images/a.svg', '<svg/>\n')
  write('site/README.md', 'The guide\n')
  git('add', '.')
  git('commit', '--quiet', '-m', 'The site')
  siteDir = join(top, 'site')
  repo = siteRepo(siteDir)!
})

afterAll(() => rmSync(top, { recursive: true, force: true }))

const propose = async () => {
  const prepared = await prepareCommit(repo, siteDir, ['Home › Title: a change'])
  return { ...prepared, ...(await makeCommit(repo, siteDir, prepared, ['Home › Title: a change'])) }
}

describe('a proposal by git plumbing', () => {
  let branch: string

  test('commits only the site\'s own files on a new branch from HEAD, and leaves the branch, index and working tree alone', async () => {
    write('site/pages/home.yaml', page('Home, edited'))
    write('site/pages/new.yaml', page('New'))
    rmSync(join(top, 'site/images/a.svg'))
    write('site/images/team/b.svg', '<svg id="b"/>\n')
    write('site/README.md', 'The guide, being rewritten\n')
    write('notes.txt', 'a developer\'s notes, staged\n')
    git('add', 'notes.txt')
    const main = git('rev-parse', 'main')
    const status = git('status', '--porcelain')

    const proposed = await propose()
    branch = proposed.branch
    expect(branch).toMatch(/^site-edit\/\d{4}-\d{2}-\d{2}-home$/)
    expect(git('rev-parse', branch)).toBe(proposed.commit)
    expect(git('rev-parse', `${branch}~1`)).toBe(main)
    expect(git('diff', '--name-status', 'main', branch).split('\n').sort()).toEqual([
      'A\tsite/images/team/b.svg', 'A\tsite/pages/new.yaml', 'D\tsite/images/a.svg', 'M\tsite/pages/home.yaml',
    ])
    expect(git('show', `${branch}:site/pages/home.yaml`)).toBe(page('Home, edited').trim())
    expect(git('log', '-1', '--format=%an <%ae>', branch)).toBe('Test Editor <editor@example.test>')

    expect(git('branch', '--show-current')).toBe('main')
    expect(git('rev-parse', 'main')).toBe(main)
    expect(git('status', '--porcelain')).toBe(status)
    expect(git('diff', '--cached', '--name-only')).toBe('notes.txt')
  })

  test('a second proposal adds a commit on the same branch while it is not merged; with nothing new, none', async () => {
    write('site/pages/home.yaml', page('Home, edited twice'))
    const second = await propose()
    expect(second.branch).toBe(branch)
    expect(git('rev-list', '--count', `main..${branch}`)).toBe('2')
    expect(git('diff', '--name-only', `${branch}~1`, branch)).toBe('site/pages/home.yaml')
    expect(second.message).toContain('Home, edited twice')
    expect(second.message).not.toContain('New')
    expect(git('branch', '--show-current')).toBe('main')

    await expect(prepareCommit(repo, siteDir, ['Home › Title: a change'])).rejects.toThrow(`the branch ${branch} holds these changes already: there is nothing new to commit.`)
    expect(git('rev-list', '--count', `main..${branch}`)).toBe('2')
  })

  test('the branch moved meanwhile: the compare-and-swap refuses, and the branch keeps what it has', async () => {
    write('site/pages/home.yaml', page('Home, edited thrice'))
    const prepared = await prepareCommit(repo, siteDir, ['Home › Title: a change'])
    const elsewhere = git('commit-tree', `${branch}^{tree}`, '-p', branch, '-m', 'Pushed from elsewhere')
    git('update-ref', `refs/heads/${branch}`, elsewhere)
    await expect(makeCommit(repo, siteDir, prepared, ['Home › Title: a change'])).rejects.toThrow(`the branch ${branch} moved while this proposal was being made`)
    expect(git('rev-parse', branch)).toBe(elsewhere)
  })

  test('once the branch is merged into HEAD, the next proposal starts a new branch from HEAD', async () => {
    // The pull request merged and pulled: the working tree is the branch's (the saved edits were proposed).
    git('stash', '--quiet', '--include-untracked')
    git('merge', '--quiet', '--ff-only', branch)
    git('stash', 'drop', '--quiet')
    write('site/testimonials.yaml', 'testimonials: [] # after the merge\n')
    // A new branch is made only where none is: one of that name made meanwhile is left alone.
    const prepared = await prepareCommit(repo, siteDir, ['Home › Title: a change'])
    git('branch', prepared.branch, 'main')
    await expect(makeCommit(repo, siteDir, prepared, ['Home › Title: a change'])).rejects.toThrow(`the branch ${prepared.branch} was made while this proposal was being made`)
    expect(git('rev-parse', prepared.branch)).toBe(git('rev-parse', 'main'))
    git('branch', '-D', '--quiet', prepared.branch)

    const next = await propose()
    expect(next.branch).toBe(`${branch}-2`)
    expect(git('rev-parse', `${next.branch}~1`)).toBe(git('rev-parse', 'main'))
    expect(git('branch', '--show-current')).toBe('main')
  })
})
