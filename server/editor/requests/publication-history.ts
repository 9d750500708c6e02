// What was published, and undoing it. History: every publication, the newest first, with who sent it, who
// published it and when, its title and its changes in words (its pictures stay on its pictures branch).
// Undo (publishers): a new change request that takes exactly that publication's changes
// back, carried field by field onto the main version as it is now (site-remote-carry.ts), so a later
// publication that changed other values keeps them. Where a later one changed the same value, nothing is
// sent: the answer lists each such place with both values (409), as any conflict is shown. Otherwise the
// undo is recorded as a request of its own ("Undo: …"), published at once by the same code as Publish,
// after the same checks, and the undone request's timeline says so.
//   GET  requests/history    → { publications }
//   GET  requests/:id/undo-site (publishers) → what Undo would make of the site (PreviewSite, undo-site.ts), nothing sent, or Undo's 409
//   POST requests/:id/undo   → { id, how } of the undo's request
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyReply } from 'fastify'
import { Type } from 'typebox'
import { apiPrefix } from '../contract.ts'
import { shownSite } from './request-site.ts'
import { ErrorAnswer, editorErrors } from '../editor-errors.ts'
import { ProposalConflict } from '../proposals/site-remote-propose.ts'
import { PreviewSite, Publications, RequestParams, requestRoutes, UndoConflicts, Undone } from '../requests-contract.ts'
import { requireRole } from '../sign-in/people-session.ts'
import { fetchSite } from '../site/site-remote.ts'
import { gitPerson, requestOf, requestPublisher, sendAsRequest, type RequestRouteOptions, type SentRequest } from './hosted-requests.ts'
import { changedFiles } from './request-changes.ts'
import { undoneSite } from './undo-site.ts'

/** Undo's 409: the error answer, and (a later publication changed the same places) each with both values. */
const UndoClash = Type.Interface([ErrorAnswer, UndoConflicts], {})

export const publicationRoutes: FastifyPluginAsyncTypebox<RequestRouteOptions> = async (app, { context, remote, folder, requests }) => {
  const publish = requestPublisher({ remote, folder, requests })

  app.get(apiPrefix + requestRoutes.publications, { schema: { response: { 200: Publications } } }, async () => {
    const publications = []
    for (const { id, title, changes, sender, sentAt } of (await requests.publications()).slice(0, 200)) {
      const events = await requests.events(id)
      const published = events.findLast((e) => e.kind === 'published')
      const undone = events.some((e) => e.kind === 'undone')
      publications.push({ id, title, changes, sender, sentAt, publishedBy: published?.by ?? '', publishedAt: published?.at ?? sentAt, undone })
    }
    return { publications }
  })

  /** A published request, and Undo's 409 where a later publication changed the same places again, each with both values. */
  const undoing = async <T>(id: string, reply: FastifyReply, undo: (sent: SentRequest) => Promise<T>) => {
    const sent = await requestOf(requests, id)
    if (sent.state !== 'published') throw editorErrors.notPublishedYet()
    try {
      return await undo(sent)
    } catch (error) {
      if (!(error instanceof ProposalConflict)) throw error
      const { code, message } = editorErrors.undoClash()
      return reply.code(409).send({ code, message, conflicts: error.conflicts.map(({ file, path, mine, theirs }) => ({ file, path, mine, theirs })) })
    }
  }

  app.get(
    apiPrefix + requestRoutes.requestUndoSite,
    { preHandler: requireRole('publisher'), schema: { params: RequestParams, response: { 200: PreviewSite, 409: UndoClash } } },
    async (request, reply) =>
      undoing(request.params.id, reply, async (sent) => {
        const { files, changes, changed } = await undoneSite(remote, sent, (await fetchSite(remote)).commit)
        return shownSite(context, files, { title: `Undo: ${sent.title}`, changes, state: sent.state }, changed)
      }),
  )

  app.post(
    apiPrefix + requestRoutes.requestUndo,
    {
      preHandler: requireRole('publisher'),
      schema: { params: RequestParams, response: { 200: Undone, 409: UndoClash } },
    },
    async (request, reply) =>
      undoing(request.params.id, reply, async (sent) => {
        const { before, after } = await changedFiles(remote, sent.base, sent.commit)
        const personId = context.person(request)
        // The publication's text after it is the base; the text before it is what the undo writes.
        const change = { page: `undo-${sent.id.slice(0, 8)}`, files: before, bases: after, message: `Undo: ${sent.title}\n` }
        const { id, branch } = await sendAsRequest({ remote, requests }, request, personId, change)
        await requests.reword(id, { title: `Undo: ${sent.title}` })
        const how = await publish(await requestOf(requests, id), gitPerson(request), personId)
        await requests.remark(sent.id, 'undone', `Undone by “Undo: ${sent.title}”.`)
        await context.audit(request, 'undo', `${sent.id} ${branch}`)
        return { id, how }
      }),
  )
}
