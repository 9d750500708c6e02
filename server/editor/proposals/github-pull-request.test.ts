// The pull request on GitHub: which remotes are GitHub's, and the requests Octokit makes, recorded by the
// `fetch` it is given (its documented `request.fetch` option) and answered with the least GitHub would
// answer. Nothing here imitates GitHub's API: the tests check what is sent.
import { expect, test } from 'vitest'
import { githubOf, handOverForReview, listedChanges, openPullRequest } from './github-pull-request.ts'
import { expectSentAsGitHubWants, recorder, type Recorded } from '../test-support/github-recorder.ts'

const repository = { owner: 'firm', name: 'site' }
const branch = 'site-edit/writer/2025-01-02-services'
const wanted = { repository, branch, base: 'main', changes: ["Services › Hero › Heading: 'A' → 'B'"], sentBy: 'Wendy Writer' }

test('GitHub repositories by https (with or without .git) and ssh; any other host is not GitHub', () => {
  for (const url of [
    'https://github.com/firm/site',
    'https://github.com/firm/site.git',
    'https://github.com/firm/site/',
    'git@github.com:firm/site.git',
    'git@github.com:firm/site',
    'ssh://git@github.com/firm/site.git',
  ]) {
    expect(githubOf(url), url).toEqual(repository)
  }
  for (const url of [
    'https://gitlab.com/firm/site.git',
    'git@gitlab.com:firm/site.git',
    'https://github.com.example.net/firm/site.git',
    'https://git.example.com/github.com/firm/site.git',
    '/srv/git/site.git',
    'file:///srv/git/site.git',
  ]) {
    expect(githubOf(url), url).toBeUndefined()
  }
})

test('a new pull request: its head, base, title and the list of changes, with the token and the API version', async () => {
  const github = recorder([200, []], [201, { number: 12, html_url: 'https://github.com/firm/site/pull/12' }])
  expect(await openPullRequest('ghs_secret', wanted, github.fetch)).toEqual({ number: 12, url: 'https://github.com/firm/site/pull/12', how: 'opened' })
  const [list, create] = github.requests as [Recorded, Recorded]
  expectSentAsGitHubWants(list, 'GET', '/repos/firm/site/pulls')
  expect(Object.fromEntries(list.url.searchParams)).toEqual({ head: `firm:${branch}`, state: 'open', per_page: '1' })
  expectSentAsGitHubWants(create, 'POST', '/repos/firm/site/pulls')
  expect(create.headers['content-type']).toBe('application/json; charset=utf-8')
  expect(create.body).toEqual({
    head: branch,
    base: 'main',
    title: 'New heading on the Services page',
    body: "## Changes\n\n- Services › Hero › Heading: 'A' → 'B'\n\nSent for review by Wendy Writer in the site's editor.\n",
  })
  expect(github.requests).toHaveLength(2)
})

test('a proposal with pictures: the description shows each one from the pictures branch, which the answer names', async () => {
  const pictures = {
    branch: 'site-edit-pictures/writer/2025-01-02-services',
    routes: {
      changed: ['/services'],
      added: [],
      removed: [],
      alike: { '/services': ['/about'] },
      total: 2,
      titles: { '/services': 'Quokka Bookkeeping', '/about': 'About the Quokkas' },
    },
    shots: ['services/before-1280.png', 'services/after-1280.png'],
  }
  const github = recorder([200, []], [201, { number: 13, html_url: 'https://github.com/firm/site/pull/13' }])
  const review = await handOverForReview({ url: 'https://github.com/firm/site.git' }, { ...wanted, pictures }, { token: 'ghs_secret', fetch: github.fetch })
  const { body } = github.requests[1]!.body as { body: string }
  expect(body).toContain(`![Quokka Bookkeeping, after, 1280 px](https://github.com/firm/site/blob/${pictures.branch}/services/after-1280.png?raw=true)`)
  expect(body).toContain('The same change shows on About the Quokkas.')
  expect(listedChanges(body)).toEqual(wanted.changes)
  expect(review.note).toContain(`pictures are on the branch ${pictures.branch}`)
})

