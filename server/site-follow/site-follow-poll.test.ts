// Following SITE_REPO by polling alone (no hook), and one build at a time: commits pushed while a build
// runs are not built one by one; the newest is built next.
import { afterAll, beforeAll, expect, test } from 'vitest'
import { startGitServer, type GitServer } from '../../scripts/support/git-server.ts'
import { eventually } from '../test-support.ts'
import {
  callHook,
  hookSecret,
  newWord,
  pushToDefaultBranch,
  somePage,
  startFollowingServer,
  untilShown,
  withTitleWord,
  type FollowingServer,
} from './test-site-follow.ts'
import { sampleSiteDir } from '../../schema/site-copy.ts'

const page = somePage(sampleSiteDir)
let git: GitServer
let server: FollowingServer
let clone: ReturnType<GitServer['clone']>

beforeAll(async () => {
  git = await startGitServer({ siteDir: sampleSiteDir })
  server = await startFollowingServer(git, { SITE_POLL_SECONDS: '1' })
  clone = git.clone()
}, 180_000)

afterAll(async () => {
  await server?.stop()
  await git?.stop()
})

const pushWord = (word = newWord()) => ({
  word,
  commit: pushToDefaultBranch(clone, { [page.file]: withTitleWord(page, word, clone.git(['show', `HEAD:site/${page.file}`])) }, `A new word: ${word}`),
})

test('a push goes live by polling, without the hook', async () => {
  const { word } = pushWord()
  await untilShown(server.address, page.path, word, 60_000)
}, 90_000)

test('commits pushed during a build are not built one by one: the newest is built next', async () => {
  const first = pushWord()
  expect((await callHook(server.address, hookSecret)).status).toBe(202)
  await eventually(() => server.output().includes(`"commit":"${first.commit}","msg":"building`), 30_000, 'the first build to begin')
  const between = pushWord()
  const newest = pushWord()
  // Calls during the build: none starts a second build.
  for (let i = 0; i < 3; i++) expect((await callHook(server.address, hookSecret)).status).toBe(202)
  await untilShown(server.address, page.path, newest.word, 60_000)
  const builds = [...server.output().matchAll(/"commit":"([0-9a-f]+)","msg":"building/g)].map((m) => m[1])
  expect(builds).toContain(first.commit)
  expect(builds).toContain(newest.commit)
  expect(builds).not.toContain(between.commit)
  // One at a time: each build's start comes after the end of the one before.
  const events = [...server.output().matchAll(/"msg":"(building|built|the site's new commit is live)/g)].map((m) => m[1])
  for (let i = 1; i < events.length; i++) if (events[i] === 'building') expect(events[i - 1]).not.toBe('building')
}, 120_000)
