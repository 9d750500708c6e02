// What Undo would make of the site, before anything is sent: the main version's site files with one
// publication's changes taken back, carried field by field as Undo carries them (../proposals/
// site-remote-carry.ts), made in memory and never pushed; and those changes in words. Where a later
// publication changed the same value, Undo would refuse: the same conflicts, thrown as ProposalConflict.
import { parse } from 'yaml'
import type { Conflict } from '../contract.ts'
import { carryOnto } from '../proposals/site-remote-carry.ts'
import { ProposalConflict } from '../proposals/site-remote-propose.ts'
import { siteNamesBy, textAt, type SiteRemote } from '../site/site-remote.ts'
import { changedFiles, changesOnto } from './request-changes.ts'

/** The site's YAML files at `commit`, parsed, as the editor's page takes them. */
export async function siteFilesAt(remote: SiteRemote, commit: string) {
  const names = (await siteNamesBy(remote, ['ls-tree', '-r', '-z', '--name-only', commit])).filter((name) => name.endsWith('.yaml'))
  return Promise.all(names.map(async (name) => ({ name, data: parse((await textAt(remote, commit, name)) ?? '') as unknown })))
}

/**
 * The site of `main` with the publication (`base` → `commit`) taken back: its files (a file it made is
 * gone), the changes in words from the site as it is to that one, and the files it changes. Throws ProposalConflict where a later
 * publication changed a value it changed.
 */
export async function undoneSite(remote: SiteRemote, published: { base: string; commit: string }, main: string) {
  const { before, after } = await changedFiles(remote, published.base, published.commit)
  const undone: Record<string, string | null> = {}
  const conflicts: Conflict[] = []
  for (const name of Object.keys(before)) {
    // A file it made goes; the others get their words back, as Undo's proposal carries them.
    if (before[name] === null) undone[name] = null
    else {
      const carried = carryOnto(name, after[name], before[name]!, await textAt(remote, main, name), false)
      if ('text' in carried) undone[name] = carried.text
      else conflicts.push(...carried.conflicts)
    }
  }
  if (conflicts.length) throw new ProposalConflict(conflicts)
  const files = (await siteFilesAt(remote, main)).filter((file) => !(file.name in undone))
  for (const [name, text] of Object.entries(undone)) if (text !== null && name.endsWith('.yaml')) files.push({ name, data: parse(text) as unknown })
  files.sort((a, b) => a.name.localeCompare(b.name))
  return { files, changes: (await changesOnto(remote, main, undone)).changes, changed: Object.keys(undone) }
}
