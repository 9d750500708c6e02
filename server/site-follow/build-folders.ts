// The builds of the site's commits, one folder each under DATA_DIR/site-follow/builds: <commit>/ (what
// `npm run build` writes into dist/: client/, nginx.conf, editor/). A build is made in <commit>.partial
// and renamed when it succeeded, so a folder named after a commit is always a whole build. Only the live
// build and the one before it are kept.
import { existsSync } from 'node:fs'
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises'
import { join } from 'node:path'

export interface BuildFolders {
  /** The build of `commit` when one was made, else undefined: its client folder (what is served). */
  built(commit: string): string | undefined
  /** Where a build of `commit` is made; `finish` renames it into place. */
  partial(commit: string): Promise<string>
  finish(commit: string): Promise<string>
  /** The commit of the newest whole build other than `but`, if any (to serve when the tip's build fails at start). */
  newest(but?: string): Promise<string | undefined>
  /** Removes every build but those of `commits` (and any partial one). */
  keepOnly(commits: (string | undefined)[]): Promise<void>
}

const isCommit = (name: string) => /^[0-9a-f]{40,64}$/.test(name)

export function buildFolders(dir: string): BuildFolders {
  const client = (commit: string) => join(dir, commit, 'client')
  return {
    built: (commit) => (existsSync(join(client(commit), 'index.html')) ? client(commit) : undefined),
    async partial(commit) {
      const folder = join(dir, `${commit}.partial`)
      await rm(folder, { recursive: true, force: true })
      await mkdir(dir, { recursive: true })
      return folder
    },
    async finish(commit) {
      await rm(join(dir, commit), { recursive: true, force: true })
      await rename(join(dir, `${commit}.partial`), join(dir, commit))
      return client(commit)
    },
    async newest(but) {
      if (!existsSync(dir)) return undefined
      const whole = (await readdir(dir)).filter((name) => isCommit(name) && name !== but && existsSync(join(client(name), 'index.html')))
      const dated = await Promise.all(whole.map(async (name) => ({ name, time: (await stat(join(dir, name))).mtimeMs })))
      return dated.sort((a, b) => b.time - a.time)[0]?.name
    },
    async keepOnly(commits) {
      if (!existsSync(dir)) return
      for (const name of await readdir(dir)) {
        if (!commits.includes(name)) await rm(join(dir, name), { recursive: true, force: true })
      }
    },
  }
}
