// The editor's unsaved changes, kept as they are made, so a closed tab, a reload or a crash of
// `npm run edit` loses nothing. They live in the message store's database (server/editor-drafts-store.ts:
// SQLite under DATA_DIR, or PostgreSQL with DATABASE_URL; never in site/, never committed), one row per
// person, with the text of each file as it was when its first change was made:
//   GET drafts  the history to bring back, carried over to files changed on disk meanwhile
//               (draft-rebase.ts), with the places changed on both sides as conflicts
//   PUT drafts  { done, undone, conflicts } the history as it is now
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyRequest } from 'fastify'
import { isDeepStrictEqual } from 'node:util'
import { parse } from 'yaml'
import { valueAt } from '../../../renderer/editor/drafts/data-at.ts'
import { placeWords, shownWhole } from '../review/change-words.ts'
import { apiPrefix, DraftHistory, DraftsKept, editorRoutes, SavedDraftsAnswer } from '../contract.ts'
import { rebase } from './draft-rebase.ts'
import type { EditorContext } from '../editor-context.ts'
import { siteFileText } from '../site/site-files.ts'

interface Stored extends DraftHistory {
  /** Each file's text when its drafts began; null for a file that did not exist (a new page). */
  bases: Record<string, string | null>
}

const empty: Stored = { done: [], undone: [], conflicts: [], bases: {} }

// One request at a time: each reads the history, then writes it whole, so none writes over another's,
// and a history sent just before a save cannot come back after the save forgot it. (One queue for
// everyone: a person's requests wait for another's, a few milliseconds.)
const queues = new WeakMap<EditorContext['drafts'], Promise<unknown>>()
function inTurn<T>({ drafts }: EditorContext, work: () => Promise<T>): Promise<T> {
  const next = (queues.get(drafts) ?? Promise.resolve()).then(work)
  queues.set(
    drafts,
    next.catch(() => {}),
  )
  return next
}

/** Forgets the person's drafts: they have been written into site/ (saved, or sent for review). */
export const clearSavedDrafts = (context: EditorContext, request: FastifyRequest) =>
  inTurn(context, async () => (await context.drafts()).clear(context.person(request)))

export const savedDraftRoutes: FastifyPluginAsyncTypebox<EditorContext> = async (app, context) => {
  const { siteDir, drafts, person } = context
  const diskText = (file: string) => siteFileText(siteDir, file)
  const dataOf = (text: string | null) => (text === null ? undefined : parse(text))
  const read = async (request: FastifyRequest): Promise<Stored> => ({ ...empty, ...(await (await drafts()).read(person(request))) })
  const write = async (request: FastifyRequest, stored: Stored) => (await drafts()).write(person(request), { ...stored })
  app.get(apiPrefix + editorRoutes.drafts, { schema: { response: { 200: SavedDraftsAnswer } } }, (request) =>
    inTurn(context, async () => {
      const stored = await read(request)
      const files = new Set([...stored.done, ...stored.undone, ...stored.conflicts].map((c) => c.file))
      const result: Stored = { done: stored.done, undone: stored.undone, conflicts: stored.conflicts, bases: {} }
      for (const file of files) {
        const now = diskText(file)
        result.bases[file] = now
        const base = stored.bases[file] === undefined ? now : stored.bases[file]
        if (base === now) continue
        const { kept, conflicts } = rebase(
          stored.done.filter((c) => c.file === file),
          dataOf(base),
          dataOf(now),
        )
        result.done = result.done.filter((c) => c.file !== file || kept.includes(c))
        // What could have been redone was made on the old text: it goes.
        result.undone = result.undone.filter((c) => c.file !== file)
        // A conflict not settled yet stays one, against the file's words now, unless they are the editor's.
        const open = result.conflicts
          .filter((c) => c.file === file)
          .flatMap((c) => {
            const theirs = valueAt(dataOf(now), c.path)
            return isDeepStrictEqual(theirs, c.mine) ? [] : [{ ...c, theirs, changes: c.changes.map((ch) => ({ ...ch, before: theirs })) }]
          })
        // One entry per place: a new conflict where one was still open (typed on meanwhile) takes its place.
        const fresh = new Set(conflicts.map((c) => JSON.stringify(c.path)))
        result.conflicts = [...result.conflicts.filter((c) => c.file !== file), ...open.filter((c) => !fresh.has(JSON.stringify(c.path))), ...conflicts]
      }
      await write(request, result)
      const config = dataOf(diskText('site.yaml'))
      const shownConflicts = result.conflicts.map((c) => ({
        ...c,
        where: placeWords(c.file, c.path, dataOf(diskText(c.file)), config),
        mineText: shownWhole(c.mine),
        theirsText: shownWhole(c.theirs),
      }))
      return { done: result.done, undone: result.undone, conflicts: shownConflicts }
    }),
  )

  app.put(apiPrefix + editorRoutes.drafts, { schema: { body: DraftHistory, response: { 200: DraftsKept } } }, (request) =>
    inTurn(context, async () => {
      const stored = await read(request)
      const next: Stored = { done: request.body.done, undone: request.body.undone, conflicts: request.body.conflicts, bases: {} }
      for (const { file } of [...next.done, ...next.undone, ...next.conflicts]) {
        next.bases[file] ??= stored.bases[file] === undefined ? diskText(file) : stored.bases[file]
      }
      await write(request, next)
      return { kept: next.done.length }
    }),
  )
}
