// What a site folder holds, read without ever following a link. Every reader of site/ (validation, the
// build's pictures, the editor, the followed site) lists it here: a symbolic link committed to the
// repository could lead anywhere on the server (its secrets, DATA_DIR, `..` again and again), and a pipe
// would hang a read. Node's own recursive readdir follows links to folders, so each folder is read on
// its own, and only what the folder's entry says is a folder is entered.
import { closeSync, constants, fstatSync, lstatSync, openSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'

/** Something in the site folder that is neither a plain file nor a folder: never read, never entered. */
export interface Stray {
  /** Its path inside the site folder: images/outside. */
  path: string
  /** A symbolic link; otherwise a pipe, a socket or a device. */
  link: boolean
}

export interface SiteEntries {
  /** Every plain file, by its path inside the site folder with forward slashes (pages/home.yaml), sorted. */
  files: string[]
  strays: Stray[]
}

/**
 * The plain files and the strays of `siteDir`, or only of its folder `under` (images): paths are
 * always inside `siteDir`. A folder that is not there holds nothing; `under` being a link is a stray.
 */
export function siteEntries(siteDir: string, under?: string): SiteEntries {
  const found: SiteEntries = { files: [], strays: [] }
  const walk = (folder: string) => {
    for (const entry of readdirSync(join(siteDir, folder), { withFileTypes: true })) {
      const path = folder ? `${folder}/${entry.name}` : entry.name
      if (entry.isDirectory()) walk(path)
      else if (entry.isFile()) found.files.push(path)
      else found.strays.push({ path, link: entry.isSymbolicLink() })
    }
  }
  // The site folder itself is the one the settings name (SITE_DIR may well be a link); what is in it is not.
  const top = under ? lstatSync(join(siteDir, under), { throwIfNoEntry: false }) : statSync(siteDir, { throwIfNoEntry: false })
  if (top?.isDirectory()) walk(under ?? '')
  else if (top && under && !top.isFile()) found.strays.push({ path: under, link: top.isSymbolicLink() })
  found.files.sort()
  found.strays.sort((a, b) => a.path.localeCompare(b.path))
  return found
}

/** A file whose name, or a folder's on its way, starts with a dot: never published (.gitkeep, an editor's partial write). */
export const isHidden = (path: string) => path.split('/').some((part) => part.startsWith('.'))

/**
 * The bytes of a plain file, or undefined when `path` is a link or not a plain file (any more): for a
 * file listed a moment ago, which someone may have replaced with a link meanwhile.
 */
export function readPlainFile(path: string): Buffer | undefined {
  let fd: number
  try {
    fd = openSync(path, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK)
  } catch {
    return undefined
  }
  try {
    return fstatSync(fd).isFile() ? readFileSync(fd) : undefined
  } finally {
    closeSync(fd)
  }
}
