// Email about change requests, when the hosted editor has mail (SMTP_HOST): to every publisher and owner
// when a request arrives or is sent again, to its sender when a publisher asks for changes, declines,
// sets a time to publish it or publishes it (unless it was theirs), and to both when its publication at a time set was refused.
// Each links the request's page in the editor. A failed email is logged, never an error of the request:
// the request is kept, and the editor shows it either way.
import type { FastifyBaseLogger } from 'fastify'
import type { ChangeRequestsStore } from '../../change-requests-store.ts'
import type { PeopleStore } from '../../people-store.ts'
import type { PeopleMail } from '../people/people-mail.ts'
import type { SentRequest } from './hosted-requests.ts'

/** The address of a request's page in the editor. */
const requestLink = (origin: string, id: string) => `${origin}/?request=${encodeURIComponent(id)}`

export type RequestMail = ReturnType<typeof requestMail>

export function requestMail(mail: PeopleMail, people: PeopleStore, requests: ChangeRequestsStore, origin: string, log: FastifyBaseLogger) {
  const nameOf = async (id: string) => {
    const person = await people.person(id)
    return { email: person?.email, name: person?.name || person?.email || 'Someone' }
  }
  const publishersBut = async (person: string) => (await people.list()).filter((p) => !p.removed && p.role !== 'editor' && p.id !== person)
  // Sent without waiting for the SMTP server: the answer to the person never waits for mail.
  const send = (id: string, what: string, write: (request: SentRequest, link: string) => Promise<unknown>) =>
    void requests
      .request(id)
      .then((request) => write(request!, requestLink(origin, id)))
      .catch((error: unknown) => log.warn({ err: error }, `the email about ${what} was not sent`))
  return {
    arrived: (id: string) =>
      send(id, 'a request waiting', async (request, link) => {
        const sender = (await nameOf(request.person)).name
        const publishers = await publishersBut(request.person)
        await Promise.all(publishers.map((p) => mail.requestWaiting(p.email, { title: request.title, sender, link })))
      }),
    answered: (id: string, { by, declined, words }: { by: string; declined: boolean; words?: string }) =>
      send(id, 'an answer to a request', async (request, link) => {
        const to = (await nameOf(request.person)).email
        if (to) await mail.requestAnswered(to, { title: request.title, by: (await nameOf(by)).name, declined, words, link })
      }),
    /** To its sender, unless they published it themselves (at once, or at the time they set). */
    published: (id: string, by: string) =>
      send(id, 'a publication', async (request, link) => {
        if (request.person === by) return
        const to = (await nameOf(request.person)).email
        if (to) await mail.requestPublished(to, { title: request.title, by: (await nameOf(by)).name, link })
      }),
    /** To its sender, unless she set the time herself: it is to be published at `at`. */
    scheduled: (id: string, by: string, at: number) =>
      send(id, 'a time to publish', async (request, link) => {
        if (request.person === by) return
        const to = (await nameOf(request.person)).email
        if (to) await mail.requestScheduled(to, { title: request.title, by: (await nameOf(by)).name, at, link })
      }),
    /** To its sender and the publishers: its publication at the time set was refused. */
    refused: (id: string, why: string) =>
      send(id, 'a refused publication', async (request, link) => {
        const to = [(await nameOf(request.person)).email, ...(await publishersBut(request.person)).map((p) => p.email)].filter((email) => email !== undefined)
        await Promise.all(to.map((email) => mail.publicationRefused(email, { title: request.title, why, link })))
      }),
  }
}
