// The hosted editor's change requests (server/change-requests-store.ts): a request is a record the editor
// wrote when it pushed a person's commit, and only such a record is ever listed or published. A branch
// pushed to the site's repository by anyone else, under any name, is neither.
//   GET  waiting  every request sent and not published yet: who sent it (their name in the editor), when,
//                 its title and changes in words, all the editor's own, never a commit's message or author,
//                 and the time set to publish it
//   POST publish  { id } or { branch } (publishers) → the request's recorded commit, and nothing else,
//                 merged into the main version (site-remote-publish.ts); refused when its branch no longer
//                 holds that commit, or when the site as published would have a problem
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyRequest } from 'fastify'
import { join } from 'node:path'
import type { ChangeRequestsStore } from '../../change-requests-store.ts'
import { apiPrefix, editorRoutes } from '../contract.ts'
import { isOpen, Published, PublishBody, Waiting, type WaitingChange } from '../requests-contract.ts'
import { siteChecksInWords, type EditorContext } from '../editor-context.ts'
import { editorErrors } from '../editor-errors.ts'
import { requireRole } from '../sign-in/people-session.ts'
import { requestChanges } from './request-changes.ts'
import type { GitPerson } from '../site/site-remote-config.ts'
import type { RemoteSiteFolder } from '../site/site-remote-folder.ts'
import { publishProposal } from './site-remote-publish.ts'
import { proposeOnRemote, type HostedProposal, type ProposalRequest } from '../proposals/site-remote-propose.ts'
import { proposalTitle } from '../proposals/proposal-title.ts'
import { StraysRefused } from '../git/export.ts'
import { isAncestor, writeSite, type SiteRemote } from '../site/site-remote.ts'
import type { RequestMail } from './request-mail.ts'

export const gitPerson = (request: FastifyRequest) => ({ name: request.editorPerson?.name || request.editorPerson!.email, email: request.editorPerson!.email })

/** A request as the store keeps it. */
export type SentRequest = NonNullable<Awaited<ReturnType<ChangeRequestsStore['request']>>>

/** The request `id` names, or the 404 in words. */
export const requestOf = async (requests: ChangeRequestsStore, id: string) => (await requests.request(id)) ?? Promise.reject(editorErrors.noSuchRequest())

/** Records what was just pushed: the person's waiting request grown, or a new one; its id. */
async function recordRequest(requests: ChangeRequestsStore, remote: SiteRemote, person: string, sent: HostedProposal): Promise<string> {
  const earlier = await requests.onBranch(sent.branch)
  const grows = sent.grew && isOpen(earlier) ? earlier : undefined
  const base = grows?.base ?? sent.base.commit
  const { changes, titles } = await requestChanges(remote, base, sent.commit)
  const words = { commit: sent.commit, title: proposalTitle(changes, titles), changes }
  if (grows) {
    // A title its sender wrote stays; one the editor proposed follows the changes.
    await requests.grow(grows.id, { ...words, title: grows.title === proposalTitle(grows.changes, titles) ? words.title : grows.title })
    return grows.id
  }
  // A request waiting on the branch whose commit the main version holds now was published (its pull request merged).
  if (isOpen(earlier)) await requests.published(earlier!.id)
  return (await requests.add({ person, branch: sent.branch, base, ...words })).id
}

/**
 * A proposal's records as change requests (proposeOnRemote's `recorded` and `record`): the commit of the
 * request open on a branch, which a new proposal may grow; and, once pushed, the request's `id`.
 */
export function requestRecords(requests: ChangeRequestsStore, remote: SiteRemote, personId: string) {
  const records = {
    id: undefined as string | undefined,
    recorded: async (branch: string) => {
      const sent = await requests.onBranch(branch)
      return isOpen(sent) ? sent!.commit : undefined
    },
    record: async (pushed: HostedProposal) => {
      records.id = await recordRequest(requests, remote, personId, pushed)
    },
  }
  return records
}

/** Sends `change` as a change request of the person signed in (Restore's, Undo's): its id, and the proposal pushed. */
export async function sendAsRequest(
  { remote, requests }: Pick<RequestRouteOptions, 'remote' | 'requests'>,
  request: FastifyRequest,
  personId: string,
  change: Pick<ProposalRequest, 'page' | 'files' | 'bases' | 'message'>,
) {
  const records = requestRecords(requests, remote, personId)
  const made = await proposeOnRemote(remote, { person: gitPerson(request), personId, ...change, ...records })
  return { ...made, id: records.id! }
}

/** What the hosted editor's request routes are given; each file's routes take the part they use. */
export type RequestRouteOptions = { context: EditorContext; remote: SiteRemote; folder: RemoteSiteFolder; requests: ChangeRequestsStore; mail?: RequestMail }

export const hostedRequestRoutes: FastifyPluginAsyncTypebox<RequestRouteOptions> = async (app, { context, remote, folder, requests, mail }) => {
  const publish = requestPublisher({ remote, folder, requests, mail })
  app.get(apiPrefix + editorRoutes.waiting, { schema: { response: { 200: Waiting } } }, async () => {
    const { commit: main } = await folder.refresh(true)
    const waiting: WaitingChange[] = []
    for (const { id, commit, branch, sender, sentAt, title, changes, publishAt } of await requests.waiting()) {
      // Published outside the editor (its pull request merged on GitHub): waiting no more.
      if (await isAncestor(remote, commit, main).catch(() => false)) await requests.published(id)
      else waiting.push({ id, branch, author: sender, sentAt: new Date(sentAt).toISOString(), title, changes, ...(publishAt ? { publishAt } : {}) })
    }
    return { waiting }
  })

  app.post(
    apiPrefix + editorRoutes.publish,
    {
      preHandler: requireRole('publisher'),
      schema: { body: PublishBody, response: { 200: Published } },
    },
    async (request) => {
      const { id, branch } = request.body
      const sent = id ? await requests.request(id) : await requests.onBranch(branch!)
      if (!sent) throw editorErrors.noSuchRequest()
      const how = await publish(sent, gitPerson(request), context.person(request))
      await context.audit(request, 'publication', sent.branch)
      return { id: sent.id, branch: sent.branch, how }
    },
  )
}

/**
 * Publishes a recorded request's commit, and nothing else, as `person` (the merge's author), once the site
 * as it would be published passes the checks CI runs on it (npm run validate, its pictures included);
 * otherwise nothing is published and the error says why, each problem at its place in words (as its page lists them).
 * Publish and the schedule (publish-schedule.ts) both publish through it.
 */
export function requestPublisher({ remote, folder, requests, mail }: Omit<RequestRouteOptions, 'context'>) {
  const check = async (commit: string) => {
    // A link pushed onto the main version by someone else comes along in the merge: it is a problem like any other.
    const dir = await writeSite(remote, commit, join(folder.dir, '..', 'checks')).catch((error: unknown) => {
      throw error instanceof StraysRefused ? editorErrors.notPublished(error.problems) : error
    })
    const { problems } = await siteChecksInWords(dir)
    if (problems.length) throw editorErrors.notPublished(problems)
  }
  return async (sent: SentRequest, person: GitPerson, by: string) => {
    const published = await publishProposal(remote, sent, person, undefined, check)
    await requests.published(sent.id, Date.now(), by)
    mail?.published(sent.id, by)
    await folder.refresh(true)
    return published.how
  }
}