test('the branch grown by a second proposal: its open pull request is updated, listing the earlier changes and the new', async () => {
  const earlier = "## Changes\n\n- Services › Hero › Heading: 'A' → 'B'\n\nSent for review by Wendy Writer in the site's editor.\n"
  const github = recorder([200, [{ number: 7, body: earlier }]], [200, { number: 7, html_url: 'https://github.com/firm/site/pull/7' }])
  const second = { ...wanted, changes: ["Services › Hero › Heading: 'A' → 'B'", "Services › Call to action › Text: 'x' → 'y'"] }
  expect(await openPullRequest('ghs_secret', second, github.fetch)).toEqual({ number: 7, url: 'https://github.com/firm/site/pull/7', how: 'updated' })
  const update = github.requests[1]!
  expectSentAsGitHubWants(update, 'PATCH', '/repos/firm/site/pulls/7')
  expect(update.body).toEqual({
    title: '2 changes to the Services page',
    body: "## Changes\n\n- Services › Hero › Heading: 'A' → 'B'\n- Services › Call to action › Text: 'x' → 'y'\n\nSent for review by Wendy Writer in the site's editor.\n",
  })
  expect(listedChanges('## Changes\n\n- a\n- b\n\n## Before and after\n\n- not a change')).toEqual(['a', 'b'])
  expect(listedChanges(null)).toEqual([])
})

test("the answer: the pull request's address on GitHub, and the branch it waits on", async () => {
  const github = recorder([200, []], [201, { number: 12, html_url: 'https://github.com/firm/site/pull/12' }])
  const review = await handOverForReview({ url: 'git@github.com:firm/site.git' }, wanted, { token: 'ghs_secret', fetch: github.fetch })
  expect(review).toEqual({
    url: 'https://github.com/firm/site/pull/12',
    note: `Sent for review: the change waits on the branch ${branch} until a publisher publishes it. Pull request #12 is open on GitHub for it: https://github.com/firm/site/pull/12`,
  })
})

test('elsewhere, without a token, or when GitHub fails, the change waits on its branch and the answer says why there is no pull request', async () => {
  const waiting = `Sent for review: the change waits on the branch ${branch} until a publisher publishes it.`
  const unused = recorder()
  expect(await handOverForReview({ url: 'https://git.example.com/firm/site.git' }, wanted, { token: 'ghs_secret', fetch: unused.fetch })).toEqual({
    note: waiting,
  })
  expect(await handOverForReview({ url: 'https://github.com/firm/site.git' }, wanted, { token: '', fetch: unused.fetch })).toEqual({ note: waiting })
  expect(unused.requests).toEqual([])

  const failing = async (...answers: [number, unknown][]) =>
    await handOverForReview({ url: 'https://github.com/firm/site.git' }, wanted, { token: 'ghs_secret', fetch: recorder(...answers).fetch })
  const refused = await failing([401, { message: 'Bad credentials' }])
  expect(refused.url).toBeUndefined()
  expect(refused.note).toBe(
    `${waiting} The pull request could not be opened on GitHub: GitHub did not accept GITHUB_TOKEN: it may have expired or been revoked. Whoever runs the editor can set a new one.`,
  )
  expect((await failing([403, { message: 'Resource not accessible by integration' }])).note).toContain(
    'GITHUB_TOKEN may not open pull requests on firm/site (Resource not accessible by integration): it needs the "Pull requests: read and write" permission',
  )
  expect((await failing([404, { message: 'Not Found' }])).note).toContain('GitHub shows no repository firm/site to GITHUB_TOKEN')
  expect((await failing([200, []], [422, { message: 'Validation Failed', errors: [{ message: 'No commits between main and ' + branch }] }])).note).toContain(
    `GitHub refused the pull request: No commits between main and ${branch}.`,
  )
  const offline = await handOverForReview({ url: 'https://github.com/firm/site.git' }, wanted, {
    token: 'ghs_secret',
    fetch: (async () => {
      throw new TypeError('fetch failed', { cause: new Error('getaddrinfo ENOTFOUND api.github.com') })
    }) as typeof fetch,
  })
  expect(offline.note).toBe(`${waiting} The pull request could not be opened on GitHub: GitHub could not be reached (getaddrinfo ENOTFOUND api.github.com).`)
})
