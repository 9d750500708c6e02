// Where else a fact is used, in words, for the note beside a field that uses it (FactNote.tsx): each page
// by its title, a part of site.yaml by its name in the schema ("Header", "Footer"), each once.
import type { DataPath } from '../../../schema/data-at.ts'
import { referencePattern } from '../../../schema/references.ts'
import type { SiteString } from '../editor-api.ts'
import { factLabel } from '../panels/schema-parts.ts'

/** The places, in alphabetical order, of the texts as saved (`strings`) that use fact `name`, but the field at `file` and `path`. */
export function factPlaces(strings: SiteString[], name: string, file: string, path: DataPath, titleOf: (file: string) => string | undefined) {
  const here = path.join('\0')
  const places = strings
    .filter((s) => !(s.file === file && s.path.join('\0') === here) && [...s.raw.matchAll(referencePattern)].some((m) => m[1] === name))
    .map((s) => titleOf(s.file) ?? (s.file === 'site.yaml' ? factLabel(String(s.path[0])) : s.file))
  return [...new Set(places)].sort()
}
