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
import { valueAt } from '../../../schema/data-at.ts'
import { placeWords, shownWhole } from '../review/change-words.ts'
import { apiPrefix, DraftHistory, DraftsKept, editorRoutes, SavedDraftsAnswer } from '../contract.ts'
import { rebase } from './draft-rebase.ts'
import { baseWith, sentNow, type RequestStateOf, type SentMark } from './sent-drafts.ts'
import type { EditorContext } from '../editor-context.ts'
import { siteFileText } from '../site/site-files.ts'

interface Stored extends DraftHistory {
  /** Each file's text when its drafts began; null for a file that did not exist (a new page). */
  bases: Record<string, string | null>
  /** Hosted: the change request the first changes were sent as (sent-drafts.ts). */
  sent?: SentMark
}

const empty: Stored = { done: [], undone: [], conflicts: [], bases: {} }

// One request at a time: each reads the history, then writes it whole, so none writes over another's,
// and a history sent just before a save cannot come back after the save forgot it. (One queue for
// everyone: a person's requests wait for another's, a few milliseconds.)
const queues = new WeakMap<EditorContext['drafts'], Promise<unknown>>()
function inTurn<T>({ drafts }: EditorContext, work: () => Promise<T>): Promise<T> {
  const next = (queues.get(drafts) ?? Promise.resolve()).then(work)
  const settled = next.catch(() => {})
  queues.set(drafts, settled)
  return next
}

const read = async ({ drafts, person }: EditorContext, request: FastifyRequest): Promise<Stored> => ({
  ...empty,
  ...(await (await drafts()).read(person(request))),
})
const write = async ({ drafts, person }: EditorContext, request: FastifyRequest, stored: Stored) => (await drafts()).write(person(request), { ...stored })

/** Forgets the person's drafts: they have been written into site/ (saved, or sent for review). */
export const clearSavedDrafts = (context: EditorContext, request: FastifyRequest) =>
  inTurn(context, async () => (await context.drafts()).clear(context.person(request)))

/** Hosted: the person's drafts were sent as `requestId`; they stay, marked as sent, while it is open. */
export const markDraftsSent = (context: EditorContext, request: FastifyRequest, requestId: string) =>
  inTurn(context, async () => {
    const stored = await read(context, request)
    await write(context, request, { ...stored, undone: [], sent: { request: requestId, done: stored.done.length } })
  })

export const savedDraftRoutes: FastifyPluginAsyncTypebox<{ context: EditorContext; requestState?: RequestStateOf }> = async (
  app,
  { context, requestState },
) => {
  const diskText = (file: string) => siteFileText(context.siteDir, file)
  const dataOf = (text: string | null) => (text === null ? undefined : parse(text))
  app.get(apiPrefix + editorRoutes.drafts, { schema: { response: { 200: SavedDraftsAnswer } } }, (request) =>
    inTurn(context, async () => {
      const stored = await read(context, request)
      const sent = await sentNow(stored.sent, stored.done, requestState)
      const files = new Set([...stored.done, ...stored.undone, ...stored.conflicts].map((c) => c.file))
      const done = stored.done.filter((c) => !sent.published.includes(c))
      const result: Stored = { done, undone: stored.undone, conflicts: stored.conflicts, bases: {}, sent: sent.mark }
      for (const file of files) {
        const now = diskText(file)
        result.bases[file] = now
        const base = stored.bases[file] === undefined ? now : stored.bases[file]
        if (base === now && !sent.published.some((c) => c.file === file)) continue
        const { kept, conflicts } = rebase(
          done.filter((c) => c.file === file),
          baseWith(dataOf(base), sent.published, file),
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
      await write(context, request, result)
      const config = dataOf(diskText('site.yaml'))
      const shownConflicts = result.conflicts.map((c) => ({
        ...c,
        where: placeWords(c.file, c.path, dataOf(diskText(c.file)), config),
        mineText: shownWhole(c.mine),
        theirsText: shownWhole(c.theirs),
      }))
      const shownSent = sent.mark && { request: sent.mark.request, changes: result.sent!.done, state: sent.state! }
      return { done: result.done, undone: result.undone, conflicts: shownConflicts, ...(shownSent && { sent: shownSent }) }
    }),
  )

  app.put(apiPrefix + editorRoutes.drafts, { schema: { body: DraftHistory, response: { 200: DraftsKept } } }, (request) =>
    inTurn(context, async () => {
      const stored = await read(context, request)
      const { done, undone, conflicts } = request.body
      const sent = stored.sent && { ...stored.sent, done: Math.min(stored.sent.done, done.length) }
      const next: Stored = { done, undone, conflicts, bases: {}, sent }
      for (const { file } of [...next.done, ...next.undone, ...next.conflicts]) {
        next.bases[file] ??= stored.bases[file] === undefined ? diskText(file) : stored.bases[file]
      }
      await write(context, request, next)
      return { kept: next.done.length }
    }),
  )
}
