// What the editor's routes share (plugin.ts makes it once per process): the site folder and its state,
// and the check of drafts every route that writes or shows them runs first.
import type { FastifyRequest } from 'fastify'
import { readFileSync } from 'node:fs'
import { join, relative, resolve, sep } from 'node:path'
import { parse } from 'yaml'
import { checkSite } from '../../schema/check-site.ts'
import { formatProblem, type Problem } from '../../schema/problem.ts'
import type { EditorDraftsStore } from '../editor-drafts-store.ts'
import { placeWords } from './review/change-words.ts'
import type { Drafts, PlacedProblem } from './contract.ts'
import { draftChecker, type DraftCheck } from './editing/draft-check.ts'
import type { DraftedPhotos } from './photos/drafted-photos.ts'
import { personOf } from './sign-in/people-session.ts'
import type { SiteFile } from './site/site-files.ts'
import type { SiteState } from './site/site-state.ts'

/** `drafts`: where the unsaved history is kept (saved-drafts.ts), the message store's database once it is
 * open; `photos`, hosted with the site's repository: each person's photos not sent yet (photos/drafted-photos.ts);
 * `audit` writes what the request's person did in the audit log: the hosted editor's (plugin.ts); locally, nothing. */
export function editorContext(
  siteDir: string,
  site: SiteState,
  { drafts, photos, audit = async () => {} }: { drafts: () => Promise<EditorDraftsStore>; photos?: DraftedPhotos; audit?: Audit },
) {
  const checker = draftChecker(siteDir)
  return {
    siteDir,
    site,
    drafts,
    photos,
    audit,
    /** Whose drafts a request's are: locally there is one person, 'local'; hosted, the signed-in person's. */
    person: personOf,
    /** Each changed file's text with `drafts` spliced in, and their problems (draft-check.ts); with `person`,
     * their photos not sent yet are pictures of the site too. */
    async check(drafts: Drafts, person?: string): Promise<DraftCheck> {
      const { files, refused } = site.files()
      const result = await checker.check(files, drafts, person ? photos?.paths(person) : undefined)
      // A file the editor will not open (a link out of site/, a pipe) is a problem of its own.
      const unsafe = refused.map(({ name, reason }) => ({ file: name, path: [], line: 1, col: 1, message: reason, place: { file: name, path: [] } }))
      return { ...result, problems: [...unsafe, ...result.problems] }
    },
  }
}
type Audit = (request: FastifyRequest, action: string, detail?: string) => Promise<void>
export type EditorContext = ReturnType<typeof editorContext>

/** Problems as the page shows them: the place in words and the message ("Home › Plans › Growth › Price:
 * …"), never the file:line:col form `npm run validate` prints for the pull request's check. */
export function placed(check: DraftCheck, drafts: Drafts, files: SiteFile[]): PlacedProblem[] {
  const dataOf = (name: string) => (name in drafts ? drafts[name] : files.find((f) => f.name === name)?.data)
  return check.problems.map((p) => {
    const where = placeWords(p.place.file, p.place.path, dataOf(p.place.file), dataOf('site.yaml'))
    return { text: problemText(p, where), ...p.place, warning: p.severity === 'warning' }
  })
}

/** Problems as the API lists them (`pages/home.yaml:3:5  error  …`): at the file inside the site, never at
 * the editor's copy of it (hosted, under DATA_DIR). */
export const problemLines = (check: DraftCheck) => check.problems.map((p) => formatProblem({ ...p, file: p.place.file }))

/** A message of the validator as staff read it: a value it names in backticks (for `npm run validate`'s readers, who know them as code) in quotes. */
export const inStaffWords = (message: string) => message.replace(/`([^`]*)`/g, '“$1”')

/** A problem as the editor says it: "Home › Price plans › Growth › Price: …", a warning saying so first. */
export const problemText = (p: Problem, where: string) => `${p.severity === 'warning' ? 'Warning: ' : ''}${where}: ${p.inWords ?? inStaffWords(p.message)}`
export const errorsOf = (check: DraftCheck) => check.problems.filter((p) => p.severity !== 'warning')

/** The checks CI runs, on a commit's site written out in `dir`: each problem and warning at its place in the
 * editor's words ("Home › Page title: …"), never at a file of the editor's copy (hosted, under DATA_DIR). */
export async function siteChecksInWords(dir: string) {
  const { problems, warnings } = await checkSite(dir)
  // Each file read once, however many of its problems are said (site.yaml names every page).
  const data = new Map<string, unknown>()
  const dataOf = (name: string): unknown => {
    if (!data.has(name)) {
      try {
        data.set(name, parse(readFileSync(join(dir, name), 'utf8')))
      } catch {
        data.set(name, undefined) // a file that does not parse is named by its file name
      }
    }
    return data.get(name)
  }
  const said = (p: Problem) => {
    const file = relative(dir, resolve(p.file)).split(sep).join('/')
    return problemText(p, placeWords(file, p.path, dataOf(file), dataOf('site.yaml')))
  }
  return { problems: problems.map(said), warnings: warnings.map(said) }
}
