// The review's routes:
//   POST review            { drafts } → the changes since the last commit in plain words, and the
//                          pictures' job started (unless the edits have problems: the build would stop)
//   GET  review/pictures   how far the pictures are
//   GET  review/picture?file=index/after-1280.png  one picture (only one the last job made)
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { readFileSync } from 'node:fs'
import { changeWords } from './change-words.ts'
import { committedSite } from './committed-site.ts'
import { apiPrefix, editorRoutes, PicturesAnswer, Review, ReviewBody, ReviewPictureQuery, type Drafts } from '../contract.ts'
import { errorsOf, type EditorContext } from '../editor-context.ts'
import { editorErrors } from '../editor-errors.ts'
import type { ReviewPictures } from './review-pictures.ts'
import { dataByName, readSiteFiles } from '../site/site-files.ts'

/** The changes from the committed site to site/ as saved (the files the editor holds) with `drafts` in place. */
export async function changesSinceCommit({ siteDir, site }: EditorContext, drafted: Drafts): Promise<string[]> {
  const committed = (await committedSite(siteDir)).dir
  const saved = dataByName(site.files().files)
  return changeWords(committed === siteDir ? saved : dataByName(readSiteFiles(committed)), { ...saved, ...drafted })
}

export const reviewRoutes: FastifyPluginAsyncTypebox<{ context: EditorContext; pictures: ReviewPictures }> = async (app, { context, pictures }) => {
  app.post(apiPrefix + editorRoutes.review, { schema: { body: ReviewBody, response: { 200: Review } } }, async (request) => {
    const drafted = request.body.drafts ?? {}
    const person = context.person(request)
    const check = await context.check(drafted, person)
    const errors = errorsOf(check).length
    const changes = await changesSinceCommit(context, drafted)
    // Hosted, the person's photos not sent yet that the drafts show are in the site pictured.
    const photos = context.photos?.named(person, check.texts)
    return { changes, errors, pictures: errors || !changes.length ? undefined : pictures.start(check.texts, photos) }
  })

  app.get(apiPrefix + editorRoutes.reviewPictures, { schema: { response: { 200: PicturesAnswer } } }, () => pictures.status() ?? null)

  app.get(apiPrefix + editorRoutes.reviewPicture, { schema: { querystring: ReviewPictureQuery } }, (request, reply) => {
    const file = pictures.pictureFile(request.query.file)
    if (!file) throw editorErrors.noPicture()
    return reply.type('image/png').send(readFileSync(file))
  })
}
