// The review's routes:
//   POST review          { drafts } → the changes since the last commit in plain words, and the
//                        pictures' job started (unless the edits have problems: the build would stop)
//   GET  review/pictures  how far the pictures are
//   GET  review/picture?file=index/after-1280.png  one picture
import { readFileSync } from 'node:fs'
import { changeWords } from './change-words.ts'
import { committedSite } from './committed-site.ts'
import { json, type EditorContext, type EditorRoutes } from './editor-route.ts'
import type { ReviewPictures } from './review-pictures.ts'
import { readSiteFiles } from './site-files.ts'

const dataOf = (dir: string) => Object.fromEntries(readSiteFiles(dir).map((f) => [f.name, f.data]))

/** The changes from the committed site to site/ with `drafts` (each changed file's data) in place. */
export function changesSinceCommit(siteDir: string, drafts: Record<string, unknown>): string[] {
  return changeWords(dataOf(committedSite(siteDir).dir), { ...dataOf(siteDir), ...drafts })
}

export function reviewRoutes(context: EditorContext, pictures: ReviewPictures): EditorRoutes {
  return {
    'POST review': ({ body }) => {
      const drafts = (body.drafts ?? {}) as Record<string, unknown>
      const { texts, problems } = context.check(drafts)
      const errors = problems.filter((p) => p.severity !== 'warning').length
      const changes = changesSinceCommit(context.siteDir, drafts)
      return json({ changes, errors, pictures: errors || !changes.length ? undefined : pictures.start(texts) })
    },
    'GET review/pictures': () => json(pictures.status() ?? null),
    'GET review/picture': ({ query }) => {
      const file = pictures.pictureFile(query.get('file') ?? '')
      return file ? { status: 200, bytes: readFileSync(file), type: 'image/png' } : json({ error: 'No such picture in the last review.' }, 404)
    },
  }
}
