// "Send for review" in the hosted editor (EDITOR_REPO), in place of propose.ts's local proposal: nothing
// is written into the shared site folder (every person sees the site's main version there, with their
// own drafts on top).
//   POST propose  { drafts } → the person's changed files, checked, committed on top of the remote's
//                 newest main version on a branch of their own and pushed with a lease
//                 (site-remote-propose.ts); the person is the commit's author. The commit is recorded as
//                 their change request (hosted-requests.ts), which is all Publish ever publishes. Their
//                 drafts are cleared. Sent again with nothing new (a double click), 409 in words.
//                 On GitHub with GITHUB_TOKEN, its pull request is opened or updated (github-pull-request.ts).
//                 Answered then; its before and after pictures follow, on a branch beside it
//                 (hosted-pictures.ts), and the pull request's description is given their links.
//   GET  propose  the person's last proposal (`pictures` says whether they are made yet)
// Waiting for review and Publish: hosted-requests.ts.
import type { FastifyInstance } from 'fastify'
import type { ChangeRequestsStore } from '../../change-requests-store.ts'
import { apiPrefix, editorRoutes, type Drafts, type Proposal } from '../contract.ts'
import { errorsOf, problemLines, type EditorContext } from '../editor-context.ts'
import { handOverForReview, picturesAreOn, type PullRequestWanted, type ReviewHandover } from './github-pull-request.ts'
import { gitMessage } from '../git/run.ts'
import { pushPictures } from './hosted-pictures.ts'
import { gitPerson, hostedRequestRoutes, recordedOn, recordRequest } from '../requests/hosted-requests.ts'
import type { RequestMail } from '../requests/request-mail.ts'
import { commitMessage } from './propose-branch.ts'
import type { ReviewPictures } from '../review/review-pictures.ts'
import { changesSinceCommit } from '../review/review.ts'
import { clearSavedDrafts } from '../drafts/saved-drafts.ts'
import { drafts, errorAnswerSchema } from '../schemas.ts'
import type { RemoteSiteFolder } from '../site/site-remote-folder.ts'
import { proposalSchema } from './propose.ts'
import { ProposalConflict, proposeOnRemote, type HostedProposal } from './site-remote-propose.ts'
import { siteFileText } from '../site/site-files.ts'
import type { SiteRemote } from '../site/site-remote.ts'

type ReviewWanted = Omit<PullRequestWanted, 'repository' | 'pictures'>

/** The pictures of the site with `texts` in place, pushed beside `branch`; or why there are none. */
async function sendPictures(remote: SiteRemote, pictures: ReviewPictures, branch: string, texts: Record<string, string>) {
  // This job's, not the last one started: another person may send theirs meanwhile.
  const job = await pictures.finished(pictures.start(texts))
  if (job?.state === 'failed') return { failed: job.error }
  if (!job?.shots.length) return {}
  try {
    return { pictures: { branch: await pushPictures(remote, branch, pictures.pictureFolder(job)!), routes: job.routes, shots: job.shots } }
  } catch (error) {
    return { failed: gitMessage(error) }
  }
}

interface Options { context: EditorContext; remote: SiteRemote; folder: RemoteSiteFolder; pictures: ReviewPictures; requests: ChangeRequestsStore; mail?: RequestMail }

