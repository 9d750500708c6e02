// A commit in the hosted editor's bare clone, made from the texts of site files rather than from a
// working tree (it has none): the plumbing of site-commit.ts, the parent's tree in a temporary index
// (GIT_INDEX_FILE), each given file put in as a blob at <site folder>/<name> (or taken out), the tree
// written and committed on the parent. Its author is the person who made the change, its committer
// the editor. Every other file is as in the parent.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { siteFileNamePattern } from './contract.ts'
import type { GitPerson } from './site-remote-config.ts'
import type { SiteRemote } from './site-remote.ts'

/** A site file's new text (or bytes, for a picture) by its name inside the site folder; null: deleted. */
export type SiteFileTexts = Record<string, string | Buffer | null>

const siteFileName = new RegExp(siteFileNamePattern)
const pictureName = /^images\/(?:[\w-][\w.-]*\/)*[\w-][\w.-]*$/

export interface SiteCommitRequest {
  /** The commit it goes on. */
  parent: string
  files: SiteFileTexts
  message: string
  author: GitPerson
}

/** The commit, or undefined when the files are the parent's already (nothing new to commit). */
export async function commitSiteFiles(remote: SiteRemote, { parent, files, message, author }: SiteCommitRequest): Promise<string | undefined> {
  const tree = await siteFilesTree(remote, parent, files)
  if (tree === (await remote.git(['rev-parse', `${parent}^{tree}`])).trim()) return undefined
  const { committer } = remote.config
  const identity = {
    GIT_AUTHOR_NAME: author.name, GIT_AUTHOR_EMAIL: author.email,
    GIT_COMMITTER_NAME: committer.name, GIT_COMMITTER_EMAIL: committer.email,
  }
  return (await remote.git(['commit-tree', tree, '-p', parent, '-F', '-'], { input: message, env: identity })).trim()
}

/** The tree of `parent` with the given site files put in (or taken out). */
export async function siteFilesTree(remote: SiteRemote, parent: string, files: SiteFileTexts): Promise<string> {
  const names = Object.keys(files)
  const odd = names.find((name) => !siteFileName.test(name) && !pictureName.test(name))
  if (odd) throw new Error(`${odd} is not a file of the site: the editor commits site.yaml, testimonials.yaml, pages/<name>.yaml and images/… only.`)
  const prefix = remote.config.sitePath ? `${remote.config.sitePath}/` : ''
  const scratch = await mkdtemp(join(tmpdir(), 'site-remote-index-'))
  try {
    const env = { GIT_INDEX_FILE: join(scratch, 'index') }
    const git = (args: string[], input?: string | Buffer) => remote.git(args, { env, input })
    await git(['read-tree', parent])
    const entries: string[] = []
    for (const name of names) {
      const content = files[name]
      if (content === null) {
        entries.push(`0 ${'0'.repeat(parent.length)}\t${prefix}${name}`)
      } else {
        const blob = (await git(['hash-object', '-w', '--stdin'], content)).trim()
        entries.push(`100644 ${blob}\t${prefix}${name}`)
      }
    }
    if (entries.length) await git(['update-index', '-z', '--index-info'], entries.map((entry) => `${entry}\0`).join(''))
    return (await git(['write-tree'])).trim()
  } finally {
    await rm(scratch, { recursive: true, force: true })
  }
}
