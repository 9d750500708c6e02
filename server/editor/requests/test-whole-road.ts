// What the whole road's test (whole-road-ui.test.ts) does to the sample site, chosen from its data: the
// menu's price (a fact), a heading of one page, the last two sections of another swapped, a page the
// menu links to copied under a name of the test's own; and the changes in words that a request holding
// them must list, said by the same code from the site as it must be (change-words.ts), never retyped.
import type { Page } from '../../../schema/generated/site-types.ts'
import { homePath, notFoundPath, notSentPath, sentPath } from '../../../schema/needed-paths.ts'
import { pagesOf, readYaml } from '../../../schema/site-copy.ts'
import { addressOf, fileOf } from '../../../renderer/editor/pages/page-address.ts'
import { pageCopy } from '../../../renderer/editor/pages/page-copy.ts'
import { newWord } from '../../site-follow/test-site-follow.ts'
import { changeWords } from '../review/change-words.ts'
import { headed } from '../test-support/test-hosted-editor.ts'
import { menuFact } from '../test-support/test-in-place.ts'

type Data = Record<string, unknown>

/** The photo dropped on a team member's picture: its words, and the name the editor keeps it under, made from them. */
export const roadPhoto = { alt: 'Maria at the front desk', stem: 'maria-at-the-front-desk', file: 'images/team/maria-at-the-front-desk.jpg' }
const needed = [notFoundPath, sentPath, notSentPath]

/** Every link of the header's menu, in order: its label and address. */
export function menuLinks(config: unknown): { label: string; to: string }[] {
  const out: { label: string; to: string }[] = []
  const visit = (node: unknown) => {
    if (Array.isArray(node)) node.forEach(visit)
    else if (node && typeof node === 'object') {
      const { label, to, children } = node as { label?: string; to?: string; children?: unknown }
      if (typeof label === 'string' && typeof to === 'string') out.push({ label, to })
      visit(children)
    }
  }
  visit((config as { header: { menu: unknown } }).header.menu)
  return out
}

function setIn(data: unknown, path: (string | number)[], value: unknown): unknown {
  if (!path.length) return value
  const [key, ...rest] = path
  const copy = (Array.isArray(data) ? [...data] : { ...(data as Data) }) as Data
  copy[key!] = setIn(copy[key!], rest, value)
  return copy
}

/** The road's steps on the site in `siteDir`, and the changes they make in words. */
export function roadPlan(siteDir: string) {
  const config = readYaml(siteDir, 'site.yaml')
  const pages = pagesOf(siteDir).filter(({ page }) => !needed.includes(page.path))
  const fact = menuFact(siteDir)
  // The menu shows it on every page, the home page among them.
  const price = { ...fact, typed: fact.value.replace(/\d+/, (n) => String(Number(n) + 10)), usedOn: homePath }
  const withHeading = pages.find(({ page }) => page.path !== homePath && page.sections.some(headed))!
  const heading = { ...withHeading, index: withHeading.page.sections.findIndex(headed) }
  const reordered = pages.find(({ file, page }) => file !== heading.file && page.sections.length >= 2)!
  const moved = { ...reordered, index: reordered.page.sections.length - 1 }
  const linked = menuLinks(config).map((l) => l.to)
  const from = pages.find(({ file, page }) => ![heading.file, moved.file].includes(file) && page.path !== homePath && linked.includes(page.path))!
  const copyTitle = `${from.page.title} ${newWord()}`
  const copy = { from, title: copyTitle, path: addressOf(copyTitle) }
  const headingWas = (heading.page.sections[heading.index] as { heading: string }).heading
  const [above, movedHeading] = [moved.index - 1, moved.index].map((i) => (moved.page.sections[i] as { heading?: string }).heading)
  if (!above || !movedHeading) throw new Error(`The last two sections of ${moved.file} need headings, to find their order on the page`)

  /** The site's files as they are once every step is done, with `headingText` in the heading. */
  function after(headingText: string): Data {
    let site = setIn(config, fact.path, price.typed)
    const files: Data = { [copy.path]: undefined }
    for (const change of pageCopy(from.page, site, copy.path, copy.title)) {
      if (change.file === 'site.yaml') site = setIn(site, change.path, change.after)
      else files[change.file] = change.after
    }
    const sections = [...moved.page.sections]
    sections.splice(moved.index - 1, 0, ...sections.splice(moved.index, 1))
    return {
      ...Object.fromEntries(pages.map(({ file, page }) => [file, page])),
      'site.yaml': site,
      [fileOf(copy.path)]: files[fileOf(copy.path)],
      [moved.file]: { ...moved.page, sections },
      [heading.file]: setIn(heading.page, ['sections', heading.index, 'heading'], headingText) as Page,
    }
  }
  const before = { ...Object.fromEntries(pages.map(({ file, page }) => [file, page])), 'site.yaml': config }
  return {
    config,
    price,
    heading: { ...heading, was: headingWas },
    moved: { ...moved, heading: movedHeading, above },
    copy,
    /** A heading of the test's own words, after the page's own. */
    newHeading: () => `${headingWas} ${newWord()}`,
    /** The changes a request holding every step lists, with `headingText` in the heading. */
    changes: (headingText: string) => changeWords(before, after(headingText)),
  }
}
