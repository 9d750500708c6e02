// A change request's changes in plain words, from its commits alone: the site's files that differ
// between the main version it was made on and the commit the editor recorded, said by change-words.ts.
// Never from a commit message: what a publisher is shown is what the commit does.
import { parse } from 'yaml'
import { changeWords } from '../review/change-words.ts'
import { pageTitles, type PageTitles } from '../proposals/proposal-title.ts'
import { siteNamesBy, textAt, type SiteRemote } from '../site/site-remote.ts'

/** The site's files a request changed, each as it was before it (null: it made the file) and after. */
export async function changedFiles(remote: SiteRemote, base: string, commit: string) {
  const before: Record<string, string | null> = {}
  const after: Record<string, string | null> = {}
  for (const name of await siteNamesBy(remote, ['diff', '--name-only', '-z', base, commit])) {
    ;[before[name], after[name]] = [await textAt(remote, base, name), await textAt(remote, commit, name)]
  }
  return { before, after }
}

/** The changes in words from the site's YAML files at `commit` to the same with `changed` in place (null: none there). */
export async function changesOnto(remote: SiteRemote, commit: string, changed: Record<string, string | null>) {
  // site.yaml names the pages ("Home › Hero"), on both sides.
  const named = [...new Set(['site.yaml', ...Object.keys(changed).filter((name) => name.endsWith('.yaml'))])]
  const dataOf = async (textOf: (name: string) => Promise<string | null>) => {
    const data: Record<string, unknown> = {}
    for (const name of named) {
      const text = await textOf(name)
      if (text !== null) data[name] = parse(text)
    }
    return data
  }
  const now = (name: string) => textAt(remote, commit, name)
  const [was, is] = [await dataOf(now), await dataOf(async (name) => (name in changed ? (changed[name] ?? null) : now(name)))]
  return { changes: changeWords(was, is), after: is }
}

/** The changes in words, and the titles of the pages in the commit's changed files (which name the pages it makes). */
export async function requestChanges(remote: SiteRemote, base: string, commit: string): Promise<{ changes: string[]; titles: PageTitles }> {
  // Only the YAML files are read: the words come from them, never from a changed picture.
  const changed: Record<string, string | null> = {}
  for (const name of await siteNamesBy(remote, ['diff', '--name-only', '-z', base, commit])) {
    if (name.endsWith('.yaml')) changed[name] = await textAt(remote, commit, name)
  }
  const { changes, after } = await changesOnto(remote, base, changed)
  return { changes, titles: pageTitles(after) }
}
