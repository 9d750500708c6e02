// Who else has the same page open, over real sockets in the hosted editor: two people on the same
// route each see the other and not themselves, a third on another route sees neither; a person's
// entry goes when they sign out, when their page closes, and when they have not told the server for
// 30 seconds.
import { afterAll, beforeAll, expect, test } from 'vitest'
import { removeCopies, copySampleSite } from '../../../schema/site-copy.ts'
import { newDatabase, removeTempDirs } from '../../test-support.ts'
import { editorRoutes, type Presence } from '../contract.ts'
import { authPrefix, authRoutes } from '../sign-in-contract.ts'
import { startHostedEditor, type HostedEditor } from '../test-support/test-hosted-editor.ts'

let editor: HostedEditor
let clock = 1_000_000
beforeAll(async () => {
  editor = await startHostedEditor(copySampleSite(), await newDatabase(), { presence: { now: () => clock } })
}, 120_000)
afterAll(async () => {
  await editor?.close()
  removeCopies()
  removeTempDirs()
})

async function here(cookie: string, page: string): Promise<string[]> {
  const answer = await editor.request('PUT', editorRoutes.presence, { cookie, body: { page } })
  expect(answer.status, answer.body.toString()).toBe(200)
  return (JSON.parse(answer.body.toString()) as Presence).others.map((other) => other.name)
}
async function seen(cookie: string, page: string): Promise<string[]> {
  const answer = await editor.request('GET', `${editorRoutes.presence}?page=${encodeURIComponent(page)}`, { cookie })
  expect(answer.status).toBe(200)
  return (JSON.parse(answer.body.toString()) as Presence).others.map((other) => other.name)
}

test('two people on the same page each see the other, not themselves; a third on another page sees neither', async () => {
  const ana = await editor.signedIn('ana@example.com', 'editor', 'Ana López')
  const bo = await editor.signedIn('bo@example.com', 'publisher', 'Bo Chen')
  const cy = await editor.signedIn('cy@example.com', 'owner', 'Cy Diaz')
  expect(await here(ana, '/services')).toEqual([])
  expect(await here(bo, '/services')).toEqual(['Ana López'])
  expect(await here(cy, '/about')).toEqual([])
  expect(await seen(ana, '/services')).toEqual(['Bo Chen'])
  expect(await seen(bo, '/services')).toEqual(['Ana López'])
  expect(await seen(cy, '/about')).toEqual([])
  // Moving to another page is leaving this one.
  expect(await here(bo, '/about')).toEqual(['Cy Diaz'])
  expect(await seen(ana, '/services')).toEqual([])
  expect(await seen(cy, '/about')).toEqual(['Bo Chen'])
})

test('a person is gone from the page once they sign out', async () => {
  const dee = await editor.signedIn('dee@example.com', 'editor', 'Dee Park')
  const eli = await editor.signedIn('eli@example.com', 'editor', 'Eli Ross')
  await here(dee, '/contact')
  expect(await here(eli, '/contact')).toEqual(['Dee Park'])
  expect((await editor.request('POST', `${authPrefix}${authRoutes.signOut}`, { cookie: dee })).status).toBe(200)
  expect(await seen(eli, '/contact')).toEqual([])
})

test('a person whose page closed is gone from it', async () => {
  const ida = await editor.signedIn('ida@example.com', 'editor', 'Ida Lund')
  const jo = await editor.signedIn('jo@example.com', 'editor', 'Jo Weiss')
  await here(ida, '/faq')
  expect(await here(jo, '/faq')).toEqual(['Ida Lund'])
  expect((await editor.request('DELETE', editorRoutes.presence, { cookie: ida })).status).toBe(204)
  expect(await seen(jo, '/faq')).toEqual([])
})

test('a person who has not told the server for 30 seconds is forgotten', async () => {
  const fay = await editor.signedIn('fay@example.com', 'editor', 'Fay Kim')
  const gus = await editor.signedIn('gus@example.com', 'editor', 'Gus Ortiz')
  await here(fay, '/pricing')
  clock += 20_000
  expect(await here(gus, '/pricing')).toEqual(['Fay Kim'])
  clock += 10_000
  expect(await seen(gus, '/pricing')).toEqual([])
  // Told again, Fay is back.
  await here(fay, '/pricing')
  expect(await seen(gus, '/pricing')).toEqual(['Fay Kim'])
})

test('without a session, or with a page that is not a route, the server says no', async () => {
  expect((await editor.request('GET', `${editorRoutes.presence}?page=/`)).status).toBe(401)
  const hal = await editor.signedIn('hal@example.com', 'editor')
  expect((await editor.request('PUT', editorRoutes.presence, { cookie: hal, body: { page: 'https://elsewhere.example/' } })).status).toBe(400)
})
