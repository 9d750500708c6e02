// A proposal's before and after pictures, where its reviewer sees them (local and hosted alike): committed
// in the editor's bare clone on a branch of their own, `site-edit-pictures/<the proposal's branch without
// site-edit/>`, holding nothing but the PNGs and where each page's two first differ, and pushed beside the
// proposal (with a lease, as every push).
// Not under site-edit/: that branch is never listed as waiting for review, nor published, and the site's
// history holds no screenshots. The pull request's description links each picture there. Each pictures
// commit names the proposal's commit it shows (`Pictures-of:`): a branch published and sent on again
// holds two requests' pictures, each found by its own commit.
import { readdirSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { commitTree, treeWith } from '../git/commit-files.ts'
import { gitIdentity } from '../site/site-remote-config.ts'
import { pushWithLease, remoteBranch, type SiteRemote } from '../site/site-remote.ts'

/** Whose pictures this process is making, or could not make, by the proposal's commit (the request's
 * pictures route says so while they are missing). */
export type PicturesMaking = Map<string, 'working' | 'failed'>

export const picturesBranchOf = (branch: string) => branch.replace(/^site-edit\//, 'site-edit-pictures/')

/** The trailer of a pictures commit naming the proposal's commit it shows. */
export const picturesOfTrailer = 'Pictures-of'

/** Where before and after first differ, in px from the top, by `<route folder>/<width>` (contract.ts PicturesProgress offsets). */
export const firstDifferencesFile = 'first-differences.json'

/** Commits the PNGs of `folder`, pictures of `proposal` (a commit), and their first differences, on the
 * proposal's pictures branch (on top of its earlier pictures) and pushes it. */
export async function pushPictures(remote: SiteRemote, branch: string, proposal: string, folder: string, offsets: Record<string, number>): Promise<string> {
  const pictures = picturesBranchOf(branch)
  // A tree of its own holding nothing but the PNGs of the review's folder, by their path in it.
  const files = readdirSync(folder, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile() && entry.name.endsWith('.png'))
  const paths = files.map((entry) => join(entry.parentPath, entry.name))
  const pngs = Object.fromEntries(paths.map((path) => [relative(folder, path).split(sep).join('/'), { file: path }]))
  const tree = await treeWith(remote.git, undefined, { ...pngs, [firstDifferencesFile]: JSON.stringify(offsets) })
  const { committer } = remote.config
  return remote.exclusive(async () => {
    const earlier = await remoteBranch(remote, pictures)
    const commit = await commitTree(remote.git, {
      tree,
      parents: earlier ? [earlier] : [],
      message: `Pictures for ${branch} (not to be merged)\n\n${picturesOfTrailer}: ${proposal}\n`,
      identity: gitIdentity(committer, committer),
    })
    if ((await pushWithLease(remote, pictures, commit, earlier)) === 'moved') throw new Error(`the pictures of ${branch} were sent from elsewhere meanwhile.`)
    return pictures
  })
}
