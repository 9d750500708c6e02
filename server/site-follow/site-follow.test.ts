// npm start with SITE_REPO, as a real process following a real git server over HTTP with a password:
// a push goes live after the signed hook; an unsigned or wrongly signed call does nothing; a push that
// fails validation, or holds links out of the site, keeps the page served, and is logged and emailed (a
// real SMTP server), nothing behind a link ever served; the swap is
// atomic (every answer during it is the whole old page or the whole new one). The words changed are
// new words put in place of one of a page's own (test-site-follow.ts).
import { createHash } from 'node:crypto'
import { rmSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startGitServer, type GitServer } from '../../scripts/support/git-server.ts'
import { mailHeader, mailPart, startSmtpServer, type TestSmtpServer } from '../test-smtp.ts'
import { eventually } from '../test-support.ts'
import {
  callHook,
  hookSecret,
  newWord,
  pushToDefaultBranch,
  servedPage,
  somePage,
  startFollowingServer,
  untilShown,
  withTitleWord,
  type FollowingServer,
} from './test-site-follow.ts'
import { messages } from '../../schema/messages.ts'
import { siteVersionHeader } from '../routes/health.ts'
import { sampleSiteDir } from '../../schema/site-copy.ts'
import { linkOutside, links, outsideFolder } from '../../scripts/support/foreign-files.ts'

const page = somePage(sampleSiteDir)
let git: GitServer
let smtp: TestSmtpServer
let server: FollowingServer
let clone: ReturnType<GitServer['clone']>
/** The words the page shows now, and the commit they are from once a push went live. */
let live = page.title
let liveCommit: string | undefined
const servedCommit = async () => (await fetch(`${server.address}/healthz`)).headers.get(siteVersionHeader)

beforeAll(async () => {
  git = await startGitServer({ siteDir: sampleSiteDir })
  smtp = await startSmtpServer()
  server = await startFollowingServer(git, { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(smtp.port), SMTP_SECURE: 'false', MAIL_TO: 'firm@example.com' })
  clone = git.clone()
}, 180_000)

afterAll(async () => {
  await server?.stop()
  await smtp?.close()
  await git?.stop()
})

/** Pushes a one-word change of the page's title; the word. */
function pushWord(extra: Record<string, string> = {}): string {
  const word = newWord()
  pushToDefaultBranch(clone, { [page.file]: withTitleWord(page, word, clone.git(['show', `HEAD:site/${page.file}`])), ...extra }, `A new word: ${word}`)
  return word
}

