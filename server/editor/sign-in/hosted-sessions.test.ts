// The hosted editor over real sockets, on SQLite and PostgreSQL: nothing but the sign-in pages without
// a session, roles held on the server, a removed person's session ending at their next request, a
// foreign Origin refused, a new session id at every sign-in, invitations and links that work once and
// not late, an owner's cancelling of an invitation, a removal cancelling the person's invitations, and the
// link by email, through a real SMTP server, limited per address and per client.
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { removeCopies, copySampleSite } from '../../../schema/site-copy.ts'
import { mailPart, startSmtpServer, type TestSmtpServer } from '../../test-smtp.ts'
import { databases, eventually, newDatabase, removeTempDirs } from '../../test-support.ts'
import { editorRoutes, previewPages } from '../contract.ts'
import type { PendingInvitation } from '../../invitations-store.ts'
import { authRoutes, linkSecrets, peopleApi, peopleRoutes, sessionCookie, signInPages } from '../sign-in-contract.ts'
import { linkSent } from './sign-in-routes.ts'
import { cookieOf, startHostedEditor, type HostedEditor } from '../test-support/test-hosted-editor.ts'

const json = (answer: { body: Buffer }) => JSON.parse(answer.body.toString()) as Record<string, unknown>
const auth = (route: string) => `/__editor/auth/${route}`
const secretOf = (link: string, key: string = linkSecrets.link) => link.split(`#${key}`)[1]!

afterAll(() => {
  removeCopies()
  removeTempDirs()
})

