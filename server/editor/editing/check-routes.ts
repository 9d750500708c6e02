// Drafts checked and saved:
//   POST check  { drafts } → the problems those edits would have, as `npm run validate` says them, and
//               where each is
//   POST save   { drafts, anyway } → writes the spliced files (site-files.ts: plain files in site/
//               only) and forgets the drafts kept to bring back; with problems, only when `anyway`,
//               else 409 and the problems. The hosted editor with the site's repository saves
//               nothing here: changes are sent for review.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { apiPrefix, CheckAnswer, CheckBody, editorRoutes, SaveBody, Saved, SaveRefused } from '../contract.ts'
import { errorsOf, placed, problemLines, type EditorContext } from '../editor-context.ts'
import { editorErrors } from '../editor-errors.ts'
import { clearSavedDrafts } from '../drafts/saved-drafts.ts'
import { writeSiteFile } from '../site/site-files.ts'

/** `saving`: false in the hosted editor with the site's repository, where changes are sent for review instead. */
export const checkRoutes: FastifyPluginAsyncTypebox<{ context: EditorContext; saving: boolean }> = async (app, { context, saving }) => {
  app.post(apiPrefix + editorRoutes.check, { schema: { body: CheckBody, response: { 200: CheckAnswer } } }, async (request) => {
    const check = await context.check(request.body.drafts, context.person(request))
    return { problems: problemLines(check), placed: placed(check, request.body.drafts, context.site.files().files) }
  })

  app.post(apiPrefix + editorRoutes.save, { schema: { body: SaveBody, response: { 200: Saved, 409: SaveRefused } } }, async (request, reply) => {
    if (!saving) throw editorErrors.sendForReview()
    const check = await context.check(request.body.drafts)
    const found = placed(check, request.body.drafts, context.site.files().files)
    if (errorsOf(check).length && request.body.anyway !== true) return reply.code(409).send({ placed: found })
    for (const [name, text] of Object.entries(check.texts)) writeSiteFile(context.siteDir, name, text)
    // What was kept to bring back is in site/ now: a tab closed right after Save brings nothing back.
    await clearSavedDrafts(context, request)
    return { saved: Object.keys(check.texts), placed: found }
  })
}
