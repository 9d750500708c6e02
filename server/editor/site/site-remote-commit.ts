// A commit in the editor's bare clone, made from the texts of site files rather than from a
// working tree (it has none): each given file put in at <site folder>/<name> (or taken out) on the
// parent's tree (git/commit-files.ts). Its author is the person who made the change, its committer
// the editor. Every other file is as in the parent.
import { commitFiles, treeWith, type FileChanges } from '../git/commit-files.ts'
import { isSiteFile, sitePrefix } from '../git/site-paths.ts'
import { gitIdentity, type GitPerson } from './site-remote-config.ts'
import type { SiteRemote } from './site-remote.ts'

/** A site file's new text (or bytes, for a picture; or a file on disk, locally) by its name inside the site folder; null: deleted. */
export type SiteFileTexts = Record<string, string | Buffer | { file: string } | null>

/** The site files as changes to the repository's tree, refusing any file that is not the site's. */
function changesOf(remote: SiteRemote, files: SiteFileTexts): FileChanges {
  const odd = Object.keys(files).find((name) => !isSiteFile(name))
  if (odd) throw new Error(`${odd} is not a file of the site: the editor commits site.yaml, testimonials.yaml, pages/<name>.yaml and images/… only.`)
  const prefix = sitePrefix(remote.config.sitePath)
  return Object.fromEntries(Object.entries(files).map(([name, content]) => [prefix + name, content]))
}

/** The commit, or undefined when the files are the parent's already (nothing new to commit). */
export const commitSiteFiles = (
  remote: SiteRemote,
  { parent, files, message, author }: { parent: string; files: SiteFileTexts; message: string; author: GitPerson },
): Promise<string | undefined> => commitFiles(remote.git, parent, changesOf(remote, files), { message, identity: gitIdentity(author, remote.config.committer) })

/** The tree of `parent` with the given site files put in (or taken out). */
export const siteFilesTree = (remote: SiteRemote, parent: string, files: SiteFileTexts): Promise<string> =>
  treeWith(remote.git, parent, changesOf(remote, files))
