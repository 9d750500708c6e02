// "Propose": the editor's changes handed over for review in one action.
//   POST propose  { drafts } → saves valid drafts (with problems: 409 and nothing written), then starts
//                 the proposal: a commit of the site's files on a branch of the editor's own, made by
//                 git's plumbing without switching branch or touching the index (propose-commit.ts),
//                 pictures (the review's, when they show this state), and the pull request or the
//                 commands that open it (local-hand-over.ts)
//   GET  propose  the last proposal and how far it is. Saving reloads the editor's page (the dev server
//                 follows site/), so the page asks for the outcome again rather than waiting for it.
import type { FastifyInstance } from 'fastify'
import { randomUUID } from 'node:crypto'
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { formatProblem } from '../../../schema/problem.ts'
import { apiPrefix, editorRoutes, type Drafts, type Proposal } from '../contract.ts'
import { errorsOf, type EditorContext } from '../editor-context.ts'
import { gitMessage } from '../git/run.ts'
import { makeCommit, prepareCommit } from './propose-commit.ts'
import { handOver } from './local-hand-over.ts'
import { authorName } from './propose-branch.ts'
import { commitPictures } from './pull-request.ts'
import type { ReviewPictures } from '../review/review-pictures.ts'
import { changesSinceCommit } from '../review/review.ts'
import { clearSavedDrafts } from '../drafts/saved-drafts.ts'
import { editorStore, siteRepo } from '../site/site-repo.ts'
import { drafts } from '../schemas.ts'
import { writeSiteFile } from '../site/site-files.ts'

/** The answer of POST and GET propose, here and in the hosted editor (hosted-propose.ts). */
export const proposalSchema = {
  type: 'object',
  properties: {
    id: { type: 'string' }, state: { enum: ['working', 'done', 'failed'] }, step: { type: 'string' }, changes: { type: 'array', items: { type: 'string' } },
    request: { type: 'string' }, branch: { type: 'string' }, commit: { type: 'string' }, url: { type: 'string' }, commands: { type: 'array', items: { type: 'string' } },
    note: { type: 'string' }, pictures: { enum: ['working', 'done', 'failed'] }, error: { type: 'string' }, problems: { type: 'array', items: { type: 'string' } },
  },
  required: ['id', 'state', 'step', 'changes'],
} as const

export async function proposeRoutes(app: FastifyInstance, { context, pictures }: { context: EditorContext; pictures: ReviewPictures }) {
  const { siteDir } = context
  let last: Proposal | undefined

  async function run(proposal: Proposal) {
    const repo = siteRepo(siteDir)
    if (!repo) throw new Error(`${siteDir} is not in a git repository: the changes are saved, but there is no history to propose them to.`)
    proposal.changes = await changesSinceCommit(context, {})
    if (!proposal.changes.length) throw new Error('nothing has changed since the site was last published.')
    const prepared = await prepareCommit(repo, siteDir, proposal.changes)
    proposal.step = 'Making the before and after pictures'
    const shots = await pictures.finished(pictures.start({}))
    proposal.step = 'Committing'
    const { branch } = prepared
    const { commit } = await makeCommit(repo, siteDir, prepared, proposal.changes)
    proposal.commit = commit
    proposal.branch = branch
    const folder = shots?.state === 'done' && shots.shots.length ? pictures.pictureFolder(shots) : undefined
    const picturesBranch = folder ? await commitPictures(repo, branch, folder) : undefined
    proposal.step = 'Handing the branch over'
    const bodyFile = join(editorStore(siteDir), 'pull-requests', `${branch.replace(/[^a-z0-9-]+/gi, '-')}.md`)
    mkdirSync(join(bodyFile, '..'), { recursive: true })
    const picturesShown = picturesBranch ? { branch: picturesBranch, routes: shots?.routes, shots: shots?.shots ?? [] } : undefined
    Object.assign(proposal, await handOver(repo, { branch, changes: proposal.changes, sentBy: authorName(repo), pictures: picturesShown }, bodyFile))
    if (shots?.state === 'failed') proposal.note = `${proposal.note ?? ''} The pictures could not be made: ${shots.error}`.trim()
  }

  app.post<{ Body: { drafts?: Drafts; id?: string } }>(apiPrefix + editorRoutes.propose, {
    schema: {
      body: { type: 'object', properties: { drafts, id: { type: 'string', pattern: '^[\\w-]{1,64}$' } } },
      response: { 200: proposalSchema, 202: proposalSchema, 409: { type: 'object', properties: { problems: { type: 'array', items: { type: 'string' } } }, required: ['problems'] } },
    },
  }, async (request, reply) => {
    if (last?.state === 'working') return last
    const drafted = request.body.drafts ?? {}
    if (Object.keys(drafted).length) {
      const check = await context.check(drafted)
      if (errorsOf(check).length) return reply.code(409).send({ problems: check.problems.map(formatProblem) })
      for (const [name, text] of Object.entries(check.texts)) writeSiteFile(siteDir, name, text)
      context.site.changed()
    }
    // Saved: what was kept as drafts is in site/ now.
    await clearSavedDrafts(context, request)
    // The page names it (it may be reloaded before this answer arrives), else a name is made here.
    const started: Proposal = { id: request.body.id ?? randomUUID(), state: 'working', step: 'Saving', changes: [] }
    last = started
    await context.audit(request, 'proposal', started.id)
    run(started).then(
      () => { started.state = 'done'; started.step = 'Done' },
      (error: unknown) => { started.state = 'failed'; started.error = gitMessage(error) },
    )
    return reply.code(202).send(started)
  })

  app.get(apiPrefix + editorRoutes.propose, { schema: { response: { 200: { anyOf: [proposalSchema, { type: 'null' }] } } } }, () => last ?? null)
}
