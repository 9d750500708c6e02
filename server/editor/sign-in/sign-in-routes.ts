// Signing in and out of the hosted editor without a passkey: a one-time link by email, as the fallback
// (a new device, a lost passkey, or someone who made none).
//   POST auth/email-link { email }  emails a link when the address is someone's; the same answer either
//                                   way, and answered before anything that depends on it (the look-up,
//                                   the link, the email run once the answer is sent), so nobody learns
//                                   who works at the firm, not even from the time it takes; limited per
//                                   address and per client
//   POST auth/use-link { secret }   signs in with the link, once, within 15 minutes
//   POST auth/sign-out              ends this session
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { PeopleStore } from '../../people-store.ts'
import { editorErrors } from '../editor-errors.ts'
import { signInLink } from './hosted-settings.ts'
import type { PeopleMail } from '../people/people-mail.ts'
import { clientLimit, signIn, signOut } from './people-session.ts'
import { authAnswers, authBodies, authPrefix, authRoutes, SecretBody } from '../sign-in-contract.ts'

/** Links one address may be sent, and one client may ask for, per window. */
export const defaultSignInLimits = { perAddress: 3, perClient: 10, windowMs: 15 * 60_000 }
export type SignInLimits = typeof defaultSignInLimits

export const linkSent = 'If this address belongs to someone at the firm, a link to sign in is on its way to it. The link works once, within 15 minutes.'

export const signInRoutes: FastifyPluginAsyncTypebox<{ people: PeopleStore; mail?: PeopleMail; origin: string; limits: SignInLimits }> = async (
  app,
  { people, mail, origin, limits },
) => {
  // Per client, by @fastify/rate-limit, counted before the body is checked; per address, here (the
  // plugin runs one limit per request). The editor is one process: both count in its memory.
  const perClient = clientLimit(app, limits.perClient, limits.windowMs, editorErrors.tooManyLinks)
  const asked = new Map<string, { count: number; ends: number }>()
  const countAddress = (email: string) => {
    const now = Date.now()
    for (const [key, { ends }] of asked) if (ends <= now) asked.delete(key)
    const window = asked.get(email) ?? { count: 0, ends: now + limits.windowMs }
    asked.set(email, { ...window, count: window.count + 1 })
    if (window.count + 1 > limits.perAddress) throw editorErrors.tooManyLinks(`${Math.ceil((window.ends - now) / 60_000)} minutes`)
  }

  app.post(
    authPrefix + authRoutes.emailLink,
    { schema: { body: authBodies.emailLink, response: { 200: authAnswers.emailLink } }, preValidation: perClient },
    async (request, reply) => {
      const email = request.body.email.trim().toLowerCase()
      countAddress(email)
      const sendLink = async () => {
        const person = await people.personByEmail(email)
        const known = person && !person.removed
        await people.audit({
          person: person?.id,
          email,
          action: 'sign-in link asked',
          detail: known ? undefined : 'nobody with this address',
          address: request.ip,
        })
        if (known && mail) await mail.signInLink(email, signInLink(origin, await people.signInLink(person.id)))
      }
      // 'close' comes once the answer is sent (or the client went away): only then does the work start.
      reply.raw.once('close', () => sendLink().catch((error: Error) => request.log.error({ err: error }, 'the sign-in link could not be made or emailed')))
      return reply.send({ message: linkSent })
    },
  )

  app.post(authPrefix + authRoutes.useLink, { schema: { body: SecretBody, response: { 200: authAnswers.useLink } } }, async (request, reply) => {
    const id = await people.useSignInLink(request.body.secret)
    const person = id && (await people.person(id))
    if (!person || person.removed) throw editorErrors.linkGone()
    return signIn(people, request, reply, person, 'link by email')
  })

  app.post(authPrefix + authRoutes.signOut, { schema: { response: { 200: authAnswers.signOut } } }, async (request, reply) => {
    await signOut(people, request, reply)
    return { message: 'You have signed out.' }
  })
}
