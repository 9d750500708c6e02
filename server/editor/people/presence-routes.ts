// Who else has the same page of the site open in the editor, so two people do not change it unawares:
//   PUT presence { page }   the route the person's page shows now (the page tells it every ~10 s);
//                           answers the others on that route
//   GET presence?page=      the others on that route
//   DELETE presence         the person's page has closed
// Kept in memory, by signed-in person: an entry not told again within `forgetAfterMs` is forgotten, and
// a person's entry goes at once when they sign out or are removed. Locally there is one person, so
// nobody else is ever there.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { apiPrefix, editorRoutes, Presence, PresenceQuery, PresenceUpdate } from '../contract.ts'
import { personOf } from '../sign-in/people-session.ts'
import { authPrefix, authRoutes, peopleApi, peopleRoutes } from '../sign-in-contract.ts'

type Here = Presence['others'][number] & { page: string; at: number }

/** Adds the routes to `app` itself (not a plugin of its own), so its hook also sees signing out. `now`: the clock, in ms (tests move it). */
export function presenceRoutes(app: FastifyInstance, { now = Date.now, forgetAfterMs = 30_000 }: { now?: () => number; forgetAfterMs?: number } = {}) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>()
  const here = new Map<string, Here>()
  const othersOn = (route: string, person: string): Presence => {
    const oldest = now() - forgetAfterMs
    for (const [id, entry] of here) if (entry.at <= oldest) here.delete(id)
    return { others: [...here].filter(([id, entry]) => id !== person && entry.page === route).map(([, { name, email }]) => ({ name, email })) }
  }

  api.put(apiPrefix + editorRoutes.presence, { schema: { body: PresenceUpdate, response: { 200: Presence } } }, async (request) => {
    const person = request.editorPerson!
    here.set(personOf(request), { name: person.name || person.email, email: person.email, page: request.body.page, at: now() })
    return othersOn(request.body.page, person.id)
  })

  api.get(apiPrefix + editorRoutes.presence, { schema: { querystring: PresenceQuery, response: { 200: Presence } } }, async (request) =>
    othersOn(request.query.page, personOf(request)),
  )

  app.delete(apiPrefix + editorRoutes.presence, async (request, reply) => {
    here.delete(personOf(request))
    return reply.code(204).send()
  })

  const signOut = authPrefix + authRoutes.signOut
  const removal = `${peopleApi(peopleRoutes.people)}/:email`
  app.addHook('onResponse', async (request: FastifyRequest<{ Params: { email?: string } }>, reply) => {
    if (reply.statusCode !== 200) return
    const route = request.routeOptions.url
    if (route === signOut && request.editorPerson) here.delete(request.editorPerson.id)
    if (route === removal && request.method === 'DELETE') {
      const email = request.params.email?.trim().toLowerCase()
      for (const [id, entry] of here) if (entry.email === email) here.delete(id)
    }
  })
}
