// Validation of unsaved edits with the same code and messages as `npm run validate`: the drafts are
// spliced into their files' text (exactly what Save would write) in a scratch copy of site/, which
// loadSite reads like any site folder. Problems name the real files, as the validator would after a save.
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative, sep } from 'node:path'
import { loadSite } from '../../schema/load-site.ts'
import type { Problem } from '../../schema/problem.ts'
import { spliceData } from '../../schema/yaml-splice.ts'
import type { DataPath } from '../../renderer/editor/data-at.ts'
import { newFileText } from './new-file.ts'
import { dataPathAt } from './problem-place.ts'
import type { SiteFile } from './site-files.ts'

/** A problem, and the place in a file's data it is at (pages/home.yaml, ['sections', 2, 'heading']). */
export interface PlacedProblem extends Problem {
  place: { file: string; path: DataPath }
}

export interface DraftCheck {
  /** The text each changed file would have. */
  texts: Record<string, string>
  problems: PlacedProblem[]
}

export function draftChecker(siteDir: string) {
  const scratch = mkdtempSync(join(tmpdir(), 'site-edit-'))
  cpSync(siteDir, scratch, { recursive: true })
  const shownName = (name: string) => name.replace(relative(process.cwd(), scratch) || scratch, relative(process.cwd(), siteDir) || siteDir)
  const written = new Map<string, string>()

  return {
    /** `drafts`: each changed file's new data; `files`: every file as saved now. */
    check(files: SiteFile[], drafts: Record<string, unknown>): DraftCheck {
      const texts: Record<string, string> = {}
      for (const [name, data] of Object.entries(drafts)) {
        const file = files.find((f) => f.name === name)
        texts[name] = file ? spliceData(file.text, data) : newFileText(name, data)
      }
      // The scratch copy follows the files as saved now (the editor's saves, or a hand edit meanwhile),
      // with this check's drafts in place of their files; a new page is there while it is a draft.
      const saved = new Map(files.map((f) => [f.name, f.text]))
      for (const name of new Set([...saved.keys(), ...Object.keys(texts), ...written.keys()])) {
        const wanted = texts[name] ?? saved.get(name)
        if (wanted === undefined) {
          rmSync(join(scratch, name), { force: true })
          written.delete(name)
        } else if (written.get(name) !== wanted) {
          writeFileSync(join(scratch, name), wanted)
          written.set(name, wanted)
        }
      }
      const { problems, warnings } = loadSite(scratch)
      const placed = (p: Problem): PlacedProblem => {
        const file = relative(scratch, p.file).split(sep).join('/')
        const text = texts[file] ?? saved.get(file)
        return { ...p, file: shownName(p.file), place: { file, path: text === undefined ? [] : dataPathAt(text, p.line, p.col) } }
      }
      return { texts, problems: [...problems, ...warnings].map(placed) }
    },
    close: () => rmSync(scratch, { recursive: true, force: true }),
  }
}
