// A change request's changes in plain words, from its commits alone: the site's files that differ
// between the main version it was made on and the commit the editor recorded, said by change-words.ts.
// Never from a commit message: what a publisher is shown is what the commit does.
import { parse } from 'yaml'
import { changeWords } from '../review/change-words.ts'
import { pageTitles, type PageTitles } from '../proposals/proposal-title.ts'
import { siteNamesBy, textAt, type SiteRemote } from '../site/site-remote.ts'

type TextOf = (name: string) => Promise<string | null>

/** The changes in words between two states of the site's YAML files `names` (a file's text, or null where there is none). */
export async function changesBetween(names: string[], before: TextOf, after: TextOf) {
  // site.yaml names the pages ("Home › Hero"), on both sides.
  const named = [...new Set(['site.yaml', ...names.filter((name) => name.endsWith('.yaml'))])]
  const dataOf = async (textOf: TextOf) => {
    const data: Record<string, unknown> = {}
    for (const name of named) {
      const text = await textOf(name)
      if (text !== null) data[name] = parse(text)
    }
    return data
  }
  const [was, is] = [await dataOf(before), await dataOf(after)]
  return { changes: changeWords(was, is), after: is }
}

/** The changes in words, and the titles of the pages in the commit's changed files (which name the pages it makes). */
export async function requestChanges(remote: SiteRemote, base: string, commit: string): Promise<{ changes: string[]; titles: PageTitles }> {
  const names = await siteNamesBy(remote, ['diff', '--name-only', '-z', base, commit])
  const { changes, after } = await changesBetween(
    names,
    (name) => textAt(remote, base, name),
    (name) => textAt(remote, commit, name),
  )
  return { changes, titles: pageTitles(after) }
}
