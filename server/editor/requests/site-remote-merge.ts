// Two proposals made on the same main version, one published: git's line merge refuses the second
// wherever both touched the same or neighbouring lines, even when they changed different words (a
// heading and the line under it). The editor merges such a proposal the way it carries drafts
// (site-remote-carry.ts): each site file it changed, field by field, onto the file as published. Only
// a place both changed is a clash, named in the editor's words ("Home › Hero › Heading").
import { parse } from 'yaml'
import { spliceData } from '../../../schema/yaml-splice.ts'
import { placeWords } from '../review/change-words.ts'
import { siteFileNamePattern } from '../contract.ts'
import { editorErrors } from '../editor-errors.ts'
import { sitePrefix } from '../git/site-paths.ts'
import { carryOnto } from '../proposals/site-remote-carry.ts'
import { siteFilesTree, type SiteFileTexts } from '../site/site-remote-commit.ts'
import { textAt, type SiteRemote } from '../site/site-remote.ts'

const siteFileName = new RegExp(siteFileNamePattern)

/** Whether `mine` is `before` with only its fields changed, as the editor writes them (no comment or layout changed by hand). */
function onlyFieldsChanged(before: string, mine: string): boolean {
  try {
    return spliceData(before, parse(mine)) === mine
  } catch {
    return false
  }
}

/**
 * The tree of `proposal` merged field by field into `tip`; undefined when the proposal holds a change
 * that is not a site file's fields (another file, a page added or removed, a comment or a line's layout
 * changed by hand), which only git's merge may take. A place both changed is a 409 that names them.
 */
export async function fieldMergeTree(remote: SiteRemote, tip: string, proposal: string): Promise<string | undefined> {
  const base = (await remote.git(['merge-base', tip, proposal])).trim()
  const prefix = sitePrefix(remote.config.sitePath)
  const paths = (await remote.git(['diff', '--name-only', '-z', base, proposal])).split('\0').filter(Boolean)
  const files: SiteFileTexts = {}
  const clashes: string[] = []
  const config = parse((await textAt(remote, tip, 'site.yaml')) ?? '') as unknown
  for (const path of paths) {
    const name = path.slice(prefix.length)
    if (!path.startsWith(prefix) || !siteFileName.test(name)) return undefined
    const [before, mine, published] = await Promise.all([base, proposal, tip].map((commit) => textAt(remote, commit, name)))
    if (before === null || mine === null || published === null || !onlyFieldsChanged(before, mine)) return undefined
    const carried = carryOnto(name, before, mine, published, false)
    if ('text' in carried) files[name] = carried.text
    else {
      const data = parse(published) as unknown
      clashes.push(...carried.conflicts.map((c) => placeWords(name, c.path, data, config)))
    }
  }
  if (clashes.length) throw editorErrors.publishClash(clashes)
  return siteFilesTree(remote, tip, files)
}
