// A commit's site folder written out by `git archive | tar` (the followed site, the hosted editor, the
// review's "before"): git keeps a symbolic link as a link (mode 120000) and tar makes it again, so what
// tar wrote is looked at before anything reads it. A folder with a link in it is removed at once and
// refused in the words validation uses, so a commit with one is never built, served nor published.
import { rmSync } from 'node:fs'
import { folderProblems } from '../../schema/folder-problems.ts'
import { siteEntries } from '../../schema/site-entries.ts'

/** A commit's site holds a link or another entry that is not a plain file or folder: its problems, in words. */
export class StraysRefused extends Error {
  readonly problems: string[]
  constructor(problems: string[]) {
    super(problems.join('\n'))
    this.problems = problems
  }
}

/** Throws StraysRefused when `dir` holds anything but plain files and folders (after removing it). */
export function refuseStrays(dir: string): void {
  const { strays } = siteEntries(dir)
  if (!strays.length) return
  rmSync(dir, { recursive: true, force: true })
  throw new StraysRefused(folderProblems({ images: [], strays }, '').map((problem) => problem.message))
}
