// The review's routes:
//   POST review            { drafts } → the changes since the last commit in plain words, and the
//                          pictures' job started (unless the edits have problems: the build would stop)
//   GET  review/pictures   how far the pictures are
//   GET  review/picture?file=index/after-1280.png  one picture (only one the last job made)
import type { FastifyInstance } from 'fastify'
import { readFileSync } from 'node:fs'
import { changeWords } from './change-words.ts'
import { committedSite } from './committed-site.ts'
import { apiPrefix, editorRoutes, type Drafts, type Review } from '../contract.ts'
import { errorsOf, type EditorContext } from '../editor-context.ts'
import { editorErrors } from '../editor-errors.ts'
import type { ReviewPictures } from './review-pictures.ts'
import { drafts } from '../schemas.ts'
import { dataByName, readSiteFiles } from '../site/site-files.ts'

/** The changes from the committed site to site/ as saved (the files the editor holds) with `drafts` in place. */
export async function changesSinceCommit({ siteDir, site }: EditorContext, drafted: Drafts): Promise<string[]> {
  const committed = (await committedSite(siteDir)).dir
  const saved = dataByName(site.files().files)
  return changeWords(committed === siteDir ? saved : dataByName(readSiteFiles(committed)), { ...saved, ...drafted })
}

const progress = {
  type: 'object',
  properties: {
    state: { enum: ['working', 'done', 'failed'] }, step: { type: 'string' }, done: { type: 'integer' }, total: { type: 'integer' },
    routes: { type: 'object', additionalProperties: true }, shots: { type: 'array', items: { type: 'string' } },
    reused: { type: 'array', items: { type: 'string' } },
    offsets: { type: 'object', additionalProperties: { type: 'number' } }, error: { type: 'string' },
  },
  required: ['state', 'step', 'done', 'total', 'shots', 'offsets'],
} as const

export async function reviewRoutes(app: FastifyInstance, { context, pictures }: { context: EditorContext; pictures: ReviewPictures }) {
  app.post<{ Body: { drafts?: Drafts } }>(apiPrefix + editorRoutes.review, {
    schema: {
      body: { type: 'object', properties: { drafts } },
      response: { 200: { type: 'object', properties: { changes: { type: 'array', items: { type: 'string' } }, errors: { type: 'integer' }, pictures: progress }, required: ['changes', 'errors'] } },
    },
  }, async (request): Promise<Review> => {
    const drafted = request.body.drafts ?? {}
    const check = await context.check(drafted)
    const errors = errorsOf(check).length
    const changes = await changesSinceCommit(context, drafted)
    return { changes, errors, pictures: errors || !changes.length ? undefined : pictures.start(check.texts) }
  })

  app.get(apiPrefix + editorRoutes.reviewPictures, { schema: { response: { 200: { anyOf: [progress, { type: 'null' }] } } } }, () => pictures.status() ?? null)

  app.get<{ Querystring: { file: string } }>(apiPrefix + editorRoutes.reviewPicture, {
    schema: { querystring: { type: 'object', properties: { file: { type: 'string', pattern: '^([A-Za-z0-9_~-]+/)+(before|after)-[0-9]+\\.png$' } }, required: ['file'] } },
  }, (request, reply) => {
    const file = pictures.pictureFile(request.query.file)
    if (!file) throw editorErrors.noPicture()
    return reply.type('image/png').send(readFileSync(file))
  })
}
