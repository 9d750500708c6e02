// Every commit the editor makes, local or hosted, a proposal or its pictures, is made by git's plumbing
// without a working tree: a temporary index (GIT_INDEX_FILE) holds the base commit's tree (or nothing),
// the changed files go in as blobs (those from disk with the repository's filters, as `git add` would)
// or are taken out, and the tree it writes is committed on the parents. Nobody's branch, index or working tree is touched.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Git } from './run.ts'

/** A file's new content, or a file on disk to take it from (its path as git is run, one git for them all). */
type FileContent = string | Buffer | { file: string }

/** The changes to a tree, by path in the repository; null: taken out. */
export type FileChanges = Record<string, FileContent | null>

/** The tree of `base` (undefined: an empty tree) with `changes` made. */
export async function treeWith(git: Git, base: string | undefined, changes: FileChanges): Promise<string> {
  const scratch = await mkdtemp(join(tmpdir(), 'site-edit-index-'))
  try {
    const env = { GIT_INDEX_FILE: join(scratch, 'index') }
    const run = (args: string[], input?: string | Buffer) => git(args, { env, input })
    await run(base ? ['read-tree', base] : ['read-tree', '--empty'])
    const paths = Object.keys(changes)
    const onDisk = paths.filter((path) => typeof changes[path] === 'object' && changes[path] !== null && !Buffer.isBuffer(changes[path]))
    const diskBlobs = onDisk.length
      ? (await run(['hash-object', '-w', '--stdin-paths'], onDisk.map((path) => (changes[path] as { file: string }).file).join('\n') + '\n')).trim().split('\n')
      : []
    const blobs = new Map(onDisk.map((path, i) => [path, diskBlobs[i]]))
    const entries: string[] = []
    for (const path of paths) {
      const content = changes[path]
      if (content === null) entries.push(`0 ${'0'.repeat(base?.length ?? 40)}\t${path}`)
      else {
        const blob = blobs.get(path) ?? (await run(['hash-object', '-w', '--stdin'], content as string | Buffer)).trim()
        entries.push(`100644 ${blob}\t${path}`)
      }
    }
    if (entries.length) await run(['update-index', '--add', '-z', '--index-info'], entries.map((entry) => `${entry}\0`).join(''))
    return (await run(['write-tree'])).trim()
  } finally {
    await rm(scratch, { recursive: true, force: true })
  }
}

export interface CommitWanted {
  tree: string
  /** None: a first commit. */
  parents: string[]
  message: string
  /** Who made it: GIT_AUTHOR_* and GIT_COMMITTER_*. */
  identity: NodeJS.ProcessEnv
}

export const commitTree = async (git: Git, { tree, parents, message, identity }: CommitWanted): Promise<string> =>
  (await git(['commit-tree', tree, ...parents.flatMap((parent) => ['-p', parent]), '-F', '-'], { input: message, env: identity })).trim()

const treeOf = async (git: Git, commit: string) => (await git(['rev-parse', `${commit}^{tree}`])).trim()

/** A commit of `changes` on `parent`, or undefined when they leave its tree as it is (nothing new to commit). */
export async function commitFiles(git: Git, parent: string, changes: FileChanges, wanted: Omit<CommitWanted, 'tree' | 'parents'>): Promise<string | undefined> {
  const tree = await treeWith(git, parent, changes)
  if (tree === (await treeOf(git, parent))) return undefined
  return commitTree(git, { ...wanted, tree, parents: [parent] })
}