export async function hostedProposeRoutes(app: FastifyInstance, { context, remote, folder, pictures, requests, mail }: Options) {
  await app.register(hostedRequestRoutes, { context, remote, folder, requests })
  const last = new Map<string, Proposal>()
  // Proposals whose pictures are still being made: the editor stops once they have ended (failed, as it stops).
  const picturing = new Set<Promise<unknown>>()
  app.addHook('onClose', async () => {
    await pictures.close()
    await Promise.allSettled(picturing)
  })

  app.post<{ Body: { drafts?: Drafts; id?: string } }>(apiPrefix + editorRoutes.propose, {
    schema: {
      body: { type: 'object', properties: { drafts, id: { type: 'string', pattern: '^[\\w-]{1,64}$' } } },
      // The drafts' problems, or (sent twice) why there is nothing to send.
      response: { 200: proposalSchema, 409: { type: 'object', properties: { problems: { type: 'array', items: { type: 'string' } }, ...errorAnswerSchema.properties } } },
    },
  }, async (request, reply) => {
    const drafted = request.body.drafts ?? {}
    const check = await context.check(drafted)
    if (errorsOf(check).length) return reply.code(409).send({ problems: problemLines(check) })
    const changes = await changesSinceCommit(context, drafted)
    const id = request.body.id ?? crypto.randomUUID()
    if (!changes.length) return { id, state: 'failed', step: '', changes, error: 'There is nothing to send: no change has been made.' } satisfies Proposal
    // The texts the drafts were spliced on: the person's changes are carried onto the proposal's commit from them.
    const bases = Object.fromEntries(Object.keys(check.texts).map((name) => [name, siteFileText(folder.dir, name)]))
    let sent
    let recorded = ''
    try {
      const personId = context.person(request)
      const records = {
        recorded: (branch: string) => recordedOn(requests, branch),
        record: async (pushed: HostedProposal) => { recorded = await recordRequest(requests, remote, personId, pushed) },
      }
      sent = await proposeOnRemote(remote, { person: gitPerson(request), personId, ...records, page: Object.keys(check.texts)[0]!, files: check.texts, bases, message: commitMessage(changes) })
    } catch (error) {
      if (!(error instanceof ProposalConflict)) throw error
      // The main version everyone edits moves on: the page reloads, and its drafts put both versions before the person.
      await folder.refresh(true)
      return { id, state: 'failed', step: '', changes, error: error.message } satisfies Proposal
    }
    await clearSavedDrafts(context, request)
    await context.audit(request, 'proposal', sent.branch)
    mail?.arrived(recorded)
    const wanted = { branch: sent.branch, base: sent.base.branch, changes, sentBy: gitPerson(request).name }
    const handedOver = await handOverForReview(remote.config.url, wanted)
    const proposal: Proposal = { id, request: recorded, state: 'done', step: 'Waiting for review', changes, branch: sent.branch, commit: sent.commit, ...handedOver, pictures: 'working' }
    proposal.note = `${handedOver.note} Its before and after pictures are being made.`
    last.set(context.person(request), proposal)
    // The answer does not wait for the pictures (two builds and the screenshots: over a minute on a busy
    // machine, while the person holds a phone): they follow, and GET propose says when they are there.
    const later = addPictures(proposal, handedOver, wanted, check.texts).finally(() => picturing.delete(later))
    picturing.add(later)
    return { ...proposal }
  })

  /** The proposal's pictures, pushed beside its branch and linked from its pull request; its note says where they are. */
  async function addPictures(proposal: Proposal, handedOver: ReviewHandover, wanted: ReviewWanted, texts: Record<string, string>) {
    const failed = (why?: string) => Object.assign(proposal, { pictures: 'failed', note: `${handedOver.note} The pictures could not be made: ${why}` })
    try {
      const shown = await sendPictures(remote, pictures, wanted.branch, texts)
      if (shown.failed) return failed(shown.failed)
      // The pull request's description links them: it is given the pictures as it was given the changes.
      const linked = shown.pictures && handedOver.url ? await handOverForReview(remote.config.url, { ...wanted, pictures: shown.pictures }) : undefined
      const where = shown.pictures ? ` ${picturesAreOn(shown.pictures.branch)}` : ''
      const unlinked = linked && !linked.url ? ' The pull request does not link them: GitHub did not take its new description.' : ''
      Object.assign(proposal, { pictures: 'done', note: `${handedOver.note}${where}${unlinked}` })
    } catch (error) {
      failed((error as Error).message)
    }
  }

  app.get(apiPrefix + editorRoutes.propose, { schema: { response: { 200: { anyOf: [proposalSchema, { type: 'null' }] } } } }, (request) => last.get(context.person(request)) ?? null)
}
