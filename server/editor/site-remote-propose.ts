// A hosted proposal: one commit of the person's site files on site-edit/<person>/<date>-<page> of the
// site's remote. The remote is fetched first and the commit made on its newest default branch; while
// that branch name holds an earlier proposal not merged yet (the same person, day and page, its pull
// request open), the commit goes on top of it, so the pull request grows instead of being replaced.
// The push is a compare-and-swap on the branch (pushWithLease): when someone pushed to it meanwhile,
// the remote is fetched again and the commit rebuilt on the branch's new place, a few times at most.
// The person's changes go onto the files of the commit it is made on field by field (site-remote-carry.ts),
// so a second proposal on the same branch never undoes the first, nor one on a newer main version a
// change published since the person's page was opened.
import type { Conflict } from './contract.ts'
import { carryOnto } from './site-remote-carry.ts'
import { commitSiteFiles, type SiteFileTexts } from './site-remote-commit.ts'
import type { GitPerson } from './site-remote-config.ts'
import { fetchTip, isAncestor, pushWithLease, remoteBranch, textAt, type SiteRemote } from './site-remote.ts'

export interface ProposalRequest {
  /** Who made the change: the commit's author, and the branch's second part. */
  person: GitPerson
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

const slug = (text: string) => text.toLowerCase().normalize('NFKD').replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 40).replace(/-+$/, '')

/** site-edit/<the person's email before the @>/<YYYY-MM-DD>-<page>. */
export function proposalBranch(person: GitPerson, page: string, date = new Date()): string {
  const who = slug(person.email.split('@')[0]) || slug(person.name) || 'someone'
  const what = slug(page.replace(/^pages\//, '').replace(/\.yaml$/, '')) || 'site'
  return `site-edit/${who}/${date.toISOString().slice(0, 10)}-${what}`
}

/**
 * Makes and pushes the proposal. `beforePush` runs between making the commit and pushing it, the moment
 * another push can land first (the tests push there).
 */
export function proposeOnRemote(remote: SiteRemote, request: ProposalRequest, beforePush?: (attempt: number) => Promise<void>): Promise<HostedProposal> {
  const branch = proposalBranch(request.person, request.page, request.date)
  return remote.exclusive(async () => {
    for (let attempt = 1; attempt <= attempts; attempt++) {
      const base = await fetchTip(remote)
      const earlier = await remoteBranch(remote, branch)
      const parent = earlier && !(await isAncestor(remote, earlier, base.commit)) ? earlier : base.commit
      const files = await carriedFiles(remote, request, parent, parent === earlier)
      const commit = await commitSiteFiles(remote, { parent, files, message: request.message, author: request.person })
      if (!commit) throw new Error(`${parent === earlier ? `The proposal ${branch}` : `The site's ${base.branch} branch`} holds these changes already: there is nothing new to propose.`)
      await beforePush?.(attempt)
      if (await pushWithLease(remote, branch, commit, earlier) === 'pushed') return { branch, commit, parent, base }
    }
    throw new Error(`The proposal's branch ${branch} kept changing on the site's repository while the editor pushed to it (${attempts} times): propose again.`)
  })
}
