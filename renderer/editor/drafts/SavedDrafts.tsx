// Keeps the editor's history on disk as it changes (saved-drafts.ts), and brings it back when the page
// opens, with the places that changed on disk meanwhile as conflicts to settle. Where the eye is: how many
// changes came back from the last session (locally, where they wait for Save), and a banner fixed under the bar, the page moved down below it (use-banner-room.ts), naming once each place changed by
// someone else meanwhile as well as here: where it is in words, both texts, and Keep mine / Take
// theirs. The banner goes once every place is settled. Each such field is marked in the side panel
// (and in place on the page when its words show there) while it waits.
import { useEffect, useRef } from 'react'
import type { ShownConflict } from '../../../server/editor/contract.ts'
import { fieldId } from '../panels/SchemaFields.tsx'
import { buttonClass } from '../editor-look.ts'
import { useSite } from '../shell/store/queries.ts'
import { bannerShown, draftsSlice, setHistory } from '../shell/store/drafts.ts'
import { selectionSlice } from '../shell/store/selection.ts'
import { reviewWords as words } from '../review/review-words.ts'
import { loadSavedDrafts, useStoreDrafts } from './saved-drafts.ts'
import { useBannerRoom } from './use-banner-room.ts'
import { signInPages } from '../../../server/editor/sign-in-contract.ts'

/** The outline at each field waiting for a choice (by its id in the panel) and at its section on the page shown. */
const marks = (conflicts: ShownConflict[], shownFile: string | undefined) =>
  conflicts
    .flatMap((c) => [
      `#${fieldId(c.file, c.path)}`,
      ...(c.file === shownFile && c.path[0] === 'sections' && typeof c.path[1] === 'number' ? [`[data-editor-section="${c.path[1]}"]`] : []),
    ])
    .map((selector) => `${selector}{outline:3px dashed #d97706!important;outline-offset:-3px}`)
    .join('\n')

export function SavedDrafts({ hosted }: { hosted: boolean }) {
  const drafts = draftsSlice.use()
  const { history, restored, conflicts, unkept } = drafts
  const store = useStoreDrafts()
  useEffect(() => {
    loadSavedDrafts().then(
      (saved) => {
        // Words typed before the answer came stay, when there was nothing to bring back.
        if (saved.done.length || saved.undone.length) setHistory({ done: saved.done, undone: saved.undone })
        draftsSlice.set({ conflicts: saved.conflicts, sent: saved.sent, restored: saved.done.length })
      },
      () => draftsSlice.set({ restored: 0 }),
    )
  }, [])
  // Nothing is stored before the history has been read back, so an opening page never overwrites what it
  // is about to bring back.
  useEffect(() => {
    if (restored === undefined) return
    store({ ...history, conflicts })
  }, [history, conflicts, restored, store])
  // Keep mine adds the editor's change back to the history; take theirs leaves the file's words. Every
  // entry for that place goes: a place listed twice is settled once.
  const settle = (conflict: ShownConflict, keepMine: boolean) => {
    if (keepMine) setHistory((h) => ({ done: [...h.done, ...conflict.changes], undone: [] }))
    draftsSlice.set((s) => ({ conflicts: s.conflicts.filter((c) => c.file !== conflict.file || c.path.join('\0') !== conflict.path.join('\0')) }))
  }
  // Hosted, every change is kept as it is typed and the bar says how many wait to be sent: nothing was "unsaved".
  const site = useSite()
  const page = selectionSlice.use((s) => s.page)
  const shownFile = site?.pages.find((p) => p.path === page)?.file
  // One entry per place, however often the server listed it.
  const places = conflicts.filter((c, i) => conflicts.findIndex((o) => o.file === c.file && o.path.join('\0') === c.path.join('\0')) === i)
  const broughtBack = hosted ? 0 : restored
  const banner = useRef<HTMLDivElement>(null)
  const shown = bannerShown(hosted, drafts)
  useBannerRoom(banner, shown)
  if (!shown) return null
  return (
    <div data-editor-banner="" ref={banner}>
      {unkept && (
        <div role="alert" data-editor-unkept="">
          <p>{unkept === 'signed out' ? words.unkeptSignedOut : words.unkept(unkept)}</p>
          <span data-editor-choice="">
            {unkept === 'signed out' && (
              <a href={signInPages.signIn} target="_blank" rel="noopener" className={buttonClass.plain}>
                {words.signInAgain}
              </a>
            )}
            <button type="button" className={buttonClass.main} onClick={() => store({ ...history, conflicts })}>
              {words.keepThem}
            </button>
          </span>
        </div>
      )}
      {broughtBack ? <p data-editor-restored="">{words.restored(broughtBack)}</p> : null}
      {places.length > 0 && (
        <section aria-label={words.conflicts} data-editor-conflicts="">
          <style>{marks(places, shownFile)}</style>
          <h2>{words.conflicts}</h2>
          <p>{words.conflictsHint}</p>
          {places.map((conflict) => (
            <div role="group" aria-label={conflict.where} key={`${conflict.file} ${conflict.path.join('.')}`} data-editor-conflict="">
              <strong>{conflict.where}</strong>
              <span>{words.mine(conflict.mineText)}</span>
              <span>{words.theirs(conflict.theirsText)}</span>
              <span data-editor-choice="">
                <button type="button" className={buttonClass.main} onClick={() => settle(conflict, true)}>
                  {words.keepMine}
                </button>
                <button type="button" className={buttonClass.plain} onClick={() => settle(conflict, false)}>
                  {words.takeTheirs}
                </button>
              </span>
            </div>
          ))}
        </section>
      )}
    </div>
  )
}