describe.each(databases)('%s', (database) => {
  const kind = database.toLowerCase()
  let editor: HostedEditor
  let smtp: TestSmtpServer
  beforeAll(async () => {
    smtp = await startSmtpServer()
    editor = await startHostedEditor(copySampleSite(), await newDatabase(database), { smtpPort: smtp.port })
  }, 120_000)
  afterAll(async () => {
    await editor?.close()
    await smtp?.close()
  })

  test('without a session every route answers 401, and a page sends the person to sign in', async () => {
    // The preview page answers anyone; only its secret opens a request's site (requests/preview-page.test.ts).
    const open = [signInPages.signIn, signInPages.invitation, signInPages.link, '/__editor/auth/', previewPages.page]
    const sample = (url: string) =>
      url
        .replace(':secret', 'x'.repeat(43))
        .replace(':handle', crypto.randomUUID())
        .replace(':email', 'a@example.com')
        .replace(':name', 'home.json')
        .replace('*', 'x')
    const closed = editor.routes.filter(({ url }) => !open.some((path) => url.startsWith(path)))
    expect(closed.length).toBeGreaterThan(15)
    for (const { method, url } of closed) {
      const path = sample(url)
      const answer = await editor.request(method, path, { body: method === 'GET' || method === 'DELETE' ? undefined : {} })
      // A page of the site (a path of words), not the editor's own files or data.
      if (method === 'GET' && /^(\/[\w~-]+)*\/?$/.test(path) && !path.startsWith('/__editor/')) {
        expect(answer.status, url).toBe(303)
        expect(answer.headers.location).toBe(signInPages.signIn)
      } else {
        expect(answer.status, `${method} ${url}`).toBe(401)
        expect(json(answer).message).toMatch(/^Sign in to the editor first/)
      }
    }
    const page = await editor.request('GET', signInPages.signIn)
    expect(page.status).toBe(200)
    expect(page.body.toString()).toContain('Sign in to the website editor')
    expect(page.body.toString()).not.toContain('editor-token')
    const preview = await editor.request('GET', previewPages.page)
    expect(preview.status).toBe(200)
    expect(preview.body.toString()).not.toContain('editor-token')
  })

  test('roles are held on the server: an editor cannot manage people nor change a role, an owner can', async () => {
    const editorCookie = await editor.signedIn(`ed-${kind}@example.com`, 'editor')
    const ownerCookie = await editor.signedIn(`own-${kind}@example.com`, 'owner')
    for (const route of [peopleRoutes.people, peopleRoutes.allSessions, peopleRoutes.audit]) {
      expect((await editor.request('GET', route, { cookie: editorCookie })).status, route).toBe(403)
      expect((await editor.request('GET', route, { cookie: ownerCookie })).status, route).toBe(200)
    }
    expect((await editor.request('POST', peopleRoutes.people, { cookie: editorCookie, body: { email: 'x@example.com', role: 'owner' } })).status).toBe(403)
    // Nor may an editor make herself (or anyone) more.
    const promote = { cookie: editorCookie, body: { role: 'owner' } }
    expect((await editor.request('PUT', `${peopleRoutes.people}/ed-${kind}@example.com/role`, promote)).status).toBe(403)
    expect((await editor.request('PUT', `${peopleRoutes.people}/own-${kind}@example.com/role`, promote)).status).toBe(403)
    expect((await editor.request('GET', editorRoutes.site, { cookie: editorCookie })).status).toBe(200)
    expect(json(await editor.request('GET', peopleRoutes.me, { cookie: editorCookie }))).toMatchObject({ role: 'editor' })
  })

  test("a removed person's open session fails at its next request; an owner ends anyone's session", async () => {
    const owner = await editor.signedIn(`boss-${kind}@example.com`, 'owner')
    const leaving = await editor.signedIn(`leaving-${kind}@example.com`, 'editor')
    expect((await editor.request('GET', editorRoutes.drafts, { cookie: leaving })).status).toBe(200)
    expect((await editor.request('DELETE', `${peopleRoutes.people}/leaving-${kind}@example.com`, { cookie: owner })).status).toBe(200)
    expect((await editor.request('GET', editorRoutes.drafts, { cookie: leaving })).status).toBe(401)

    const other = await editor.signedIn(`other-${kind}@example.com`, 'editor')
    const sessions = json(await editor.request('GET', peopleRoutes.sessions, { cookie: other })) as unknown as { handle: string; current: boolean }[]
    expect(sessions).toMatchObject([{ current: true }])
    expect((await editor.request('DELETE', `${peopleRoutes.allSessions}/${sessions[0]!.handle}`, { cookie: owner })).status).toBe(200)
    expect((await editor.request('GET', peopleRoutes.me, { cookie: other })).status).toBe(401)
    const log = json(await editor.request('GET', peopleRoutes.audit, { cookie: owner })) as unknown as { action: string }[]
    expect(log.map((e) => e.action)).toContain('removal')
  })

  test('a request that changes something from a foreign Origin, or with none, is refused', async () => {
    const cookie = await editor.signedIn(`origin-${kind}@example.com`, 'owner')
    for (const origin of ['https://attacker.example', `http://127.0.0.1:${editor.port}`, 'null']) {
      const answer = await editor.request('POST', editorRoutes.check, { cookie, headers: { origin }, body: { drafts: {} } })
      expect(answer.status, origin).toBe(403)
    }
    const none = await editor.request('POST', auth(authRoutes.signOut), { cookie, headers: { origin: '' }, body: {} })
    expect(none.status).toBe(403)
    expect((await editor.request('POST', editorRoutes.check, { cookie, body: { drafts: {} } })).status).toBe(200)
    expect((await editor.request('GET', '/', { headers: { host: `attacker.example:${editor.port}` } })).status).toBe(403)
  })

  test('the link by email arrives through the SMTP server, signs in once with a new session id, and the same words answer an unknown address', async () => {
    const email = `link-${kind}@example.com`
    const before = await editor.signedIn(email, 'publisher')
    const asked = await editor.request('POST', auth(authRoutes.emailLink), { body: { email: email.toUpperCase() } })
    const unknown = await editor.request('POST', auth(authRoutes.emailLink), { body: { email: `nobody-${kind}@example.com` } })
    expect([asked.status, json(asked).message]).toEqual([200, linkSent])
    expect([unknown.status, json(unknown).message]).toEqual([200, linkSent])
    await eventually(() => smtp.received.some((m) => m.to.includes(email)), 5_000, 'the sign-in email')
    expect(smtp.received.some((m) => m.to.includes(`nobody-${kind}@example.com`))).toBe(false)
    const text = mailPart(smtp.received.find((m) => m.to.includes(email))!.raw, 'text/plain')
    const link = /https?:\/\/\S+/.exec(text)![0]
    expect(link).toMatch(new RegExp(`^${editor.origin}${signInPages.signIn}#${linkSecrets.link}[\\w-]{43}$`))

    const signedIn = await editor.request('POST', auth(authRoutes.useLink), { cookie: before, body: { secret: secretOf(link) } })
    expect(signedIn.status).toBe(200)
    const setCookie = ([] as string[]).concat(signedIn.headers['set-cookie'] ?? [])[0]!
    expect(setCookie).toMatch(new RegExp(`^${sessionCookie}=[\\w-]{43}; Max-Age=2592000; Path=/; HttpOnly; Secure; SameSite=Strict$`))
    const after = cookieOf(signedIn)
    expect(after).not.toBe(before)
    expect((await editor.request('GET', peopleRoutes.me, { cookie: after })).status).toBe(200)
    expect((await editor.request('GET', peopleRoutes.me, { cookie: before })).status).toBe(401)
    expect((await editor.request('POST', auth(authRoutes.useLink), { body: { secret: secretOf(link) } })).status).toBe(410)

    const signedOut = await editor.request('POST', auth(authRoutes.signOut), { cookie: after, body: {} })
    expect(signedOut.headers['set-cookie']?.[0]).toContain('Max-Age=0')
    expect((await editor.request('GET', peopleRoutes.me, { cookie: after })).status).toBe(401)
  })

  test('an invitation works once, and neither it nor a sign-in link works late', async () => {
    const secret = await editor.store.people.invite({ email: `twice-${kind}@example.com`, role: 'editor' })
    expect((await editor.request('POST', auth(authRoutes.invitation), { body: { secret } })).status).toBe(200)
    const first = await editor.request('POST', auth(authRoutes.acceptInvitation), { body: { secret } })
    expect(first.status).toBe(200)
    expect(cookieOf(first)).toMatch(new RegExp(`^${sessionCookie}=`))
    const second = await editor.request('POST', auth(authRoutes.acceptInvitation), { body: { secret } })
    expect(second.status).toBe(410)
    expect(json(second).message).toContain('has been used or has expired')
    expect((await editor.request('POST', auth(authRoutes.invitation), { body: { secret } })).status).toBe(410)

    const old = await editor.store.people.invite({ email: `late-${kind}@example.com`, role: 'editor' }, Date.now() - 8 * 86_400_000)
    expect((await editor.request('POST', auth(authRoutes.acceptInvitation), { body: { secret: old } })).status).toBe(410)
    const person = await editor.store.people.personByEmail(`twice-${kind}@example.com`)
    const expired = await editor.store.people.signInLink(person!.id, Date.now() - 16 * 60_000)
    expect((await editor.request('POST', auth(authRoutes.useLink), { body: { secret: expired } })).status).toBe(410)
  })

  test('an owner sees the invitations not used yet and cancels one; nobody else may; its link is refused in plain words', async () => {
    const owner = await editor.signedIn(`keeper-${kind}@example.com`, 'owner')
    const publisher = await editor.signedIn(`pub-${kind}@example.com`, 'publisher')
    const email = `maybe-${kind}@example.com`
    const secret = await editor.store.people.invite({ email, role: 'publisher', name: 'May Be' })
    const list = async (cookie: string) => editor.request('GET', peopleApi(peopleRoutes.invitations), { cookie })
    expect((await list(publisher)).status).toBe(403)
    const pending = JSON.parse((await list(owner)).body.toString()) as PendingInvitation[]
    const mine = pending.find((i) => i.email === email)!
    expect(mine).toMatchObject({ email, role: 'publisher', name: 'May Be' })
    expect(mine.expires).toBeGreaterThan(Date.now() + 6 * 86_400_000)
    // People who accepted theirs are people, not invitations.
    expect(pending.map((i) => i.email)).not.toContain(`keeper-${kind}@example.com`)

    const cancel = (cookie: string) => editor.request('DELETE', `${peopleApi(peopleRoutes.invitations)}/${mine.handle}`, { cookie })
    expect((await cancel(publisher)).status).toBe(403)
    expect((await editor.request('POST', auth(authRoutes.invitation), { body: { secret } })).status).toBe(200)
    const cancelled = await cancel(owner)
    expect(cancelled.status).toBe(200)
    expect(json(cancelled).message).toBe(`The invitation for ${email} is cancelled: its link no longer works.`)
    expect((await cancel(owner)).status).toBe(404)
    expect((JSON.parse((await list(owner)).body.toString()) as PendingInvitation[]).map((i) => i.email)).not.toContain(email)
    const refused = await editor.request('POST', auth(authRoutes.invitation), { body: { secret } })
    expect(refused.status).toBe(410)
    expect(json(refused).message).toMatch(/^This invitation was cancelled\./)
    expect((await editor.request('POST', auth(authRoutes.acceptInvitation), { body: { secret } })).status).toBe(410)
    expect(await editor.store.people.personByEmail(email)).toBeUndefined()
    expect((await editor.store.people.auditLog()).find((e) => e.action === 'invitation cancelled' && e.email === email)).toBeTruthy()
  })

  test("a removed person's leftover invitation is refused in plain words; an invitation made after the removal brings them back", async () => {
    const owner = await editor.signedIn(`chief-${kind}@example.com`, 'owner')
    const email = `twice-invited-${kind}@example.com`
    const invite = async (role: string) =>
      secretOf(json(await editor.request('POST', peopleRoutes.people, { cookie: owner, body: { email, role } })).link as string, linkSecrets.invitation)
    const asEditor = await invite('editor')
    const asOwner = await invite('owner')
    expect((await editor.request('POST', auth(authRoutes.acceptInvitation), { body: { secret: asEditor } })).status).toBe(200)
    expect((await editor.request('DELETE', `${peopleRoutes.people}/${email}`, { cookie: owner })).status).toBe(200)
    for (const route of [authRoutes.invitation, authRoutes.acceptInvitation]) {
      const leftover = await editor.request('POST', auth(route), { body: { secret: asOwner } })
      expect([leftover.status, json(leftover).message], route).toEqual([
        410,
        'This invitation was cancelled when your access to the editor was removed. If you should have access again, ask an owner to invite you anew.',
      ])
    }
    expect((await editor.store.people.personByEmail(email))?.removed).toBeDefined()
    const again = await editor.request('POST', auth(authRoutes.acceptInvitation), { body: { secret: await invite('publisher') } })
    expect(again.status).toBe(200)
    expect(json(await editor.request('GET', peopleRoutes.me, { cookie: cookieOf(again) }))).toMatchObject({ email, role: 'publisher' })
  })
})

test('asking for sign-in links is limited per address and per client', async () => {
  const editor = await startHostedEditor(copySampleSite(), await newDatabase('SQLite'), { signInLimits: { perAddress: 2, perClient: 4, windowMs: 60_000 } })
  try {
    const ask = (email: string) => editor.request('POST', auth(authRoutes.emailLink), { body: { email } })
    expect((await ask('a@example.com')).status).toBe(200)
    expect((await ask('A@example.com')).status).toBe(200)
    const limited = await ask('a@example.com')
    expect(limited.status).toBe(429)
    expect(json(limited).message).toMatch(/^Too many sign-in links were asked for\. Wait/)
    expect((await ask('b@example.com')).status).toBe(200)
    expect((await ask('c@example.com')).status).toBe(429)
  } finally {
    await editor.close()
  }
})
