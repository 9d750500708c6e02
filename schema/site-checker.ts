// Checks a site from the texts of its files, in memory, and checks it again after a change doing only
// what the change needs: a file whose text is the same as last time keeps its parse and its own
// problems (YAML slips, the schema, warnings), and only the checks of the site as a whole (links,
// anchors, menus, references, needed pages) run again, on the kept parses. The editor checks unsaved
// edits on every keystroke's pause; parsing and validating every file each time was most of the cost.
// A few texts of each file are kept, the last used first: in the hosted editor the checks of several
// people alternate, each with their own drafts, and the saved text of a file one of them changed would
// otherwise be parsed again at the next check of everyone else.
import { join } from 'node:path'
import type { Page, SiteConfig, TestimonialsFile } from './generated/site-types.ts'
import { withInlineText } from './inline-text.ts'
import type { LoadResult } from './load-site.ts'
import { sortProblems, type Problem } from './problem.ts'
import { resolveAll } from './references.ts'
import { checkSite } from './site-checks.ts'
import type { SiteTexts } from './site-texts.ts'
import { pageCopyWarnings } from './page-copy-warnings.ts'
import { searchWarnings } from './search-warnings.ts'
import { siteWarnings } from './site-warnings.ts'
import { parseSource, type SourceFile } from './source-file.ts'
import { validateFile, type FileDefinition } from './validate-file.ts'

interface CheckedFile {
  text: string
  source: SourceFile
  problems: Problem[]
  warnings: Problem[]
  /** The file's data as the site shows it, with the facts it was resolved with (site.yaml's data). */
  resolved?: { facts: unknown; data: unknown }
}

export interface SiteCheckerOptions {
  /** The site folder as problems name their files: `site` gives site/pages/home.yaml. */
  shownDir: string
  /** How a file's text is parsed (parseSource); a test passes its own to count the parses. */
  parse?: (name: string, text: string) => SourceFile
}

export interface SiteChecker {
  check(texts: SiteTexts): LoadResult
}

const pageFile = /^pages\/([^/]+)\.yaml$/
/** Texts kept per file: the saved one and a few drafts (a draft changes at every keystroke). */
const keptTexts = 4

function definitionOf(name: string): FileDefinition {
  if (name === 'site.yaml') return 'SiteConfig'
  if (name === 'testimonials.yaml') return 'TestimonialsFile'
  if (pageFile.test(name)) return 'Page'
  throw new Error(`${name} is not a file of the site: it holds site.yaml, testimonials.yaml and pages/<name>.yaml`)
}

export function createSiteChecker({ shownDir, parse = parseSource }: SiteCheckerOptions): SiteChecker {
  const cache = new Map<string, CheckedFile[]>()
  const checked = (name: string, text: string | undefined): CheckedFile => {
    if (text === undefined) throw new Error(`the site has no ${name}`)
    const kept = cache.get(name) ?? []
    let entry = kept.find((file) => file.text === text)
    if (!entry) {
      const source = parse(join(shownDir, name), text)
      const warnings = source.data === undefined ? [] : siteWarnings([source])
      entry = { text, source, problems: validateFile(source, definitionOf(name)), warnings }
    }
    cache.set(name, [entry, ...kept.filter((file) => file !== entry)].slice(0, keptTexts))
    return entry
  }

  return {
    check({ files, images }) {
      const names = Object.keys(files)
      names.forEach(definitionOf)
      // A file gone from the site (a page deleted, a draft undone) is forgotten.
      for (const name of cache.keys()) if (!Object.hasOwn(files, name)) cache.delete(name)
      const pageNames = names.filter((name) => pageFile.test(name)).sort()
      const config = checked('site.yaml', files['site.yaml'])
      const testimonials = checked('testimonials.yaml', files['testimonials.yaml'])
      const pages = pageNames.map((name) => checked(name, files[name]))
      const all = [config, testimonials, ...pages]

      const problems = all.flatMap((file) => file.problems)
      // Comparing pages takes every page's data: cheap, so it runs at every check.
      const warnings = sortProblems([...all.flatMap((file) => file.warnings), ...pageCopyWarnings(pages.map((p) => p.source))])
      // Whole-site checks need every file to have the right shape first.
      if (problems.length) return { problems: sortProblems(problems), warnings }
      const siteProblems = checkSite({ shownDir, images, config: config.source, pages: pages.map((p) => p.source), others: [testimonials.source] })
      if (siteProblems.length) return { problems: sortProblems(siteProblems), warnings }

      // A file's resolved data is kept until its text or the facts change (site.yaml is parsed anew).
      const facts = config.source.data as SiteConfig
      const resolved = <T>(file: CheckedFile, read: (data: unknown) => T): T => {
        if (file.resolved?.facts !== facts) file.resolved = { facts, data: resolveAll(read(file.source.data), facts) }
        return file.resolved.data as T
      }
      const site = {
        config: resolved(config, (data) => data as SiteConfig),
        // Prose is read into links and emphasis before references are resolved, so a fact with spaces
        // (a phone number) can be a link's target: [call us](tel:{{firm.phones.tollFree}}).
        pages: pages.map((file, i) => ({ name: pageFile.exec(pageNames[i]!)![1]!, page: resolved(file, (data) => withInlineText(data as Page)) })),
        testimonials: resolved(testimonials, (data) => (data as TestimonialsFile).testimonials),
      }
      // Measured on the site as visitors get it: a title with its facts resolved and the firm's suffix.
      const shown = site.pages.map(({ page }, i) => ({ source: pages[i]!.source, page }))
      return { problems: [], warnings: sortProblems([...warnings, ...searchWarnings(site.config, shown)]), site }
    },
  }
}
