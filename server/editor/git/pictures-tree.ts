// A proposal's before and after pictures as a tree of their own, holding nothing but the PNGs of the
// review's folder (by their path in it): the local and the hosted editor commit it on a pictures branch
// beside the proposal, never merged, so the site's history holds no screenshots.
import { readdirSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { treeWith } from './commit-files.ts'
import type { Git } from './run.ts'

export function picturesTree(git: Git, folder: string): Promise<string> {
  const files = readdirSync(folder, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile() && entry.name.endsWith('.png'))
  const changes = Object.fromEntries(
    files.map((entry) => {
      const path = join(entry.parentPath, entry.name)
      return [relative(folder, path).split(sep).join('/'), { file: path }]
    }),
  )
  return treeWith(git, undefined, changes)
}
