// A proposal sent to the repository the site folder's working tree belongs to (npm run edit), by the code
// the hosted editor sends with, on a real repository in a temp folder: the person's branch, index and
// working tree stay as they were (a staged change of theirs included), the commit holds the site's own
// files and nothing else, a second proposal grows the same unmerged branch, a branch moved meanwhile is
// never overwritten (the proposal goes on the next name), and once merged the next one starts from HEAD.
// A site at the repository's top sends its own files only; a site folder outside git saves and says so.
import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { HeroSection, Section } from '../../../schema/generated/site-types.ts'
import { copySampleSite, findSection, removeCopies } from '../../../schema/site-copy.ts'
import { editorRoutes, type Proposal } from '../contract.ts'
import { startEditorApp } from '../test-support/test-editor-app.ts'
import { commitMessage, proposeOnRemote } from './site-remote-propose.ts'
import type { SiteRepository } from '../editor-mode.ts'
import { fetchSite } from '../site/site-remote.ts'
import { openWorkingTree, proposalRecords, workingTreeFiles } from '../site/working-tree.ts'

let top: string
let data: string
let repository: SiteRepository
const git = (...args: string[]) => execFileSync('git', args, { cwd: top, encoding: 'utf8' }).trim()
const write = (path: string, text: string) => {
  mkdirSync(join(top, path, '..'), { recursive: true })
  writeFileSync(join(top, path), text)
}
const page = (title: string) => `path: /\ntitle: ${title}\nsections: []\n`
const changes = ['Home › Title: a change']

beforeAll(async () => {
  top = mkdtempSync(join(tmpdir(), 'working-tree-'))
  data = mkdtempSync(join(tmpdir(), 'working-tree-data-'))
  git('init', '--quiet', '-b', 'main')
  git('config', 'user.name', 'Test Editor')
  git('config', 'user.email', 'editor@example.test')
  write('notes.txt', "a developer's notes\n")
  write('site/site.yaml', 'name: Firm\n')
  write('site/testimonials.yaml', 'testimonials: []\n')
  write('site/pages/home.yaml', page('Home'))
  write('site/images/a.svg', '<svg/>\n')
  write('site/README.md', 'The guide\n')
  git('add', '.')
  git('commit', '--quiet', '-m', 'The site')
  const opened = await openWorkingTree(join(top, 'site'), data)
  if (!('remote' in opened)) throw new Error(opened.unavailable)
  repository = opened
})

afterAll(() => {
  rmSync(top, { recursive: true, force: true })
  rmSync(data, { recursive: true, force: true })
  removeCopies()
})

/** What Send for review does locally (propose.ts): the working tree's site files, sent as the local person. */
async function propose(beforePush?: () => Promise<void>) {
  const { remote, workingTree } = repository
  const files = await workingTreeFiles(workingTree!, remote, (await fetchSite(remote)).commit)
  const request = { person: workingTree!.author, personId: 'local', ...proposalRecords(remote), page: 'Home', files, message: commitMessage(changes) }
  return proposeOnRemote(remote, request, beforePush)
}

