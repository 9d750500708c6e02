// "Send for review", local and hosted alike: the person's changes, checked, committed on top of the
// repository's newest main version on a branch of their own and pushed with a lease
// (site-remote-propose.ts); the person is the commit's author.
//   POST propose  { drafts } → hosted (EDITOR_REPO), the drafts' files, carried onto that commit, and
//                 nothing written into the shared site folder; the commit is recorded as their change
//                 request (../requests/hosted-requests.ts), which is all Publish ever publishes. Without
//                 EDITOR_REPO, the repository is the working tree's (../site/working-tree.ts): the drafts
//                 are saved into the working tree first, a convenience of its own, and the site's files
//                 there are sent; the branch is pushed to its `origin` for the pull request (or the
//                 answer says how), and publishing is merging that pull request. Locally the
//                 drafts are cleared (hosted they stay, marked as sent); sent again with nothing new, 409 in words.
//                 On GitHub with GITHUB_TOKEN, its pull request is opened or updated (github-pull-request.ts).
//                 Hosted, the person's photos not sent yet that the texts name are committed with them
//                 (../photos/drafted-photos.ts); they stay with the person's drafts, which stay while the
//                 request is open (../drafts/sent-drafts.ts).
//                 Answered then; its before and after pictures follow, on a branch beside it
//                 (pictures-branch.ts), and the pull request's description is given their links.
//   GET  propose  the person's last proposal (`pictures` says whether they are made yet)
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyRequest } from 'fastify'
import { Type } from 'typebox'
import { join } from 'node:path'
import type { ChangeRequestsStore } from '../../change-requests-store.ts'
import { apiPrefix, editorRoutes, LastProposal, Problems, Proposal, ProposeBody, type Drafts } from '../contract.ts'
import { errorsOf, problemLines, type EditorContext } from '../editor-context.ts'
import { ErrorAnswer } from '../editor-errors.ts'
import type { Repository } from '../editor-mode.ts'
import { handOverForReview, picturesAreOn, type PullRequestWanted, type ReviewPlace } from './github-pull-request.ts'
import { gitMessage } from '../git/run.ts'
import { pushPictures, type PicturesMaking } from './pictures-branch.ts'
import { pageTitles } from './proposal-title.ts'
import { gitPerson, hostedRequestRoutes, requestRecords } from '../requests/hosted-requests.ts'
import type { RequestMail } from '../requests/request-mail.ts'
import { requestPictureRoutes } from '../requests/request-pictures.ts'
import type { ReviewPictures } from '../review/review-pictures.ts'
import { changesSinceCommit } from '../review/review.ts'
import { clearSavedDrafts, markDraftsSent } from '../drafts/saved-drafts.ts'
import { commitMessage, ProposalConflict, proposeOnRemote } from './site-remote-propose.ts'
import { siteFileText, writeSiteFile } from '../site/site-files.ts'
import { fetchSite } from '../site/site-remote.ts'
import { proposalRecords, workingTreeFiles } from '../site/working-tree.ts'

interface Options {
  context: EditorContext
  repository: Repository
  pictures: ReviewPictures
  requests?: ChangeRequestsStore
  mail?: RequestMail
}

