// "Send for review" and "Publish" in the hosted editor (EDITOR_REPO), in place of propose.ts's local
// proposal: nothing is written into the shared site folder (every person sees the site's main version
// there, with their own drafts on top).
//   POST propose  { drafts } → the person's changed files, checked, committed on top of the remote's
//                 newest main version on a branch of their own and pushed with a lease
//                 (site-remote-propose.ts); the person is the commit's author. Their drafts are cleared.
//                 On GitHub with GITHUB_TOKEN, its pull request is opened or updated (github-pull-request.ts).
//                 Answered then; its before and after pictures follow, on a branch beside it
//                 (hosted-pictures.ts), and the pull request's description is given their links.
//   GET  propose  the person's last proposal (`pictures` says whether they are made yet)
//   GET  waiting  every change sent for review and not published yet
//   POST publish  { branch } (publishers) → merged into the main version as the remote accepts it, never
//                 forced (site-remote-publish.ts); `npm start` with SITE_REPO puts it live
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { join } from 'node:path'
import { checkSite } from '../../schema/check-site.ts'
import { formatProblem } from '../../schema/problem.ts'
import { apiPrefix, editorRoutes, type Drafts, type Proposal, type Published, type WaitingChange } from './contract.ts'
import { errorsOf, type EditorContext } from './editor-context.ts'
import { editorErrors } from './editor-errors.ts'
import { handOverForReview, picturesAreOn, type PullRequestWanted, type ReviewHandover } from './github-pull-request.ts'
import { pushPictures } from './hosted-pictures.ts'
import { requireRole } from './people-session.ts'
import { commitMessage } from './propose-branch.ts'
import type { ReviewPictures } from './review-pictures.ts'
import { changesSinceCommit } from './review.ts'
import { clearSavedDrafts } from './saved-drafts.ts'
import { drafts } from './schemas.ts'
import type { RemoteSiteFolder } from './site-remote-folder.ts'
import { writeOut } from './site-remote-export.ts'
import { proposalSchema } from './propose.ts'
import { publishProposal } from './site-remote-publish.ts'
import { ProposalConflict, proposeOnRemote } from './site-remote-propose.ts'
import { siteFileText } from './site-files.ts'
import { gitMessage } from './site-repo.ts'
import { isAncestor, type SiteRemote } from './site-remote.ts'

type ReviewWanted = Omit<PullRequestWanted, 'repository' | 'pictures'>

const gitPerson = (request: FastifyRequest) => ({ name: request.editorPerson?.name || request.editorPerson!.email, email: request.editorPerson!.email })

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

export async function hostedProposeRoutes(app: FastifyInstance, { context, remote, folder, pictures }: { context: EditorContext; remote: SiteRemote; folder: RemoteSiteFolder; pictures: ReviewPictures }) {
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
      response: { 200: proposalSchema, 409: { type: 'object', properties: { problems: { type: 'array', items: { type: 'string' } } }, required: ['problems'] } },
    },
  }, async (request, reply) => {
    const drafted = request.body.drafts ?? {}
    const check = context.check(drafted)
    if (errorsOf(check).length) return reply.code(409).send({ problems: check.problems.map(formatProblem) })
    const changes = changesSinceCommit(context, drafted)
    const id = request.body.id ?? crypto.randomUUID()
    if (!changes.length) return { id, state: 'failed', step: '', changes, error: 'There is nothing to send: no change has been made.' } satisfies Proposal
    // The texts the drafts were spliced on: the person's changes are carried onto the proposal's commit from them.
    const bases = Object.fromEntries(Object.keys(check.texts).map((name) => [name, siteFileText(folder.dir, name)]))
    let sent
    try {
      sent = await proposeOnRemote(remote, { person: gitPerson(request), page: Object.keys(check.texts)[0]!, files: check.texts, bases, message: commitMessage(changes) })
    } catch (error) {
      if (!(error instanceof ProposalConflict)) throw error
      // The main version everyone edits moves on: the page reloads, and its drafts put both versions before the person.
      await folder.refresh(true)
      return { id, state: 'failed', step: '', changes, error: error.message } satisfies Proposal
    }
    await clearSavedDrafts(context, request)
    await context.audit(request, 'proposal', sent.branch)
    const wanted = { branch: sent.branch, base: sent.base.branch, changes, sentBy: gitPerson(request).name }
    const handedOver = await handOverForReview(remote.config.url, wanted)
    const proposal: Proposal = { id, state: 'done', step: 'Waiting for review', changes, branch: sent.branch, commit: sent.commit, ...handedOver, pictures: 'working' }
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

  const waitingAnswer = {
    type: 'object',
    properties: { waiting: { type: 'array', items: { type: 'object', properties: { branch: { type: 'string' }, author: { type: 'string' }, sentAt: { type: 'string' }, title: { type: 'string' } }, required: ['branch', 'author', 'sentAt', 'title'] } } },
    required: ['waiting'],
  } as const
  app.get(apiPrefix + editorRoutes.waiting, { schema: { response: { 200: waitingAnswer } } }, async (): Promise<{ waiting: WaitingChange[] }> => {
    const { branch: main, commit } = await folder.refresh(true)
    const listed = await remote.git(['for-each-ref', '--sort=-committerdate', '--format=%(refname:strip=3)%09%(objectname)%09%(authorname)%09%(committerdate:iso-strict)%09%(contents:subject)', 'refs/remotes/origin/site-edit/'])
    const rows = listed.split('\n').filter(Boolean).map((line) => line.split('\t') as [string, string, string, string, string])
    const waiting: WaitingChange[] = []
    for (const [branch, tip, author, sentAt, title] of rows) {
      if (branch !== main && !(await isAncestor(remote, tip, commit))) waiting.push({ branch, author, sentAt, title })
    }
    return { waiting }
  })

  app.post<{ Body: { branch: string } }>(apiPrefix + editorRoutes.publish, {
    preHandler: requireRole('publisher'),
    schema: { body: { type: 'object', properties: { branch: { type: 'string', pattern: '^site-edit/[\\w./-]{1,200}$' } }, required: ['branch'], additionalProperties: false } },
  }, async (request): Promise<Published> => {
    // The site as it would be published passes the checks CI runs on it (npm run validate, its pictures
    // included), or nothing is published.
    const check = async (commit: string) => {
      const { problems } = await checkSite(await writeOut(remote, commit, join(folder.dir, '..', 'checks')))
      if (problems.length) throw editorErrors.notPublished(problems.map((p) => `${p.file.split('/').slice(-2).join('/')}: ${p.message}`))
    }
    const published = await publishProposal(remote, request.body.branch, gitPerson(request), undefined, check)
    await context.audit(request, 'publication', request.body.branch)
    await folder.refresh(true)
    return { branch: request.body.branch, how: published.how }
  })
}
