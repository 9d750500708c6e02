// The hosted editor's before and after pictures of a proposal, where its reviewer sees them: committed
// in the editor's bare clone on a branch of their own, `site-edit-pictures/<the proposal's branch without
// site-edit/>`, holding nothing but the PNGs, and pushed beside the proposal (with a lease, as every push).
// Not under site-edit/: that branch is never listed as waiting for review, nor published, and the site's
// history holds no screenshots. The pull request's description links each picture there.
import { readdirSync, readFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, relative, sep } from 'node:path'
import { pushWithLease, remoteBranch, type SiteRemote } from './site-remote.ts'

const picturesBranchOf = (branch: string) => branch.replace(/^site-edit\//, 'site-edit-pictures/')

/** Commits the PNGs of `folder` on the proposal's pictures branch (on top of its earlier pictures) and pushes it. */
export async function pushPictures(remote: SiteRemote, branch: string, folder: string): Promise<string> {
  const pictures = picturesBranchOf(branch)
  const files = readdirSync(folder, { recursive: true, withFileTypes: true }).filter((e) => e.isFile() && e.name.endsWith('.png'))
  const scratch = await mkdtemp(join(tmpdir(), 'site-pictures-index-'))
  try {
    const { committer } = remote.config
    const env = {
      GIT_INDEX_FILE: join(scratch, 'index'),
      GIT_AUTHOR_NAME: committer.name, GIT_AUTHOR_EMAIL: committer.email, GIT_COMMITTER_NAME: committer.name, GIT_COMMITTER_EMAIL: committer.email,
    }
    const entries: string[] = []
    for (const file of files) {
      const path = join(file.parentPath, file.name)
      const blob = (await remote.git(['hash-object', '-w', '--stdin'], { env, input: readFileSync(path) })).trim()
      entries.push(`100644 ${blob}\t${relative(folder, path).split(sep).join('/')}\0`)
    }
    await remote.git(['update-index', '--add', '-z', '--index-info'], { env, input: entries.join('') })
    const tree = (await remote.git(['write-tree'], { env })).trim()
    return await remote.exclusive(async () => {
      const earlier = await remoteBranch(remote, pictures)
      const commit = (await remote.git(['commit-tree', tree, ...(earlier ? ['-p', earlier] : []), '-m', `Pictures for ${branch} (not to be merged)`], { env })).trim()
      if ((await pushWithLease(remote, pictures, commit, earlier)) === 'moved') throw new Error(`the pictures of ${branch} were sent from elsewhere meanwhile.`)
      return pictures
    })
  } finally {
    await rm(scratch, { recursive: true, force: true })
  }
}