describe('npm start with SITE_REPO', () => {
  test("serves the repository's newest commit at start", async () => {
    const served = await servedPage(server.address, page.path)
    expect(served.status).toBe(200)
    expect(served.body).toContain(live)
    expect(server.output()).toContain("serving the site's repository")
  })

  test('a push goes live after the hook', async () => {
    const word = pushWord()
    const answer = await callHook(server.address, hookSecret)
    expect(answer.status).toBe(202)
    await untilShown(server.address, page.path, word, 60_000)
    live = word
    // /healthz names the commit served, for the editor to tell when a publication is live.
    liveCommit = clone.git(['rev-parse', 'HEAD']).trim()
    expect(await servedCommit()).toBe(liveCommit)
  }, 90_000)

  test('a call without the signature, or with a wrong one, changes nothing', async () => {
    const word = pushWord()
    const unsigned = await callHook(server.address, undefined)
    expect(unsigned.status).toBe(401)
    expect((await unsigned.json()).message).toMatch(/X-Hub-Signature-256/)
    expect((await callHook(server.address, 'not-the-secret-at-all')).status).toBe(403)
    // Signed with the secret, but for another body.
    const forged = await fetch(`${server.address}/api/site-hook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': `sha256=${'0'.repeat(64)}` },
      body: '{}',
    })
    expect(forged.status).toBe(403)
    await new Promise((done) => setTimeout(done, 3_000))
    const served = await servedPage(server.address, page.path)
    expect(served.body).not.toContain(word)
    expect(served.body).toContain(live)
    expect(server.output()).not.toContain(word)
  }, 30_000)

  test('a push that fails validation keeps the page served, logs the problem and emails it', async () => {
    const broken = `pages/zz-broken-${newWord().toLowerCase()}.yaml`
    const word = pushWord({
      [broken]: 'path: /zz-broken\ntitle: Broken\ndescription: A page with a misspelt section.\nsections:\n  - type: heor\n    heading: Hi\n',
    })
    expect((await callHook(server.address, hookSecret)).status).toBe(202)
    await eventually(() => smtp.received.length === 1, 60_000, 'the email about the failed build')
    const { raw } = smtp.received[0]!
    expect(mailHeader(raw, 'Subject')).toMatch(/did not go live/)
    expect(mailPart(raw, 'text/plain')).toMatch(new RegExp(`site/${broken}:5:\\d+ {2}error {2}.*heor`))
    expect(mailPart(raw, 'text/plain')).toContain(`A new word: ${word}`)
    expect(server.output()).toContain('did not build: the live site stays as it was')
    expect(server.output()).toContain(`${broken}:5:`)
    const served = await servedPage(server.address, page.path)
    expect(served.body).toContain(live)
    expect(served.body).not.toContain(word)
    expect(await servedCommit()).toBe(liveCommit)
    // The same commit is not built (nor emailed) again at the next call.
    expect((await callHook(server.address, hookSecret)).status).toBe(202)
    await new Promise((done) => setTimeout(done, 2_000))
    expect(smtp.received).toHaveLength(1)
    // Fixed: the next push goes live.
    clone.git(['rm', '--quiet', `site/${broken}`])
    const fixed = pushWord()
    expect((await callHook(server.address, hookSecret)).status).toBe(202)
    await untilShown(server.address, page.path, fixed, 60_000)
    live = fixed
  }, 150_000)

  test('a commit with a link to a folder outside and a page that is a link keeps the live site, and is reported in plain words', async () => {
    const outside = await outsideFolder(sampleSiteDir)
    try {
      const sent = smtp.received.length
      linkOutside(join(clone.dir, 'site'), outside)
      clone.git(['add', '--', `site/${links.folder}`, `site/${links.file}`])
      const word = pushWord()
      expect((await callHook(server.address, hookSecret)).status).toBe(202)
      await eventually(() => smtp.received.length === sent + 1, 60_000, 'the email about the commit with links')
      const text = mailPart(smtp.received[sent]!.raw, 'text/plain')
      expect(text).toContain(messages.siteLink(links.folder))
      expect(text).toContain(messages.siteLink(links.file))
      expect(text).toContain(`A new word: ${word}`)
      // The log line and the email are written one after the other: the email may come first.
      await eventually(() => server.output().includes(messages.siteLink(links.folder)), 10_000, 'the log line about the commit with links')
      // Nothing behind the links is served, and the page is as it was.
      for (const path of [`/${links.folder}/secret.txt`, `/${links.folder}/photo.jpg`, '/outside-page']) {
        const answer = await servedPage(server.address, path)
        expect(answer.status, path).toBe(404)
        expect(answer.body).not.toContain(outside.secret)
      }
      const served = await servedPage(server.address, page.path)
      expect(served.body).toContain(live)
      expect(served.body).not.toContain(word)
      expect(server.output()).not.toContain(outside.secret)
      // Without the links, the next push goes live.
      clone.git(['rm', '--quiet', '--', `site/${links.folder}`, `site/${links.file}`])
      const fixed = pushWord()
      expect((await callHook(server.address, hookSecret)).status).toBe(202)
      await untilShown(server.address, page.path, fixed, 60_000)
      live = fixed
    } finally {
      rmSync(outside.dir, { recursive: true, force: true })
    }
  }, 150_000)

  test('the swap is atomic: every answer meanwhile is the whole old page or the whole new one', async () => {
    const before = await servedPage(server.address, page.path)
    const word = pushWord()
    expect((await callHook(server.address, hookSecret)).status).toBe(202)
    const seen = new Map<string, number>()
    let sawNew = 0
    for (const deadline = Date.now() + 60_000; sawNew < 50 && Date.now() < deadline;) {
      const answers = await Promise.all(Array.from({ length: 8 }, () => servedPage(server.address, page.path)))
      for (const { status, etag, body } of answers) {
        expect(status).toBe(200)
        // The ETag is made from the body: a header of one build with the body of the other would differ.
        expect(etag).toBe(`"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`)
        expect(body.includes(word) !== body.includes(live)).toBe(true)
        if (body.includes(word)) sawNew++
        else expect(body).toBe(before.body)
        seen.set(etag, (seen.get(etag) ?? 0) + 1)
      }
    }
    expect(sawNew).toBeGreaterThanOrEqual(50)
    expect(seen.size).toBe(2)
    live = word
  }, 90_000)
})
