// A commit's folder written out as plain files, by `git archive | tar` (the review's site as committed,
// the hosted editor's copy, the followed site, `npm run changes`' "before"). git keeps a symbolic link
// as a link (mode 120000) and tar makes it again, so what tar wrote is looked at before anything reads
// it: a folder with a link (or a pipe) in it is removed at once and refused in the words validation
// uses, so a commit with one is never built, served nor published.
import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { folderProblems } from '../../../schema/folder-problems.ts'
import { siteEntries } from '../../../schema/site-entries.ts'
import type { Git } from './run.ts'

const run = promisify(execFile)

/** A commit's folder holds a link or another entry that is not a plain file or folder: its problems, in words. */
export class StraysRefused extends Error {
  readonly problems: string[]
  constructor(problems: string[]) {
    super(problems.join('\n'))
    this.problems = problems
  }
}

/**
 * `folder` ('' for the top) of `commit` written into `dir` (a tar file beside it on the way). A link in
 * it, or a folder the commit does not have, is refused, and nothing of `dir` is left.
 */
export async function exportTree(git: Git, commit: string, folder: string, dir: string): Promise<void> {
  const archive = `${dir}.tar`
  try {
    await mkdir(dir, { recursive: true })
    await git(['archive', '--format=tar', '-o', archive, `${commit}:${folder}`])
    await run('tar', ['-x', '-f', archive, '-C', dir])
    const { strays } = siteEntries(dir)
    if (strays.length) throw new StraysRefused(folderProblems({ images: [], strays }, '').map((problem) => problem.message))
  } catch (error) {
    await rm(dir, { recursive: true, force: true })
    throw error
  } finally {
    await rm(archive, { force: true })
  }
}

/**
 * The folder holding `folder` of `commit`: <into>/<commit>/, written once per commit (beside, then
 * renamed, so a half-written folder is never taken for a whole one), and only the newest `kept` kept,
 * so a page opened on the commit before keeps its files while it is in use.
 */
export async function exportCommit(git: Git, commit: string, folder: string, into: string, kept: number): Promise<string> {
  const dir = join(into, commit)
  if (existsSync(dir)) return dir
  const partial = `${dir}.partial`
  await rm(partial, { recursive: true, force: true })
  await exportTree(git, commit, folder, partial)
  await rename(partial, dir)
  const others = await Promise.all(
    (await readdir(into))
      .filter((name) => name !== commit && !/\.(partial|tar)$/.test(name))
      .map(async (name) => ({ name, time: (await stat(join(into, name))).mtimeMs })),
  )
  for (const { name } of others.sort((a, b) => b.time - a.time).slice(kept - 1)) await rm(join(into, name), { recursive: true, force: true })
  return dir
}
