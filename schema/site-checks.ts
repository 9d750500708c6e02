// Checks of the site as a whole, after each file has passed the schema: references resolve, paths are
// unique, the pages the code needs exist, links and #anchors land somewhere, images exist, and each
// page, each section (the rules of its type, renderer/sections/<type>/checks.ts) and the menu keep the
// rules the renderer and the server rely on.
import { posix } from 'node:path'
import { sectionDefinitions } from '../renderer/sections/definitions.ts'
import type { Page, SiteConfig } from './generated/site-types.ts'
import { messages } from './messages.ts'
import { reservedPaths } from './reserved-paths.ts'
import type { Problem } from './problem.ts'
import { fileStrings } from './file-strings.ts'
import { lookup, referenceNames, resolveText } from './references.ts'
import { checkMenu } from './menu-checks.ts'
import { checkNeededPages } from './needed-pages.ts'
import { checkPage } from './page-checks.ts'
import { linkProblem, type LinkKind } from './safe-links.ts'
import { problemAt, type DataPath, type SourceFile } from './source-file.ts'
import { didYouMean } from './suggest.ts'

export interface CheckInput {
  /** The site folder as problems name it: site, or a copy's path from the working directory. */
  shownDir: string
  /** Every file under images/, as the data names it: images/team/jane-doe.jpg. */
  images: readonly string[]
  config: SourceFile
  pages: SourceFile[]
  others: SourceFile[]
}

const knownTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone })
    return true
  } catch {
    return false
  }
}

export function checkSite({ shownDir, images, config, pages, others }: CheckInput): Problem[] {
  const problems: Problem[] = []
  const report = (file: SourceFile, path: DataPath, message: string) => problems.push(problemAt(file, path, message))
  const facts = config.data as SiteConfig
  const names = referenceNames(facts)

  for (const file of [config, ...pages, ...others]) {
    for (const { reference, path } of fileStrings(file).references) {
      const found = lookup(facts, reference)
      if ('error' in found) {
        const hint = didYouMean(reference, names, (s) => `{{${s}}}`)
        report(file, path, found.error === 'unknown' ? messages.unknownReference(reference, hint) : messages.referenceNotText(reference))
      }
    }
  }

  // The pattern admits any name shaped like a zone; the runtime's list says which are zones.
  if (facts.firm.timeZone && !knownTimeZone(facts.firm.timeZone)) report(config, ['firm', 'timeZone'], messages.unknownTimeZone(facts.firm.timeZone))

  // Grouped by path first: comparing every page with every other grows with the square of the pages.
  const filesWithPath = new Map<string, SourceFile[]>()
  for (const file of pages) {
    const path = (file.data as Page).path
    filesWithPath.set(path, [...(filesWithPath.get(path) ?? []), file])
  }
  const byPath = new Map<string, { file: SourceFile; page: Page }>()
  for (const file of pages) {
    const page = file.data as Page
    const others = filesWithPath.get(page.path)!.filter((other) => other !== file)
    if (others.length) report(file, ['path'], messages.duplicatePath(page.path, others.map((o) => o.name).join(', ')))
    const reserved = reservedPaths[page.path]
    if (reserved) report(file, ['path'], messages.reservedPath(page.path, reserved))
    if (!byPath.has(page.path)) byPath.set(page.path, { file, page })
  }
  problems.push(...checkNeededPages(shownDir, pages), ...checkMenu(config))
  const idsOf = (page: Page) => page.sections.flatMap((s) => (s.id ? [s.id] : []))

  const checkLink = (file: SourceFile, path: DataPath, raw: string, page?: Page, kind: LinkKind = 'link') => {
    const unsafe = linkProblem(raw, facts, kind)
    if (unsafe) return void report(file, path, unsafe)
    const target = resolveText(raw, facts)
    if (!target.startsWith('/') && !target.startsWith('#')) return
    const [route, anchor] = target.split('#', 2) as [string, string | undefined]
    const targetPage = route ? byPath.get(route)?.page : page
    if (route && !targetPage) {
      report(file, path, messages.brokenLink(route, didYouMean(route, byPath.keys())))
      return
    }
    if (anchor !== undefined && targetPage && !idsOf(targetPage).includes(anchor)) {
      report(file, path, messages.missingAnchor(anchor, route || 'this page', idsOf(targetPage)))
    } else if (anchor !== undefined && !targetPage) {
      report(file, path, messages.missingAnchor(anchor, 'site.yaml (it has no sections)', []))
    }
  }

  const imageSet = new Set(images)
  for (const file of [config, ...pages]) {
    const page = file === config ? undefined : (file.data as Page)
    const { links, images: named } = fileStrings(file)
    for (const { target, path, kind } of links) checkLink(file, path, target, page, kind)
    for (const { image, path } of named) if (!imageSet.has(posix.normalize(image))) report(file, path, messages.missingImage(image, didYouMean(image, images)))
    if (page) problems.push(...checkSections(file, page))
  }
  return problems
}

function checkSections(file: SourceFile, page: Page): Problem[] {
  const problems = checkPage(file, page)
  page.sections.forEach((section, s) => {
    const check = sectionDefinitions.find((definition) => definition.type === section.type)?.check
    // The definition was found by this section's type, so its check takes this section; TypeScript
    // cannot follow that through the list's union of checks.
    if (check) problems.push(...check(file, section as never, ['sections', s]))
  })
  return problems
}
