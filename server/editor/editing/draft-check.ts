// Validation of unsaved edits with the same code and messages as `npm run validate`: the drafts are
// spliced into their files' text (exactly what Save would write), and the site's texts are checked in
// memory (schema/site-checker.ts), which parses and validates again only the files whose text changed
// since the last check. Problems name the real files, as the validator would after a save.
// A large page takes a good part of a second to splice and check (a page of 2,000 sections: one parse
// for its splice, one for its check); after each step, other people's requests are answered.
import { relative, sep } from 'node:path'
import type { Problem } from '../../../schema/problem.ts'
import { createSiteChecker } from '../../../schema/site-checker.ts'
import { loadSiteFromTexts } from '../../../schema/load-site.ts'
import { folderEntries } from '../../../schema/site-texts.ts'
import { spliceData } from '../../../schema/yaml-splice.ts'
import type { DataPath } from '../../../schema/source-file.ts'
import { newFileText } from './new-file.ts'
import type { SiteFile } from '../site/site-files.ts'

/** A problem of the drafts as validation gives it, and the place in a file's data it is at
 * (pages/home.yaml, ['sections', 2, 'heading']); the page is sent it as a PlacedProblem (contract.ts). */
export interface DraftProblem extends Problem {
  place: { file: string; path: DataPath }
}

export interface DraftCheck {
  /** The text each changed file would have. */
  texts: Record<string, string>
  problems: DraftProblem[]
}

/** Lets the requests that came in meanwhile be read and answered: two turns of the event loop, so its
 * poll for new input comes between (a single setImmediate runs before it). */
const letOthersIn = () => new Promise<void>((resolve) => setImmediate(() => setImmediate(resolve)))

export function draftChecker(siteDir: string) {
  const shownDir = relative(process.cwd(), siteDir)
  const checker = createSiteChecker({ shownDir })
  const siteName = (shown: string) => relative(shownDir, shown).split(sep).join('/')

  return {
    /** `drafts`: each changed file's new data; `files`: every file as saved now; `photos`: pictures beside site/'s (a person's not sent yet). */
    async check(files: SiteFile[], drafts: Record<string, unknown>, photos: readonly string[] = []): Promise<DraftCheck> {
      const texts: Record<string, string> = {}
      for (const [name, data] of Object.entries(drafts)) {
        const file = files.find((f) => f.name === name)
        texts[name] = file ? spliceData(file.text, data) : newFileText(name, data)
        await letOthersIn()
      }
      // The files as saved now (the editor's saves, or a hand edit meanwhile), with this check's drafts
      // in place of their files; a new page is there while it is a draft. The pictures (and any link in
      // the folder, a problem of its own) are listed each time, since one may be added by hand while the editor runs.
      const site = { ...Object.fromEntries(files.map((f) => [f.name, f.text])), ...texts }
      const folder = folderEntries(siteDir)
      const images = photos.length ? [...folder.images, ...photos] : folder.images
      const { problems, warnings } = loadSiteFromTexts({ files: site, ...folder, images }, shownDir, checker)
      await letOthersIn()
      const placed = (p: Problem): DraftProblem => ({ ...p, place: { file: siteName(p.file), path: p.path } })
      return { texts, problems: [...problems, ...warnings].map(placed) }
    },
  }
}
