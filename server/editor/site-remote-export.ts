// The site folder of one commit of the hosted editor's clone, written out as plain files for the editor
// to render and check (it has no working tree): <folder>/<commit>/, made once per commit (written
// beside, then renamed, so a half-written folder is never taken for a whole one), and only the newest
// few kept, so a page opened on the commit before keeps its files while it is in use.
import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import type { SiteRemote } from './site-remote.ts'
import { refuseStrays } from './unpacked-site.ts'

const kept = 3
const run = promisify(execFile)

/** git archive of the site folder at `commit` (a tar file beside `dir`), unpacked by tar into `dir`; a link in it is refused. */
async function unpack(remote: SiteRemote, commit: string, dir: string): Promise<void> {
  const archive = `${dir}.tar`
  try {
    await remote.git(['archive', '--format=tar', '-o', archive, `${commit}:${remote.config.sitePath}`])
    await run('tar', ['-x', '-f', archive, '-C', dir])
    refuseStrays(dir)
  } finally {
    await rm(archive, { force: true })
  }
}

/** The folder holding the site as it is in `commit` (one export at a time: not from inside remote.exclusive). */
export const exportSite = (remote: SiteRemote, commit: string, folder: string): Promise<string> =>
  remote.exclusive(() => writeOut(remote, commit, folder))

/** The same, for work already inside remote.exclusive (a publication's check of its merge). */
export async function writeOut(remote: SiteRemote, commit: string, folder: string): Promise<string> {
  const dir = join(folder, commit)
  if (existsSync(dir)) return dir
  const partial = `${dir}.partial`
  await rm(partial, { recursive: true, force: true })
  await mkdir(partial, { recursive: true })
  await unpack(remote, commit, partial)
  await rename(partial, dir)
  const others = await Promise.all((await readdir(folder)).filter((name) => name !== commit && !/\.(partial|tar)$/.test(name))
    .map(async (name) => ({ name, time: (await stat(join(folder, name))).mtimeMs })))
  for (const { name } of others.sort((a, b) => b.time - a.time).slice(kept - 1)) await rm(join(folder, name), { recursive: true, force: true })
  return dir
}
