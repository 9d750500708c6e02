// The editor's bar, a region named "Editor": one slim row along the top of the window (editor.css), in
// the site's own type and colours. From the left: the skip link to the page, the person (hosted: a menu
// with Your sessions, People for owners, Sign out), the page being edited, the state of her changes in
// words and the Problems region; at the right the main action (local: Save; hosted, where every change
// is kept as it is typed: Review changes, where she sends them for review, and for publishers how many
// wait), Undo and Redo as small icons, and "More" (Page details, Messages, the preview widths; on a phone
// also Undo and Redo, so the page list has room for a page's title). It comes first in the page, so Save
// is within the first Tab stops. Save's warning shows below the bar.
import { useQuery } from '@tanstack/react-query'
import type { PlacedProblem } from '../editor-api.ts'
import { editorWords as words } from '../editor-words.ts'
import { pageWords } from '../pages/page-words.ts'
import { MessagesPanel } from '../messages/MessagesPanel.tsx'
import { HostedControls } from '../people/HostedControls.tsx'
import { useMe } from '../people/people-api.ts'
import { PreviewWidths } from '../preview/PreviewWidths.tsx'
import { RequestsEntry, RequestsRoom } from '../requests/RequestsEntry.tsx'
import { loadWaiting } from '../requests/requests-api.ts'
import { requestsWords } from '../requests/requests-words.ts'
import { publishes } from '../requests/requests-slice.ts'
import { ReviewPanel } from '../review/ReviewPanel.tsx'
import { initialsOf } from '../../ui/initials.ts'
import { BarMenu } from './BarMenu.tsx'
import { BarState } from './BarState.tsx'
import { buttonClass } from '../editor-look.ts'
import { draftsSlice } from './store/drafts.ts'
import { panelsSlice } from './store/panels.ts'
import { selectionSlice } from './store/selection.ts'
import { useSave } from './use-save.ts'
import { useNarrow } from './use-narrow.ts'

export interface EditorBarProps {
  /** The latest edits are still being checked: the list may change. */
  checking: boolean
  /** A problem in the list was chosen: show it at its field. */
  onProblem: (problem: PlacedProblem) => void
  /** Each page by its address, named by its title (as the browser tab shows it). */
  pages: { path: string; title: string }[]
  onUndo: () => void
  onRedo: () => void
  onPage: (path: string) => void
  /** The drafts, for Save and Review changes. */
  drafts: Record<string, unknown>
  /** The shown page's file, if it has one: Save shows its new address, More opens its Page panel. */
  pageFile: string | undefined
}

export function EditorBar(props: EditorBarProps) {
  const { history, warning } = draftsSlice.use()
  const page = selectionSlice.use((s) => s.page)
  const { pagePanel, collapsed } = panelsSlice.use()
  const save = useSave(props.drafts, props.pageFile)
  // The local editor has no `me` (null); hosted, the person signed in. Undefined while it is asked.
  const me = useMe()
  const hosted = Boolean(me)
  const name = me ? me.name || me.email : ''
  const narrow = useNarrow()
  // On a phone "2 waiting" is in More: its count shows on More's button (the same answer RequestsEntry asks for).
  const waiting = useQuery({ queryKey: ['waiting'], queryFn: loadWaiting, enabled: publishes(me?.role), refetchInterval: 15_000 }).data?.length
  const requests = <RequestsEntry />
  // Hosted, the bar's main action; in More on a phone's local bar, a control of the list whose panel is a
  // child of the list itself, so it stays in sight once the menu closes behind it (bar-menu.css).
  const reviewPanel = <ReviewPanel drafts={props.drafts} />
  const review = (
    <span data-editor-review="" data-main={hosted ? '' : undefined}>
      {reviewPanel}
    </span>
  )
  // Small icons in the bar, named for screen readers; in the menu, with their names shown.
  const undoRedo = (
    <>
      <button type="button" aria-label={words.undo} title={words.undo} className={buttonClass.icon} onClick={props.onUndo} disabled={!history.done.length}>
        <span aria-hidden="true">{words.icons.undo}</span>
        <span data-editor-icon-name="">{words.undo}</span>
      </button>
      <button type="button" aria-label={words.redo} title={words.redo} className={buttonClass.icon} onClick={props.onRedo} disabled={!history.undone.length}>
        <span aria-hidden="true">{words.icons.redo}</span>
        <span data-editor-icon-name="">{words.redo}</span>
      </button>
    </>
  )
  return (
    <div role="region" aria-label={words.editor} data-editor-bar="" data-hosted={hosted ? '' : undefined}>
      {/* #main is the site's own main element (renderer/App.tsx), which takes the focus. */}
      <a href="#main" data-editor-skip="">
        {words.skipToPage}
      </a>
      {me && (
        <BarMenu
          label={words.personMenu(name)}
          align="start"
          button={
            <>
              <span aria-hidden="true" data-editor-initials={initialsOf(name)} />
              <span data-editor-name="">{name}</span>
            </>
          }
        >
          <HostedControls page={page} />
        </BarMenu>
      )}
      <label data-editor-page="">
        <span data-editor-page-label="">{words.page}</span>
        <select value={page} onChange={(e) => props.onPage(e.target.value)}>
          {props.pages.map(({ path, title }) => (
            <option key={path} value={path}>
              {title}
            </option>
          ))}
        </select>
      </label>
      <BarState hosted={hosted} checking={props.checking} onProblem={props.onProblem} />
      <div data-editor-actions="">
        {me === null && (
          <button type="button" className={buttonClass.main} onClick={() => save(false)}>
            {words.save}
          </button>
        )}
        {!narrow && requests}
        {(hosted || !narrow) && review}
        {!narrow && undoRedo}
        <BarMenu
          label={words.more}
          named={narrow && waiting ? words.moreWith(requestsWords.waitingCount(waiting)) : words.more}
          button={
            <>
              <span data-editor-more-word="">{words.more}</span>{' '}
              <span aria-hidden="true" data-editor-more-sign="">
                {narrow ? words.icons.more : words.icons.menu}
              </span>
              {narrow && waiting ? <span data-editor-badge="">{waiting}</span> : null}
            </>
          }
        >
          {narrow && requests}
          {!hosted && narrow && reviewPanel}
          {narrow && undoRedo}
          {props.pageFile && (
            <button
              type="button"
              className={buttonClass.quiet}
              aria-pressed={pagePanel}
              onClick={() => panelsSlice.set({ pagePanel: !pagePanel, collapsed: pagePanel && collapsed })}
            >
              {pageWords.openPanel}
            </button>
          )}
          <MessagesPanel />
          <PreviewWidths />
          <p data-editor-hint="">{words.hint}</p>
        </BarMenu>
      </div>
      <RequestsRoom />
      {warning !== undefined && (
        <div role="alertdialog" aria-label={words.save} data-editor-warning="">
          <span>{words.saveWarning(warning)}</span>
          <button type="button" className={buttonClass.plain} onClick={() => save(true)}>
            {words.saveAnyway}
          </button>
          <button type="button" className={buttonClass.plain} onClick={() => draftsSlice.set({ warning: undefined })}>
            {words.keepEditing}
          </button>
        </div>
      )}
    </div>
  )
}