describe("a proposal to the working tree's repository", () => {
  let branch: string

  test("commits only the site's own files on a new branch from HEAD, and leaves the branch, index and working tree alone", async () => {
    write('site/pages/home.yaml', page('Home, edited'))
    write('site/pages/new.yaml', page('New'))
    rmSync(join(top, 'site/images/a.svg'))
    write('site/images/team/b.svg', '<svg id="b"/>\n')
    write('site/README.md', 'The guide, being rewritten\n')
    write('notes.txt', "a developer's notes, staged\n")
    git('add', 'notes.txt')
    const main = git('rev-parse', 'main')
    const status = git('status', '--porcelain')

    const proposed = await propose()
    branch = proposed.branch
    expect(branch).toMatch(/^site-edit\/local\/\d{4}-\d{2}-\d{2}-home$/)
    expect(git('rev-parse', branch)).toBe(proposed.commit)
    expect(git('rev-parse', `${branch}~1`)).toBe(main)
    expect(git('diff', '--name-status', 'main', branch).split('\n').sort()).toEqual([
      'A\tsite/images/team/b.svg',
      'A\tsite/pages/new.yaml',
      'D\tsite/images/a.svg',
      'M\tsite/pages/home.yaml',
    ])
    expect(git('show', `${branch}:site/pages/home.yaml`)).toBe(page('Home, edited').trim())
    expect(git('log', '-1', '--format=%an <%ae>', branch)).toBe('Test Editor <editor@example.test>')

    expect(git('branch', '--show-current')).toBe('main')
    expect(git('rev-parse', 'main')).toBe(main)
    expect(git('status', '--porcelain')).toBe(status)
    expect(git('diff', '--cached', '--name-only')).toBe('notes.txt')
  })

  test('a second proposal adds a commit on the same branch while it is not merged; with nothing new, none, in words', async () => {
    write('site/pages/home.yaml', page('Home, edited twice'))
    const second = await propose()
    expect(second.branch).toBe(branch)
    expect(second.grew).toBe(true)
    expect(git('rev-list', '--count', `main..${branch}`)).toBe('2')
    expect(git('diff', '--name-only', `${branch}~1`, branch)).toBe('site/pages/home.yaml')
    expect(git('branch', '--show-current')).toBe('main')

    await expect(propose()).rejects.toThrow('These changes have been sent for review already: there is nothing new to send.')
    expect(git('rev-list', '--count', `main..${branch}`)).toBe('2')
  })

  test('the branch moved meanwhile: it keeps what it has, and the proposal goes on the next name', async () => {
    write('site/pages/home.yaml', page('Home, edited thrice'))
    let elsewhere = ''
    const third = await propose(async () => {
      if (elsewhere) return
      elsewhere = git('commit-tree', `${branch}^{tree}`, '-p', branch, '-m', 'Pushed from elsewhere')
      git('update-ref', `refs/heads/${branch}`, elsewhere)
    })
    expect(git('rev-parse', branch)).toBe(elsewhere)
    expect(third.branch).toBe(`${branch}-2`)
    expect(git('rev-parse', `${third.branch}~1`)).toBe(git('rev-parse', 'main'))
    expect(git('show', `${third.branch}:site/pages/home.yaml`)).toBe(page('Home, edited thrice').trim())
  })

  test('once the branch is merged into HEAD, the next proposal starts from HEAD again (on that name, moved only forward)', async () => {
    // The pull request merged and pulled: the working tree is the branch's (the saved edits were proposed).
    git('stash', '--quiet', '--include-untracked')
    git('merge', '--quiet', '--ff-only', `${branch}-2`)
    git('stash', 'drop', '--quiet')
    write('site/testimonials.yaml', 'testimonials: [] # after the merge\n')
    const next = await propose()
    expect(next.branch).toBe(`${branch}-2`)
    expect(next.grew).toBe(false)
    expect(git('rev-parse', `${next.branch}~1`)).toBe(git('rev-parse', 'main'))
    expect(git('diff', '--name-only', 'main', next.branch)).toBe('site/testimonials.yaml')
    expect(git('branch', '--show-current')).toBe('main')
  })
})

test("a site at the repository's top is sent whole, and nothing else of the repository", async () => {
  const at = mkdtempSync(join(tmpdir(), 'working-tree-top-'))
  const run = (...args: string[]) => execFileSync('git', args, { cwd: at, encoding: 'utf8' }).trim()
  try {
    run('init', '--quiet', '-b', 'main')
    writeFileSync(join(at, 'site.yaml'), 'name: Firm\n')
    writeFileSync(join(at, 'notes.txt'), 'notes\n')
    run('add', '.')
    run('-c', 'user.name=T', '-c', 'user.email=t@example.test', 'commit', '--quiet', '-m', 'The site')
    const opened = await openWorkingTree(at, join(data, 'top'))
    if (!('remote' in opened)) throw new Error(opened.unavailable)
    writeFileSync(join(at, 'site.yaml'), 'name: Firm, edited\n')
    writeFileSync(join(at, 'notes.txt'), 'notes, edited\n')
    const files = await workingTreeFiles(opened.workingTree!, opened.remote, (await fetchSite(opened.remote)).commit)
    expect(files).toEqual({ 'site.yaml': { file: join(at, 'site.yaml') } })
  } finally {
    rmSync(at, { recursive: true, force: true })
  }
})

test('a site folder outside git: Send for review saves the drafts and says in words there is nowhere to send them', async () => {
  const siteDir = copySampleSite()
  const { file, page, index, section } = findSection(siteDir, (s: Section): s is HeroSection => s.type === 'hero' && !s.heading.includes('{{'))!
  const heading = `${(section as HeroSection).heading} (sent)`
  const editor = await startEditorApp(siteDir)
  try {
    const drafts = { [file]: { ...page, sections: page.sections.map((s, i) => (i === index ? { ...s, heading } : s)) } }
    const answer = await editor.request('POST', editorRoutes.propose, { body: { drafts } })
    const proposal = JSON.parse(answer.body.toString()) as Proposal
    expect(proposal).toMatchObject({
      state: 'failed',
      error: `${siteDir} is not in a git repository: the changes are saved, but there is no history to send them to.`,
    })
    expect(readFileSync(join(siteDir, file), 'utf8')).toContain(heading)
    expect(JSON.parse((await editor.request('GET', editorRoutes.propose)).body.toString())).toMatchObject({ id: proposal.id, state: 'failed' })
  } finally {
    await editor.close()
  }
})
