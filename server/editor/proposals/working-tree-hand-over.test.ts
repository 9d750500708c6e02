// The hand-over of a proposal sent to the working tree's repository (npm run edit), on a real repository whose remote is on GitHub: its address is
// github.com's, and git's `pushInsteadOf` sends the pushes to a bare repository in a temp folder (no
// network), while the requests Octokit makes go to the recording fetch (GitHub is never imitated).
// Without GITHUB_TOKEN, or when GitHub or the push fails, and for a remote elsewhere, the proposal says
// what to do: the command that pushes, and where to open the pull request.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { handOverForReview, type GitHubAccess, type PullRequestWanted } from './github-pull-request.ts'
import { expectSentAsGitHubWants, recorder } from '../test-support/github-recorder.ts'

const branch = 'site-edit/2025-01-02-services'
const pictures = `${branch}-pictures`
const address = 'https://github.com/firm/site.git'
const wanted = { branch, changes: ["Services › Hero › Heading: 'A' → 'B'"], sentBy: 'Test Editor', pictures: { branch: pictures, shots: [] } }
const token = 'ghs_secret'
let top: string
let bare: string
const git = (cwd: string, ...args: string[]) => execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim()
const bodyFile = () => join(top, '.git', 'description.md')
const handOver = (wanted: Omit<PullRequestWanted, 'repository'>, access: GitHubAccess) =>
  handOverForReview({ workingTree: top, descriptionFile: bodyFile() }, wanted, access)

beforeAll(() => {
  top = mkdtempSync(join(tmpdir(), 'hand-over-'))
  bare = mkdtempSync(join(tmpdir(), 'hand-over-remote-'))
  git(bare, 'init', '--quiet', '--bare', '-b', 'main')
  git(top, 'init', '--quiet', '-b', 'main')
  git(top, 'config', 'user.name', 'Test Editor')
  git(top, 'config', 'user.email', 'editor@example.test')
  writeFileSync(join(top, 'site.yaml'), 'name: Firm\n')
  git(top, 'add', '.')
  git(top, 'commit', '--quiet', '-m', 'The site')
  git(top, 'branch', branch)
  git(top, 'branch', pictures)
  git(top, 'remote', 'add', 'origin', address)
  git(top, 'config', `url.${bare}.pushInsteadOf`, address)
})

afterAll(() => {
  rmSync(top, { recursive: true, force: true })
  rmSync(bare, { recursive: true, force: true })
})

const openHere = `a pull request for ${branch} at https://github.com/firm/site/pull/new/${branch}`

test('without GITHUB_TOKEN: the command that pushes both branches, and where on GitHub to open the pull request', async () => {
  const unused = recorder()
  const handed = await handOver(wanted, { token: '', fetch: unused.fetch })
  expect(handed.commands).toEqual([`git push -u origin '${branch}' '${pictures}'`])
  expect(handed.note).toBe(`Then open ${openHere}; its description is in ${bodyFile()}. (With GITHUB_TOKEN set, the editor opens it itself.)`)
  expect(handed.url).toBeUndefined()
  expect(unused.requests).toEqual([])
  expect(readFileSync(bodyFile(), 'utf8')).toBe(
    "## Changes\n\n- Services › Hero › Heading: 'A' → 'B'\n\nSent for review by Test Editor in the site's editor.\n",
  )
})

test('with GITHUB_TOKEN: both branches pushed, and the pull request opened into the default branch GitHub names', async () => {
  const github = recorder([200, []], [200, { default_branch: 'main' }], [201, { number: 5, html_url: 'https://github.com/firm/site/pull/5' }])
  expect(await handOver(wanted, { token, fetch: github.fetch })).toEqual({
    url: 'https://github.com/firm/site/pull/5',
    note: `Pull request #5 is open on GitHub for it: https://github.com/firm/site/pull/5 Its before and after pictures are on the branch ${pictures}.`,
  })
  expect(git(bare, 'rev-parse', branch)).toBe(git(top, 'rev-parse', branch))
  expect(git(bare, 'rev-parse', pictures)).toBe(git(top, 'rev-parse', pictures))
  const [list, repository, create] = github.requests
  expectSentAsGitHubWants(list!, 'GET', '/repos/firm/site/pulls')
  expectSentAsGitHubWants(repository!, 'GET', '/repos/firm/site')
  expectSentAsGitHubWants(create!, 'POST', '/repos/firm/site/pulls')
  expect(create!.body).toEqual({ head: branch, base: 'main', title: 'New heading on the Services page', body: readFileSync(bodyFile(), 'utf8') })
  expect(github.requests).toHaveLength(3)
})

test('the branch proposed on again: its open pull request is updated', async () => {
  const github = recorder(
    [200, [{ number: 5, body: '## Changes\n\n- An earlier change\n' }]],
    [200, { number: 5, html_url: 'https://github.com/firm/site/pull/5' }],
  )
  expect((await handOver(wanted, { token, fetch: github.fetch })).url).toBe('https://github.com/firm/site/pull/5')
  expectSentAsGitHubWants(github.requests[1]!, 'PATCH', '/repos/firm/site/pulls/5')
  expect(github.requests).toHaveLength(2)
})

test('GitHub refuses: the branches are pushed, and the proposal says why and where to open the pull request', async () => {
  const github = recorder([401, { message: 'Bad credentials' }])
  const handed = await handOver(wanted, { token, fetch: github.fetch })
  expect(handed).toEqual({
    note: `The branches are pushed, but the pull request could not be opened on GitHub: GitHub did not accept GITHUB_TOKEN: it may have expired or been revoked. Whoever runs the editor can set a new one. Open ${openHere}; its description is in ${bodyFile()}.`,
  })
})

test('the push fails: the command that pushes, why it failed, and where to open the pull request', async () => {
  const missing = join(bare, 'missing')
  git(top, 'config', '--rename-section', `url.${bare}`, `url.${missing}`)
  try {
    const unused = recorder()
    const handed = await handOver(wanted, { token, fetch: unused.fetch })
    expect(handed.commands).toEqual([`git push -u origin '${branch}' '${pictures}'`])
    expect(handed.note).toMatch(/^The branches could not be pushed: fatal: [\s\S]+ Once they are, open a pull request for /)
    expect(unused.requests).toEqual([])
  } finally {
    git(top, 'config', '--rename-section', `url.${missing}`, `url.${bare}`)
  }
})

test('a remote elsewhere, or none: the commands, and where to open the pull request', async () => {
  git(top, 'remote', 'set-url', 'origin', bare)
  expect(await handOver(wanted, { token })).toEqual({
    commands: [`git push -u origin '${branch}' '${pictures}'`],
    note: `Then open a pull request (or merge request) for ${branch} where ${bare} is hosted; its description is in ${bodyFile()}.`,
  })
  git(top, 'remote', 'remove', 'origin')
  const none = await handOver(wanted, { token })
  expect(none.commands).toEqual(['git remote add origin <the address of the repository>', `git push -u origin '${branch}' '${pictures}'`])
})
