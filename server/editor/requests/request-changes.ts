// A change request's changes in plain words, from its commits alone: the site's files that differ
// between the main version it was made on and the commit the editor recorded, said by change-words.ts.
// Never from a commit message: what a publisher is shown is what the commit does.
import { parse } from 'yaml'
import { changeWords } from '../review/change-words.ts'
import { pageTitles, type PageTitles } from '../proposals/proposal-title.ts'
import { sitePrefix } from '../git/site-paths.ts'
import { textAt, type SiteRemote } from '../site/site-remote.ts'

/** The changes in words, and the titles of the pages in the commit's changed files (which name the pages it makes). */
export async function requestChanges(remote: SiteRemote, base: string, commit: string): Promise<{ changes: string[]; titles: PageTitles }> {
  const prefix = sitePrefix(remote.config.sitePath)
  const differ = (await remote.git(['diff', '--name-only', '-z', base, commit, '--', prefix || '.'])).split('\0')
  // site.yaml names the pages ("Home › Hero"), on both sides.
  const names = [...new Set(['site.yaml', ...differ.filter((name) => name.endsWith('.yaml')).map((name) => name.slice(prefix.length))])]
  const dataAt = async (at: string) => {
    const data: Record<string, unknown> = {}
    for (const name of names) {
      const text = await textAt(remote, at, name)
      if (text !== null) data[name] = parse(text)
    }
    return data
  }
  const after = await dataAt(commit)
  return { changes: changeWords(await dataAt(base), after), titles: pageTitles(after) }
}
