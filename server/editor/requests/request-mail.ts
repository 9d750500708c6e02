// Email about change requests, when the hosted editor has mail (SMTP_HOST): to every publisher and owner
// when a request arrives or is sent again, to its sender when a publisher asks for changes or declines
// it, and to both when its publication at a time set was refused. Each links the request's page in the editor. A failed email is logged, never an error
// of the request: the request is kept, and the editor shows it either way.
import type { FastifyBaseLogger } from 'fastify'
import type { ChangeRequestsStore } from '../../change-requests-store.ts'
import type { PeopleStore } from '../../people-store.ts'
import type { PeopleMail } from '../people/people-mail.ts'

export interface RequestMail {
  /** Sent without waiting for the SMTP server: the answer to the person never waits for mail. */
  arrived(id: string): void
  answered(id: string, answer: { by: string; declined: boolean; words?: string }): void
  /** To its sender and the publishers: its publication at the time set was refused. */
  refused(id: string, why: string): void
}

/** The address of a request's page in the editor. */
const requestLink = (origin: string, id: string) => `${origin}/?request=${encodeURIComponent(id)}`

export function requestMail(mail: PeopleMail, people: PeopleStore, requests: ChangeRequestsStore, origin: string, log: FastifyBaseLogger): RequestMail {
  const nameOf = async (id: string) => {
    const person = await people.person(id)
    return { email: person?.email, name: person?.name || person?.email || 'Someone' }
  }
  const failed = (what: string) => (error: unknown) => log.warn({ err: error }, `the email about ${what} was not sent`)
  const publishersBut = async (person: string) => (await people.list()).filter((p) => !p.removed && p.role !== 'editor' && p.id !== person)
  return {
    arrived(id) {
      void (async () => {
        const request = (await requests.request(id))!
        const sender = (await nameOf(request.person)).name
        const publishers = await publishersBut(request.person)
        await Promise.all(publishers.map((p) => mail.requestWaiting(p.email, { title: request.title, sender, link: requestLink(origin, id) })))
      })().catch(failed('a request waiting'))
    },
    refused(id, why) {
      void (async () => {
        const request = (await requests.request(id))!
        const to = [(await nameOf(request.person)).email, ...(await publishersBut(request.person)).map((p) => p.email)].filter((email) => email !== undefined)
        await Promise.all(to.map((email) => mail.publicationRefused(email, { title: request.title, why, link: requestLink(origin, id) })))
      })().catch(failed('a refused publication'))
    },
    answered(id, { by, declined, words }) {
      void (async () => {
        const request = (await requests.request(id))!
        const to = (await nameOf(request.person)).email
        if (to) await mail.requestAnswered(to, { title: request.title, by: (await nameOf(by)).name, declined, words, link: requestLink(origin, id) })
      })().catch(failed('an answer to a request'))
    },
  }
}
