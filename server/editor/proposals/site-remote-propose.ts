// A proposal, hosted and local alike: one commit of the person's site files on
// site-edit/<person's id>/<date>-<page> of the site's remote (locally, the working tree's repository,
// ../site/working-tree.ts). The remote is fetched first and the commit made on its newest default branch; while
// that branch holds the person's earlier request not published yet, exactly as the editor recorded it
// (`recorded`), the commit goes on top of it, so the request grows instead of being replaced. A branch
// of that name holding anything else (pushed there outside the editor, or moved since) is never built
// on: the proposal goes on the next free name (…-2, …-3).
// The push is a compare-and-swap on the branch (pushWithLease): when someone pushed to it meanwhile,
// the remote is fetched again and the branch chosen again, a few times at most.
// The person's changes go onto the files of the commit it is made on field by field (site-remote-carry.ts),
// so a second proposal on the same branch never undoes the first, nor one on a newer main version a
// change published since the person's page was opened. Locally the files are the working tree's, whole,
// in place of the commit's (no `bases`).
import type { Conflict } from '../contract.ts'
import { editorErrors } from '../editor-errors.ts'
import { carryOnto } from './site-remote-carry.ts'
import { sitePrefix } from '../git/site-paths.ts'
import { proposalTitle, type PageTitles } from './proposal-title.ts'
import { commitSiteFiles, type SiteFileTexts } from '../site/site-remote-commit.ts'
import type { GitPerson } from '../site/site-remote-config.ts'
import { fetchTip, isAncestor, pushWithLease, remoteBranch, textAt, type RemoteTip, type SiteRemote } from '../site/site-remote.ts'

export interface ProposalRequest {
  /** Who made the change: the commit's author. */
  person: GitPerson
  /** The person's stable id (editor_people.id): the branch's second part, never a part of their address. */
  personId: string
  /** The commit of the request waiting on `branch`, as the editor recorded it; undefined when none waits there. */
  recorded(branch: string): Promise<string | undefined>
  /** Records the proposal pushed, before any other proposal is made: a second one sent meanwhile (a double
   * click) finds this one's commit recorded, so it grows it (or has nothing new) rather than going beside it. */
  record?(proposal: HostedProposal): Promise<void>
  /** The page changed first (its file's name or its route): the branch's last part. */
  page: string
  files: SiteFileTexts
  /** Each changed file's text as the person saw it when making the change (null: a new file). */
  bases?: Record<string, string | null>
  message: string
  /** The day in the branch's name; today (UTC) without it. */
  date?: Date
}

export interface HostedProposal {
  branch: string
  commit: string
  /** The commit it went on: the default branch's newest, or the branch's earlier proposal. */
  parent: string
  /** Whether it went on the person's earlier request on the branch (which it then grows). */
  grew: boolean
  /** The remote's default branch as fetched for it. */
  base: { branch: string; commit: string }
}

const attempts = 3

/** A place the person changed that someone else changed too, in the main version now: theirs to choose. */
export class ProposalConflict extends Error {
  readonly conflicts: Conflict[]
  constructor(conflicts: Conflict[]) {
    super('someone else changed the same words meanwhile, and theirs are published. Your page shows both: choose which to keep, then send it again.')
    this.conflicts = conflicts
  }
}

/** The request's files carried onto `parent`'s; on the person's own earlier proposal, their newer words win. */
async function carriedFiles(remote: SiteRemote, { files, bases = {} }: ProposalRequest, parent: string, ownEarlier: boolean): Promise<SiteFileTexts> {
  const out: SiteFileTexts = {}
  const conflicts: Conflict[] = []
  for (const [name, text] of Object.entries(files)) {
    // A new photo (hosted): never over a different file of the same name published meanwhile.
    if (Buffer.isBuffer(text) && !(await sameBlobAt(remote, parent, name, text))) throw editorErrors.photoTakenMeanwhile(name)
    if (typeof text !== 'string' || !(name in bases)) {
      out[name] = text
      continue
    }
    const carried = carryOnto(name, bases[name]!, text, await textAt(remote, parent, name), ownEarlier)
    if ('text' in carried) out[name] = carried.text
    else conflicts.push(...carried.conflicts)
  }
  if (conflicts.length) throw new ProposalConflict(conflicts)
  return out
}

/** Whether `parent` has no file `name`, or that file holds exactly `bytes`. */
async function sameBlobAt(remote: SiteRemote, parent: string, name: string, bytes: Buffer): Promise<boolean> {
  const there = await remote.git(['ls-tree', '-z', parent, '--', sitePrefix(remote.config.sitePath) + name])
  if (!there) return true
  return there.split(/\s/)[2] === (await remote.git(['hash-object', '--stdin'], { input: bytes })).trim()
}

/** The commit message: the title (proposal-title.ts), then the whole list. */
export const commitMessage = (changes: string[], titles?: PageTitles) =>
  `${proposalTitle(changes, titles)}\n\n${changes.map((c) => `- ${c}`).join('\n')}\n\nProposed with npm run edit.\n`

const slug = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '')

/** site-edit/<the person's id>/<YYYY-MM-DD>-<page>: two people never share one, whatever their addresses. */
export function proposalBranch(personId: string, page: string, date = new Date()): string {
  const who = slug(personId) || 'someone'
  const what = slug(page.replace(/^pages\//, '').replace(/\.yaml$/, '')) || 'site'
  return `site-edit/${who}/${date.toISOString().slice(0, 10)}-${what}`
}

/**
 * The branch the proposal goes on: the first of the person's names for it that holds their request as
 * recorded (it grows), or that is free: no such branch, or one published already, and no request waiting
 * there. A name holding anything else is passed over, never built on.
 */
async function target(remote: SiteRemote, request: ProposalRequest, base: RemoteTip) {
  const first = proposalBranch(request.personId, request.page, request.date)
  for (let n = 1; n <= 100; n++) {
    const branch = n === 1 ? first : `${first}-${n}`
    const tip = await remoteBranch(remote, branch)
    const recorded = await request.recorded(branch)
    const published = tip !== undefined && (await isAncestor(remote, tip, base.commit))
    if (tip && tip === recorded && !published) return { branch, parent: tip, expected: tip, grew: true }
    if ((!tip || published) && (recorded === undefined || recorded === tip)) return { branch, parent: base.commit, expected: tip, grew: false }
  }
  throw new Error(`The site's repository holds a hundred branches named ${first} and after it that the editor did not make: remove them, then send again.`)
}

/**
 * Makes and pushes the proposal. `beforePush` runs between making the commit and pushing it, the moment
 * another push can land first (the tests push there).
 */
export function proposeOnRemote(remote: SiteRemote, request: ProposalRequest, beforePush?: (attempt: number) => Promise<void>): Promise<HostedProposal> {
  return remote.exclusive(async () => {
    for (let attempt = 1; attempt <= attempts; attempt++) {
      const base = await fetchTip(remote)
      const { branch, parent, expected, grew } = await target(remote, request, base)
      const files = await carriedFiles(remote, request, parent, grew)
      const commit = await commitSiteFiles(remote, { parent, files, message: request.message, author: request.person })
      // Sent twice (a double click on Send for review): the second finds the first's commit holding it all.
      if (!commit) throw editorErrors.nothingNewToSend()
      await beforePush?.(attempt)
      if ((await pushWithLease(remote, branch, commit, expected)) !== 'pushed') continue
      const proposal = { branch, commit, parent, grew, base }
      await request.record?.(proposal)
      return proposal
    }
    throw new Error(`The proposal's branch kept changing on the site's repository while the editor pushed to it (${attempts} times): propose again.`)
  })
}
