// The editor's unsaved changes, kept on disk as they are made, so a closed tab, a reload or a crash of
// `npm run edit` loses nothing. They live in the editor's own folder (site-repo.ts: inside .git, never
// in site/, never committed), with the text of each file as it was when its first change was made:
//   GET drafts  the history to bring back, carried over to files changed on disk meanwhile
//               (draft-rebase.ts), with the places changed on both sides as conflicts
//   PUT drafts  { done, undone, conflicts } the history as it is now
import type { FastifyInstance } from 'fastify'
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { isDeepStrictEqual } from 'node:util'
import { parse } from 'yaml'
import { placeWords, shown } from './change-words.ts'
import { valueAt } from '../../renderer/editor/data-at.ts'
import { apiPrefix, editorRoutes, type Change, type Conflict, type DraftHistory, type SavedDraftsAnswer } from './contract.ts'
import { rebase } from './draft-rebase.ts'
import type { EditorContext } from './editor-context.ts'
import { change, conflict } from './schemas.ts'
import { editorStore } from './site-repo.ts'

interface Stored {
  done: Change[]
  undone: Change[]
  conflicts: Conflict[]
  /** Each file's text when its drafts began; null for a file that did not exist (a new page). */
  bases: Record<string, string | null>
}

const empty: Stored = { done: [], undone: [], conflicts: [], bases: {} }
const storeFile = (siteDir: string) => join(editorStore(siteDir), 'drafts.json')

/** Forgets the drafts: they have been written into site/ (by a proposal). */
export const clearSavedDrafts = (siteDir: string) => rmSync(storeFile(siteDir), { force: true })

function read(siteDir: string): Stored {
  try {
    return { ...empty, ...JSON.parse(readFileSync(storeFile(siteDir), 'utf8')) }
  } catch {
    return empty // none yet, or cut short by a crash mid-write: nothing to bring back
  }
}

const history = {
  type: 'object',
  properties: { done: { type: 'array', items: change }, undone: { type: 'array', items: change }, conflicts: { type: 'array', items: conflict } },
} as const

export async function savedDraftRoutes(app: FastifyInstance, { siteDir }: EditorContext) {
  const diskText = (file: string) => (existsSync(join(siteDir, file)) ? readFileSync(join(siteDir, file), 'utf8') : null)
  const dataOf = (text: string | null) => (text === null ? undefined : parse(text))
  const write = (stored: Stored) => writeFileSync(storeFile(siteDir), JSON.stringify(stored))

  app.get(apiPrefix + editorRoutes.drafts, (): SavedDraftsAnswer => {
      const stored = read(siteDir)
      const files = new Set([...stored.done, ...stored.undone, ...stored.conflicts].map((c) => c.file))
      const result: Stored = { done: stored.done, undone: stored.undone, conflicts: stored.conflicts, bases: {} }
      for (const file of files) {
        const now = diskText(file)
        result.bases[file] = now
        const base = stored.bases[file] === undefined ? now : stored.bases[file]
        if (base === now) continue
        const { kept, conflicts } = rebase(stored.done.filter((c) => c.file === file), dataOf(base), dataOf(now))
        result.done = result.done.filter((c) => c.file !== file || kept.includes(c))
        // What could have been redone was made on the old text: it goes.
        result.undone = result.undone.filter((c) => c.file !== file)
        // A conflict not settled yet stays one, against the file's words now, unless they are the editor's.
        const open = result.conflicts.filter((c) => c.file === file).flatMap((c) => {
          const theirs = valueAt(dataOf(now), c.path)
          return isDeepStrictEqual(theirs, c.mine) ? [] : [{ ...c, theirs, changes: c.changes.map((ch) => ({ ...ch, before: theirs })) }]
        })
        result.conflicts = [...result.conflicts.filter((c) => c.file !== file), ...open, ...conflicts]
      }
      write(result)
      const config = dataOf(diskText('site.yaml'))
      const shownConflicts = result.conflicts.map((c) => ({ ...c, where: placeWords(c.file, c.path, dataOf(diskText(c.file)), config), mineText: shown(c.mine), theirsText: shown(c.theirs) }))
    return { done: result.done, undone: result.undone, conflicts: shownConflicts }
  })

  app.put<{ Body: DraftHistory }>(apiPrefix + editorRoutes.drafts, { schema: { body: history } }, (request) => {
    const body = request.body
      const stored = read(siteDir)
      const next: Stored = { done: (body.done ?? []) as Change[], undone: (body.undone ?? []) as Change[], conflicts: (body.conflicts ?? []) as Conflict[], bases: {} }
      for (const { file } of [...next.done, ...next.undone, ...next.conflicts]) {
        next.bases[file] ??= stored.bases[file] === undefined ? diskText(file) : stored.bases[file]
      }
    write(next)
    return { kept: next.done.length }
  })
}
