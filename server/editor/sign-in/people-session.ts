// Who is asking, in the hosted editor: the session cookie (sign-in-contract.ts) names a session kept
// hashed in the database (server/people-store.ts), alive 12 hours after its last use and 30 days in
// all, and only while its person is not removed. Every request but the sign-in pages, their files and
// the routes that sign in needs one: the API answers 401, a page sends the person to sign in. Every
// request without a live session counts against its client's limit (hosted.ts), but for the files of
// the open pages and the site's pictures (isFree).
// Locally there is one person, 'local', who may do everything (security/session.ts).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { parseCookie, stringifySetCookie } from 'cookie'
import { roles, sessionLimits, type PeopleStore, type Person, type Role } from '../../people-store.ts'
import { editorPrefix, previewPages } from '../contract.ts'
import type { HttpError } from '../../errors.ts'
import { editorErrors } from '../editor-errors.ts'
import { picturePrefixes, routeLike } from '../pages/pages.ts'
import { authPrefix, authRoutes, sessionCookie, signInPages } from '../sign-in-contract.ts'

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in person (locally, 'local'); set before any route runs. */
    editorPerson?: Person
    /** The hosted session the request came with: its secret id and its handle. */
    editorSession?: { id: string; handle: string }
  }
}

/** What anyone may load without counting against their client's limit: the preview link's page and the
 * built files of the open pages, the same for everyone, and (with `pictures`) the site's pictures, which the
 * live site shows anyway. A page opening takes a dozen or more of them, and they open no secret: counted,
 * a few reloads or an office behind one address would reach a limit meant to slow down guessing. */
function isFree(path: string, pictures: boolean): boolean {
  if (path.split('/').includes('..')) return false
  return (
    path === previewPages.page ||
    [signInPages.files, previewPages.files].some((prefix) => path.startsWith(prefix)) ||
    (pictures && picturePrefixes.some((prefix) => path.startsWith(prefix)))
  )
}

/** What else a person without a session may ask for, counted: the sign-in pages, the routes that sign in,
 * and a preview link's calls, which its secret opens (requests/preview-links.ts). */
function isOpen(path: string): boolean {
  if (path.split('/').includes('..')) return false
  return path === signInPages.signIn || [signInPages.invitation, signInPages.link, authPrefix, previewPages.api].some((prefix) => path.startsWith(prefix))
}

/** Counts a request against its client's limit (by @fastify/rate-limit, in the process's memory, per client
 * address), and refuses it past the limit, in words. */
export const clientLimit = (app: FastifyInstance, max: number, windowMs: number, refused: (after: string) => HttpError) =>
  app.rateLimit({ max, timeWindow: windowMs, keyGenerator: (request) => request.ip, errorResponseBuilder: (_request, context) => refused(context.after) })
type ClientLimit = ReturnType<typeof clientLimit>

// Asking for a link by email has a stricter limit of its own (sign-in-routes.ts); a request is counted once.
const ownLimit = authPrefix + authRoutes.emailLink

/** `pictures`: the site's pictures are open, for a preview link's page; only where the editor follows the
 * repository's main version (plugin.ts), whose pictures the live site already shows to anyone. */
export function hostedSessions(app: FastifyInstance, people: PeopleStore, limitOpen: ClientLimit, pictures = false) {
  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?')[0]!
    const id = parseCookie(request.headers.cookie ?? '')[sessionCookie]
    const found = id ? await people.sessionPerson(id) : undefined
    if (found) {
      request.editorPerson = found.person
      request.editorSession = { id: id!, handle: found.handle }
      return
    }
    if (isFree(path, pictures)) return
    if (path !== ownLimit) await limitOpen.call(app, request, reply)
    if (isOpen(path)) return
    if (request.method === 'GET' && routeLike.test(path) && !path.startsWith(editorPrefix)) return reply.redirect(signInPages.signIn, 303)
    throw editorErrors.signInFirst()
  })
}

const cookie = (value: string, maxAge: number) =>
  stringifySetCookie({ name: sessionCookie, value, httpOnly: true, secure: true, sameSite: 'strict', path: '/', maxAge })

/** Signs the person in with a new session (a new id every time; the one the request came with ends),
 * named in the session list by its browser and address; answers the person's name. */
export async function signIn(people: PeopleStore, request: FastifyRequest, reply: FastifyReply, person: Person, how: string) {
  if (request.editorSession) await people.endSession(request.editorSession.id)
  const id = await people.startSession(person.id, { userAgent: String(request.headers['user-agent'] ?? ''), address: request.ip })
  reply.header('set-cookie', cookie(id, sessionLimits.absoluteMs / 1000))
  await people.audit({ person: person.id, email: person.email, action: 'sign-in', detail: how, address: request.ip })
  return { name: person.name }
}

export async function signOut(people: PeopleStore, request: FastifyRequest, reply: FastifyReply) {
  if (request.editorSession) await people.endSession(request.editorSession.id)
  reply.header('set-cookie', cookie('', 0))
  if (request.editorPerson) await people.audit({ person: request.editorPerson.id, email: request.editorPerson.email, action: 'sign-out', address: request.ip })
}

/** A route's preHandler: only a person of `least` this role (`roles` in order: an owner is also a publisher and an editor). */
export const requireRole = (least: Role) => async (request: FastifyRequest) => {
  const person = request.editorPerson
  if (!person) throw editorErrors.signInFirst()
  if (roles.indexOf(person.role) < roles.indexOf(least)) throw editorErrors.notAllowed(least)
}

/** Whose drafts a request's are: the signed-in person's. */
export function personOf(request: FastifyRequest): string {
  if (!request.editorPerson) throw editorErrors.signInFirst()
  return request.editorPerson.id
}
