// A change request as everyone sees it, and the publisher's answers short of Publish (hosted-requests.ts):
//   GET  requests           the signed-in person's own requests ("My requests"), the last changed first
//   GET  requests/:id       one request: who sent it and when, its note, its changes in words, its state
//                           and what happened to it (request-events-store.ts)
//   POST requests/:id/answer   { state: 'changes asked' | 'declined', words } (publishers): returned to its
//                           sender with the publisher's words, who changes it and sends it again, or declined
//   POST requests/:id/comment  { words }: a comment on its page, by anyone signed in
//   POST requests/:id/words    { title?, note? }: its sender rewords it while it waits or was returned
//   POST requests/:id/schedule { at } (publishers): published at that time (ms since 1970; null cancels),
//                           by publish-schedule.ts; GET requests/scheduled lists those set, the soonest first
// Every answer is the editor's own record. Its sender is emailed an answer, and a time set (request-mail.ts).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { apiPrefix, editorRoutes } from '../contract.ts'
import { editorErrors } from '../editor-errors.ts'
import {
  isOpen,
  AnswerBody,
  CommentBody,
  RequestAnswered,
  RequestList,
  RequestNamed,
  RequestParams,
  requestRoutes,
  RequestShown,
  RewordBody,
  ScheduleBody,
  Scheduled,
  type RequestSummary,
} from '../requests-contract.ts'
import { requireRole } from '../sign-in/people-session.ts'
import type { RequestMail } from './request-mail.ts'
import { requestOf, type RequestRouteOptions, type SentRequest } from './hosted-requests.ts'

type Options = Pick<RequestRouteOptions, 'context' | 'requests'> & {
  mail?: RequestMail
  /** Asks the live site whether it shows a published request (live-site.ts), when SITE_ORIGIN is set. */
  watchLive?: (sent: SentRequest) => Promise<void>
}

export const requestDecisionRoutes: FastifyPluginAsyncTypebox<Options> = async (app, { context, requests, mail, watchLive }) => {
  const shown = ({ id, title, state, sentAt, changes, note, publishAt }: Omit<RequestSummary, 'sender'>, sender: string): RequestSummary => {
    return { id, title, state, sender, sentAt, changes, ...(note ? { note } : {}), ...(publishAt ? { publishAt } : {}) }
  }
  const listAnswer = { 200: RequestList }

  app.get(apiPrefix + editorRoutes.requests, { schema: { response: listAnswer } }, async (request) => ({
    requests: (await requests.ofPerson(context.person(request))).map((r) => shown(r, r.sender)),
  }))
  app.get(apiPrefix + requestRoutes.requestsScheduled, { schema: { response: listAnswer } }, async () => ({
    requests: (await requests.scheduled()).map((r) => shown(r, r.sender)),
  }))

  app.post(
    apiPrefix + requestRoutes.requestSchedule,
    {
      preHandler: requireRole('publisher'),
      schema: { params: RequestParams, body: ScheduleBody, response: { 200: Scheduled } },
    },
    async (request) => {
      const { at } = request.body
      // A minute's grace: a time set for "now" on a slow phone is not refused.
      if (at !== null && at < Date.now() - 60_000) throw editorErrors.timePassed()
      const sent = await requestOf(requests, request.params.id)
      if (!(await requests.schedule(sent.id, at, context.person(request)))) throw editorErrors.requestNotWaiting(sent.state)
      await context.audit(request, at === null ? 'schedule cancelled' : 'scheduled', sent.id)
      if (at !== null) mail?.scheduled(sent.id, context.person(request), at)
      return { id: sent.id, ...(at === null ? {} : { publishAt: at }) }
    },
  )

  app.get(apiPrefix + requestRoutes.request, { schema: { params: RequestParams, response: { 200: RequestShown } } }, async (request) => {
    const sent = await requestOf(requests, request.params.id)
    await watchLive?.(sent)
    const events = await requests.events(sent.id)
    return {
      request: shown(sent, events.find((e) => e.kind === 'sent')?.by ?? ''),
      events: events.map(({ kind, at, by, words: said }) => ({ kind, at, by, ...(said ? { words: said } : {}) })),
      ...(watchLive && sent.state === 'published' ? { watched: true } : {}),
    }
  })

  app.post(
    apiPrefix + requestRoutes.requestAnswer,
    {
      preHandler: requireRole('publisher'),
      schema: { params: RequestParams, body: AnswerBody, response: { 200: RequestAnswered } },
    },
    async (request) => {
      const { state, words: said } = request.body
      // Asking for changes without saying which leaves the sender guessing.
      if (state === 'changes asked' && !said) throw editorErrors.sayWhichChanges()
      const sent = await requestOf(requests, request.params.id)
      if (!(await requests.decide(sent.id, { state, by: context.person(request), words: said?.trim() }))) throw editorErrors.requestNotWaiting(sent.state)
      await context.audit(request, state === 'declined' ? 'decline' : 'changes asked', sent.id)
      mail?.answered(sent.id, { by: context.person(request), declined: state === 'declined', words: said?.trim() })
      return { id: sent.id, state }
    },
  )

  app.post(
    apiPrefix + requestRoutes.requestComment,
    { schema: { params: RequestParams, body: CommentBody, response: { 200: RequestNamed } } },
    async (request) => {
      const sent = await requestOf(requests, request.params.id)
      await requests.comment(sent.id, { person: context.person(request), words: request.body.words.trim() })
      return { id: sent.id }
    },
  )

  app.post(
    apiPrefix + requestRoutes.requestWords,
    { schema: { params: RequestParams, body: RewordBody, response: { 200: RequestNamed } } },
    async (request) => {
      const sent = await requestOf(requests, request.params.id)
      if (sent.person !== context.person(request)) throw editorErrors.notYourRequest()
      if (!isOpen(sent)) throw editorErrors.requestNotWaiting(sent.state)
      await requests.reword(sent.id, { title: request.body.title?.trim(), note: request.body.note?.trim() })
      return { id: sent.id }
    },
  )
}
