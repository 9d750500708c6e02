// Questions about commits asked the same way everywhere: what a name points at, and whether one commit
// is already in another's history.
import { GitFailure, type Git } from './run.ts'

/** The commit `ref` names (a branch, refs/…, HEAD), or undefined when there is none. */
export async function commitAt(git: Git, ref: string): Promise<string | undefined> {
  try {
    return (await git(['rev-parse', '--verify', '--quiet', `${ref}^{commit}`])).trim() || undefined
  } catch (error) {
    if (error instanceof GitFailure) return undefined
    throw error
  }
}

/** Whether `commit` is `of` or one of its ancestors. */
export async function isAncestor(git: Git, commit: string, of: string): Promise<boolean> {
  try {
    await git(['merge-base', '--is-ancestor', commit, of])
    return true
  } catch (error) {
    if (error instanceof GitFailure && error.status === 1) return false
    throw error
  }
}