export const proposeRoutes: FastifyPluginAsyncTypebox<Options> = async (app, { context, repository, pictures, requests, mail }) => {
  const sending = 'remote' in repository ? repository : undefined
  const { remote, folder, workingTree } = sending ?? {}
  // Waiting for review and Publish are the site's repository's (EDITOR_REPO): locally, publishing is merging the pull request.
  const hostedRequests = remote && folder && !workingTree && requests
  // Whose pictures are being made here: a request's page says so until they are pushed.
  const making: PicturesMaking = new Map()
  if (hostedRequests) {
    await app.register(hostedRequestRoutes, { context, remote, folder, requests: hostedRequests, mail })
    await app.register(requestPictureRoutes, { remote, requests: hostedRequests, making })
  }
  const place: ReviewPlace | undefined =
    remote && (workingTree ? { workingTree: workingTree.top, descriptionFile: join(remote.dir, 'pull-request.md') } : { url: remote.config.url })
  const last = new Map<string, Proposal>()
  // Proposals whose pictures are still being made: the editor stops once they have ended (failed, as it stops).
  const picturing = new Set<Promise<unknown>>()
  app.addHook('onClose', async () => {
    await pictures.close()
    await Promise.allSettled(picturing)
  })

  /** Sends the checked drafts (with, locally, the working tree's saved changes): the proposal as answered. */
  async function send(request: FastifyRequest, id: string, drafted: Drafts, texts: Record<string, string>): Promise<Proposal> {
    const failed = (changes: string[], error: string) => ({ id, state: 'failed', step: '', changes, error }) satisfies Proposal
    // Without EDITOR_REPO the drafts are saved into the working tree, as Save does, and sent from there.
    if ((!remote || workingTree) && Object.keys(texts).length) {
      for (const [name, text] of Object.entries(texts)) writeSiteFile(context.siteDir, name, text)
      await clearSavedDrafts(context, request)
    }
    const changes = await changesSinceCommit(context, drafted)
    if (!remote || !folder) return failed(changes, (repository as { unavailable: string }).unavailable)
    if (!changes.length) return failed(changes, 'There is nothing to send: no change has been made.')
    const personId = context.person(request)
    // Hosted, the person's photos not sent yet that the texts name go with them (a photo dropped from the drafts stays out).
    const drafts = workingTree ? undefined : context.photos
    const unsent = drafts?.paths(personId) ?? []
    const photos = drafts?.named(personId, texts) ?? {}
    // Locally the commit's author is git's user there; hosted, the person signed in.
    const person = workingTree && !request.editorPerson?.email ? workingTree.author : gitPerson(request)
    // Hosted, the proposal is recorded as a change request in the database; locally, beside the editor's clone.
    const records = hostedRequests ? requestRecords(hostedRequests, remote, personId) : { ...proposalRecords(remote), id: undefined }
    const files = workingTree ? await workingTreeFiles(workingTree, remote, (await fetchSite(remote)).commit) : { ...photos, ...texts }
    // Hosted, the texts the drafts were spliced on: the person's changes are carried onto the proposal's commit from them.
    const bases = workingTree ? undefined : Object.fromEntries(Object.keys(texts).map((name) => [name, siteFileText(folder.dir, name)]))
    const page = Object.keys(texts)[0] ?? changes[0]!.split(/ › |:/)[0]!
    const message = commitMessage(changes, pageTitles(drafted))
    const sent = await proposeOnRemote(remote, { person, personId, ...records, page, files, bases, message }).catch(async (error: unknown) => {
      if (!(error instanceof ProposalConflict)) throw error
      // The main version everyone edits moves on: the page takes it, and its drafts put both versions before the person.
      await folder.refresh(true)
      return failed(changes, error.message)
    })
    if (!('branch' in sent)) return sent
    const requestId = records.id
    // Hosted, the words sent stay on the person's page, marked as waiting, until the request is published (sent-drafts.ts).
    if (!workingTree) await (requestId ? markDraftsSent(context, request, requestId) : clearSavedDrafts(context, request))
    // Photos go with the drafts: those the sent drafts name stay while the drafts do; the others go now.
    context.photos?.remove(personId, requestId ? unsent.filter((path) => !(path in photos)) : unsent)
    await context.audit(request, 'proposal', sent.branch)
    if (requestId) mail?.arrived(requestId)
    const wanted = { branch: sent.branch, base: sent.base.branch, changes, sentBy: person.name }
    const handedOver = await handOverForReview(place!, wanted)
    const proposal: Proposal = {
      id,
      request: requestId,
      state: 'done',
      step: workingTree ? 'Done' : 'Waiting for review',
      changes,
      branch: sent.branch,
      commit: sent.commit,
      ...handedOver,
      note: `${handedOver.note} Its before and after pictures are being made.`,
      pictures: 'working',
    }

    /** The proposal's pictures, pushed beside its branch and linked from its pull request; its note says where they are, or why there are none. */
    const addPictures = async () => {
      const failed = (why?: string) => {
        making.set(sent.commit, 'failed')
        Object.assign(proposal, { pictures: 'failed', note: `${handedOver.note} The pictures could not be made: ${why}` })
      }
      making.set(sent.commit, 'working')
      try {
        // This job's, not the last one started: another person may send theirs meanwhile.
        const job = await pictures.finished(pictures.start(texts, photos))
        if (job?.state === 'failed') return failed(job.error)
        let shown: PullRequestWanted['pictures']
        if (job?.shots.length) {
          const branch = await pushPictures(remote, sent.branch, sent.commit, pictures.pictureFolder(job)!, job.offsets).catch((error: unknown) =>
            failed(gitMessage(error)),
          )
          if (!branch) return
          shown = { branch, routes: job.routes, shots: job.shots }
        }
        // The pull request's description links them (locally, the commands push them too): handed over again with them.
        const again = shown && (handedOver.url || handedOver.commands) ? await handOverForReview(place!, { ...wanted, pictures: shown }) : undefined
        const where = shown ? ` ${picturesAreOn(shown.branch)}` : ''
        const unlinked = again && handedOver.url && !again.url ? ' The pull request does not link them: GitHub did not take its new description.' : ''
        making.delete(sent.commit)
        Object.assign(proposal, { pictures: 'done', note: `${handedOver.note}${where}${unlinked}`, ...(again?.commands ? { commands: again.commands } : {}) })
      } catch (error) {
        failed((error as Error).message)
      }
    }
    // The answer does not wait for the pictures (two builds and the screenshots: over a minute on a busy
    // machine, while the person holds a phone): they follow, and GET propose says when they are there.
    const later = addPictures().finally(() => picturing.delete(later))
    picturing.add(later)
    return proposal
  }

  app.post(
    apiPrefix + editorRoutes.propose,
    {
      // The drafts' problems, or (sent twice) why there is nothing to send.
      schema: { body: ProposeBody, response: { 200: Proposal, 409: Type.Union([Problems, ErrorAnswer]) } },
    },
    async (request, reply) => {
      const drafted = request.body.drafts ?? {}
      const check = await context.check(drafted, context.person(request))
      if (errorsOf(check).length) return reply.code(409).send({ problems: problemLines(check) })
      const id = request.body.id ?? crypto.randomUUID()
      const personId = context.person(request)
      // A page reloaded before the answer arrives asks for the proposal then (GET propose).
      const working: Proposal = { id, state: 'working', step: 'Sending', changes: [] }
      last.set(personId, working)
      try {
        const proposal = await send(request, id, drafted, check.texts)
        last.set(personId, proposal)
        return { ...proposal }
      } catch (error) {
        last.set(personId, { ...working, state: 'failed', error: (error as Error).message })
        throw error
      }
    },
  )

  app.get(apiPrefix + editorRoutes.propose, { schema: { response: { 200: LastProposal } } }, (request) => last.get(context.person(request)) ?? null)
}
