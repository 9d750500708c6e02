// The files of site/ as the editor knows them: each one's name (pages/home.yaml), its text as written
// and its data (its strings as shown: schema/shown-strings.ts).
// The editor reads and writes only plain files inside site/: a symbolic link (which could lead out of
// site/, to .git/config or another project) or anything else that is not a regular file (a named pipe
// would hang the read) is never read or written, and is reported with a plain message instead.
import { randomUUID } from 'node:crypto'
import {
  closeSync,
  constants,
  linkSync,
  lstatSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  realpathSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { basename, dirname, join } from 'node:path'
import { parse } from 'yaml'
import { parseSource } from '../../../schema/source-file.ts'
import { photoFileNamePattern, siteFileNamePattern } from '../contract.ts'
import { editorErrors } from '../editor-errors.ts'

export interface SiteFile {
  name: string
  text: string
  data: unknown
}

const namePattern = new RegExp(siteFileNamePattern)

/** Why `name` in `siteDir` cannot be read or written as a site file, or undefined when it can. */
function refusal(siteDir: string, name: string): string | undefined {
  const path = join(siteDir, name)
  const stats = lstatSync(path, { throwIfNoEntry: false })
  if (!stats) return undefined
  if (stats.isSymbolicLink()) return `${name} is a link to another file; the editor does not follow links out of site/. Put the file itself in its place.`
  if (!stats.isFile()) return `${name} is not a plain file; the editor reads and writes only plain files in site/.`
  // The folder it is in must be site/'s own (pages/ itself could be a link elsewhere).
  if (realpathSync(dirname(path)) !== join(realpathSync(siteDir), dirname(name))) return `${name} is not inside site/.`
  return undefined
}

/** Every site file the editor can open, and those it refuses (a link, a pipe, a name it cannot take), each with why in words. */
export function readSite(siteDir: string) {
  const files: SiteFile[] = []
  const refused: { name: string; reason: string }[] = []
  if (lstatSync(join(siteDir, 'pages')).isSymbolicLink()) throw editorErrors.siteFolderLink('pages')
  const pages = readdirSync(join(siteDir, 'pages')).filter((f) => f.endsWith('.yaml'))
  for (const name of ['site.yaml', 'testimonials.yaml', ...pages.sort().map((f) => `pages/${f}`)]) {
    const reason = namePattern.test(name)
      ? refusal(siteDir, name)
      : `${name} has a name the editor cannot take: a page file is named in small letters, digits and dashes.`
    if (reason) refused.push({ name, reason })
    else {
      const text = readFileSync(join(siteDir, name), 'utf8')
      // Read as validation reads it (js-yaml, a fifth of yaml's time on a large page: the editor reads
      // site/ again after each save); a file js-yaml refuses is yaml's, which throws on a slip as before.
      const source = parseSource(name, text)
      files.push({ name, text, data: source.doc ? parse(text) : source.data })
    }
  }
  return { files, refused }
}

export const readSiteFiles = (siteDir: string): SiteFile[] => readSite(siteDir).files

/** Each file's data by its name (pages/home.yaml): what the change words compare. */
export const dataByName = (files: SiteFile[]): Record<string, unknown> => Object.fromEntries(files.map((f) => [f.name, f.data]))

/** One site file's text, or null when it does not exist or the editor will not open it (a link, a pipe). */
export function siteFileText(siteDir: string, name: string): string | null {
  if (!namePattern.test(name) || !lstatSync(join(siteDir, name), { throwIfNoEntry: false }) || refusal(siteDir, name)) return null
  return readFileSync(join(siteDir, name), 'utf8')
}

/**
 * Writes a site file's new text, never through a link: the name has passed the schema's pattern, the
 * file is a plain file or does not exist yet (a new page), and the rename replaces a link put in its
 * place meanwhile rather than following it.
 */
export function writeSiteFile(siteDir: string, name: string, text: string) {
  if (!namePattern.test(name)) throw editorErrors.notASiteFile(name)
  writeInside(siteDir, name, text, renameSync)
}

/**
 * Writes `data` as `name` once refusal() has nothing against it. The bytes go to a new file beside it
 * first, which `place` then puts at `name` in one step: whoever reads site/ meanwhile (a check, a
 * build, the server following the site) sees the old file or the new one, never a half-written one,
 * and a crash in the middle leaves the old one.
 */
function writeInside(siteDir: string, name: string, data: string | Buffer, place: (written: string, path: string) => void) {
  const reason = refusal(siteDir, name)
  if (reason) throw editorErrors.refusedFile(reason)
  const path = join(siteDir, name)
  const written = join(dirname(path), `.${basename(path)}.${randomUUID()}.partial`)
  const fd = openSync(written, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW)
  try {
    writeFileSync(fd, data)
  } finally {
    closeSync(fd)
  }
  try {
    place(written, path)
  } finally {
    rmSync(written, { force: true })
  }
}

const photoNamePattern = new RegExp(photoFileNamePattern)

/**
 * Makes `folder` (`images/team`) inside site/, a step at a time, refusing a link or a file on the way,
 * so a folder is never made through a link out of site/.
 */
export function siteFolder(siteDir: string, folder: string) {
  let path = siteDir
  for (const part of folder.split('/')) {
    path = join(path, part)
    const stats = lstatSync(path, { throwIfNoEntry: false })
    if (!stats) mkdirSync(path)
    else if (!stats.isDirectory())
      throw editorErrors.refusedFile(`${folder} in site/ is a link or a file, not a folder; the editor puts photos only in folders of site/ itself.`)
  }
}

/**
 * Adds a new photo to site/ as `name` (images/…, as photoFileNamePattern says) and answers true, or
 * false when a file of that name is there already: it is never overwritten, nor a link followed.
 */
export function addSitePhoto(siteDir: string, name: string, data: Buffer): boolean {
  if (!photoNamePattern.test(name)) throw editorErrors.photoName(name)
  try {
    // A hard link, unlike a rename, fails when the name is taken (by a file or a link).
    writeInside(siteDir, name, data, linkSync)
    return true
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false
    throw error
  }
}
