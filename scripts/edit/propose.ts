// "Propose": the editor's changes handed over for review in one action.
//   POST propose  { drafts } → saves valid drafts (with problems: 409 and nothing written), then starts
//                 the proposal: a commit of the site's files on a branch of the editor's own, made by
//                 git's plumbing without switching branch or touching the index (propose-commit.ts),
//                 pictures (the review's, when they show this state), and the pull request or the
//                 commands that open it (pull-request.ts)
//   GET  propose  the last proposal and how far it is. Saving reloads the editor's page (the dev server
//                 follows site/), so the page asks for the outcome again rather than waiting for it.
import { randomUUID } from 'node:crypto'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { formatProblem } from '../../schema/problem.ts'
import { json, type EditorContext, type EditorRoutes } from './editor-route.ts'
import { makeCommit, prepareCommit } from './propose-commit.ts'
import { commitPictures, handOver, pullRequestBody, remoteOf } from './pull-request.ts'
import type { ReviewPictures } from './review-pictures.ts'
import { changesSinceCommit } from './review.ts'
import { clearSavedDrafts } from './saved-drafts.ts'
import { editorStore, gitMessage, siteRepo } from './site-repo.ts'
// The proposal as the page reads it (renderer/editor/review-api.ts): one shape on both sides.
import type { Proposal } from '../../renderer/editor/review-api.ts'

export function proposeRoutes(context: EditorContext, pictures: ReviewPictures): EditorRoutes {
  const { siteDir } = context
  let last: Proposal | undefined

  async function run(proposal: Proposal) {
    const repo = siteRepo(siteDir)
    if (!repo) throw new Error(`${siteDir} is not in a git repository: the changes are saved, but there is no history to propose them to.`)
    proposal.changes = changesSinceCommit(siteDir, {})
    if (!proposal.changes.length) throw new Error('nothing has changed since the last commit.')
    const prepared = prepareCommit(repo, siteDir, proposal.changes)
    proposal.step = 'Making the before and after pictures'
    pictures.start({})
    const shots = await pictures.finished()
    proposal.step = 'Committing'
    const { branch } = prepared
    const { commit, message } = makeCommit(repo, siteDir, prepared, proposal.changes)
    proposal.commit = commit
    proposal.branch = branch
    const folder = shots?.state === 'done' && shots.shots.length ? pictures.pictureFolder() : undefined
    const picturesBranch = folder ? commitPictures(repo, branch, folder) : undefined
    proposal.step = 'Handing the branch over'
    const body = pullRequestBody(proposal.changes, shots?.routes, shots?.shots ?? [], picturesBranch, remoteOf(repo))
    const bodyFile = join(editorStore(siteDir), 'pull-requests', `${branch.replace(/[^a-z0-9-]+/gi, '-')}.md`)
    mkdirSync(join(bodyFile, '..'), { recursive: true })
    Object.assign(proposal, handOver(repo, branch, picturesBranch, message.split('\n')[0], bodyFile, body))
    if (shots?.state === 'failed') proposal.note = `${proposal.note ?? ''} The pictures could not be made: ${shots.error}`.trim()
  }

  return {
    'POST propose': async ({ body }) => {
      if (last?.state === 'working') return json(last)
      const drafts = (body.drafts ?? {}) as Record<string, unknown>
      if (Object.keys(drafts).length) {
        const { texts, problems } = context.check(drafts)
        if (problems.some((p) => p.severity !== 'warning')) return json({ problems: problems.map(formatProblem) }, 409)
        for (const [name, text] of Object.entries(texts)) writeFileSync(join(siteDir, name), text)
      }
      // Saved: what was kept on disk as drafts is in site/ now.
      await clearSavedDrafts(context)
      // The page names it (it may be reloaded before this answer arrives), else a name is made here.
      const id = typeof body.id === 'string' && /^[\w-]{1,64}$/.test(body.id) ? body.id : randomUUID()
      const proposal: Proposal = { id, state: 'working', step: 'Saving', changes: [] }
      last = proposal
      run(proposal).then(
        () => { proposal.state = 'done'; proposal.step = 'Done' },
        (error: unknown) => { proposal.state = 'failed'; proposal.error = gitMessage(error) },
      )
      return json(proposal, 202)
    },
    'GET propose': () => json(last ?? null),
  }
}
