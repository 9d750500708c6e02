// The editor's part in the page (built by scripts/build/editor-bundle.ts): a click on any text that
// comes from site/ makes that element editable in place (use-in-place.ts); each keystroke is a change in the history,
// checked by the local server with the validator's own code; Save sends the changed files' data, which
// the server splices into their text. The page itself stays the site's renderer, untouched. The bar
// and the section panel are one dock (editor.css): beside the page on wide windows, a sheet along the
// bottom that collapses on narrow ones; it comes first in the page, so Save is near for the keyboard.
import { QueryClientProvider } from '@tanstack/react-query'
import { useCallback, useEffect, useMemo, useRef } from 'react'
import { createRoot } from 'react-dom/client'
import type { Page, Section } from '../../../schema/generated/site-types.ts'
import { valueAt, type DataPath } from '../../../schema/data-at.ts'
import { checkDrafts, type PlacedProblem } from '../editor-api.ts'
import { EditorBar } from './EditorBar.tsx'
import { editorWords as words } from '../editor-words.ts'
import { drafts, record, redo, undo, type Change, type History } from '../drafts/edit-history.ts'
import { FactChoice } from '../facts/FactChoice.tsx'
import { factChanges } from '../facts/fact-typing.ts'
import { referencePattern } from '../../../schema/references.ts'
import { shownStrings } from '../../../schema/shown-strings.ts'
import { FactNote } from '../facts/FactNote.tsx'
import { factPlaces } from '../facts/fact-places.ts'
import { pageCopy } from '../pages/page-copy.ts'
import { PagePanel } from '../pages/PagePanel.tsx'
import { pageWords } from '../pages/page-words.ts'
import { fieldId } from '../panels/SchemaFields.tsx'
import { SectionPanel } from '../panels/SectionPanel.tsx'
import { sectionName as typeName } from '../panels/schema-parts.ts'
import { copiedFrom } from '../preview/live-store.ts'
import { useInPlace } from '../in-place/use-in-place.ts'
import { useLivePreview } from '../preview/use-live-preview.ts'
import { usePhotoDrop } from '../photos/use-photo-drop.ts'
import { useShownPage } from '../pages/use-shown-page.ts'
import { homePath } from '../../../schema/needed-paths.ts'
import { SavedDrafts } from '../drafts/SavedDrafts.tsx'
import { useMe } from '../people/people-api.ts'
import { SheetToggle } from './SheetToggle.tsx'
import { useDockRoom } from './use-dock-room.ts'
import { useKeyboardEditing } from '../in-place/use-keyboard-editing.ts'
import { PreviewFrame } from '../preview/PreviewFrame.tsx'
import { useFollowSite } from './follow-site.ts'
import { draftsSlice, setHistory } from './store/drafts.ts'
import { panelsSlice } from './store/panels.ts'
import { editorQueries, useSite } from './store/queries.ts'
import { select, selectionSlice, showPage } from './store/selection.ts'
import { config } from 'virtual:site-config'
import { sayTimesIn } from '../firm-time.ts'

sayTimesIn(config.firm.timeZone)

function Editor({ root }: { root: HTMLElement }) {
  const site = useSite()
  const hosted = Boolean(useMe())
  useFollowSite()
  const { history, problems, checked } = draftsSlice.use()
  const { page, selected } = selectionSlice.use()
  const { pagePanel, collapsed, previewWidth } = panelsSlice.use()
  const dock = useRef<HTMLDivElement>(null)
  useDockRoom(dock)
  // The place typed into last (an element in place, or a field's path), so typing on is one change.
  const lastEdited = useRef<HTMLElement | string>(undefined)

  const savedData = useMemo(() => Object.fromEntries((site?.files ?? []).map((f) => [f.name, f.data])), [site])
  const savedStrings = useMemo(() => site && shownStrings(site.files), [site])
  const drafted = useMemo(() => drafts(history, savedData), [history, savedData])
  const inPlace = useInPlace(site, root, lastEdited)
  useLivePreview(site, drafted, savedData, checked, inPlace.pinned)
  const { pageFile, allPages, setNewPage } = useShownPage(site?.pages, savedData, drafted)

  // Every change is checked as it is typed, a moment after the typing stops.
  useEffect(() => {
    if (!site) return
    // An answer about edits made since is dropped: answers may arrive out of order, and an older one
    // must not replace what the newest edits have.
    let latest = true
    const timer = setTimeout(() => {
      checkDrafts(drafted).then(
        (found) => {
          if (latest) draftsSlice.set({ problems: found, checked: { drafted, problems: found } })
        },
        (e: Error) => draftsSlice.set({ note: words.checkFailed(e.message) }),
      )
    }, 150)
    return () => {
      latest = false
      clearTimeout(timer)
    }
  }, [site, drafted])

  const step = (move: (h: History) => History) => {
    const next = move(history)
    lastEdited.current = undefined
    setHistory(next)
    inPlace.showValues(next)
  }
  const goTo = (path: string) => {
    showPage(path)
    inPlace.forget()
    select(undefined)
  }

  // A field of the side panel: typing on in the same field is one change.
  const editField = (path: DataPath, before: unknown, after: unknown) => {
    if (!pageFile) return
    const place = `${pageFile}\0${path.join('\0')}`
    setHistory((h) => record(h, { file: pageFile, path, before, after }, lastEdited.current === place))
    lastEdited.current = place
  }
  const problemsAt = (path: DataPath) => problems.filter((p) => p.file === pageFile && p.path.join('\0') === path.join('\0')).map((p) => p.text)
  // A problem in the list opens its section in the panel and puts the cursor in its field.
  const showProblem = (problem: PlacedProblem) => {
    if (problem.file !== pageFile) return
    // A field of the page itself (its description, its keywords…) is in the Page panel; a list's first item takes the cursor.
    const inSection = problem.path[0] === 'sections' && typeof problem.path[1] === 'number'
    if (inSection) select(problem.path[1] as number)
    else if (problem.path.length) panelsSlice.set({ pagePanel: true })
    else return
    const field = (path: DataPath) => document.getElementById(fieldId(problem.file, path))
    requestAnimationFrame(() => (field(problem.path) ?? field([...problem.path, 0]))?.focus())
  }
  const fileData = (file: string) => drafted[file] ?? savedData[file]
  const pageData = fileData(pageFile ?? '') as Page | undefined
  const sections: Section[] = pageData?.sections ?? []
  usePhotoDrop(root, sections)
  const sectionTypes = sections.map((s) => s.type).join()
  const sectionName = useCallback(
    (index: number) => words.sectionHeading(typeName(sectionTypes.split(',')[index] ?? ''), index + 1, sections.length),
    [sectionTypes],
  )
  useKeyboardEditing(savedStrings, pageFile, sectionName)
  const previewDrafts = useMemo(() => site && { site, drafted, saved: savedData, checked }, [site, drafted, savedData, checked])
  const links = (site?.pages ?? []).flatMap(({ file, path }) => [
    path,
    ...((fileData(file) as Page | undefined)?.sections ?? []).flatMap((s) => (s.id ? [`${path}#${s.id}`] : [])),
  ])
  // How many strings of the site use the fact `name`, for the note beside a text that uses it.
  const uses = (name: string) => (savedStrings ?? []).filter((s) => [...s.raw.matchAll(referencePattern)].some((m) => m[1] === name)).length
  const editFact = (path: DataPath, before: unknown, after: unknown) => setHistory((h) => record(h, { file: 'site.yaml', path, before, after }, true))
  const recordAll = (changes: Change[]) => setHistory((h) => changes.reduce((next, c) => record(next, c, false), h))
  // "Change everywhere" after a plain value was typed over a field that used facts: the facts take the
  // values, and the field its words as they were, references and all.
  const useFactsInstead = (file: string, path: DataPath, written: string, values: Record<string, string>) => {
    recordAll([...factChanges(fileData('site.yaml'), values), { file, path, before: valueAt(fileData(file), path), after: written }])
    lastEdited.current = undefined
  }
  // The copy is made in the drafts and opened at once, its Page panel saying what was made.
  const copyPage = (address: string, name: string) => {
    if (!pageData) return
    const changes = pageCopy(pageData, fileData('site.yaml'), address, name)
    recordAll(changes)
    copiedFrom.set(address, pageData.path)
    setNewPage(changes[0]!.file)
    panelsSlice.set({ made: { file: changes[0]!.file, text: pageWords.made(name, address, pageData.path) } })
    goTo(address)
    panelsSlice.set({ pagePanel: true })
  }

  const fact = (text: string, path: DataPath) =>
    pageFile && (
      <FactNote
        text={text}
        before={valueAt(savedData[pageFile], path)}
        facts={fileData('site.yaml')}
        places={(name) => factPlaces(savedStrings ?? [], name, pageFile, path, (file) => allPages.find((p) => p.file === file)?.title)}
        onChange={editFact}
        onUseFacts={(written, values) => useFactsInstead(pageFile, path, written, values)}
      />
    )
  return (
    <>
      <div data-editor-dock="" data-collapsed={collapsed ? '' : undefined} ref={dock}>
        <EditorBar
          checking={checked?.drafted !== drafted}
          onProblem={showProblem}
          pages={[...(site?.pages ?? []), ...allPages.filter((p) => !(p.file in savedData))]
            .map(({ file, path }) => ({ path, title: allPages.find((p) => p.file === file)?.title ?? path }))
            .sort((a, b) => Number(b.path === homePath) - Number(a.path === homePath) || a.title.localeCompare(b.title))}
          onUndo={() => step(undo)}
          onRedo={() => step(redo)}
          onPage={goTo}
          drafts={drafted}
          pageFile={pageFile}
        />
        <SavedDrafts hosted={hosted} />
        <SheetToggle what={pagePanel ? pageWords.panel : selected === undefined ? words.section : sectionName(selected)} />
        {pageFile && pageData && pagePanel && (
          <PagePanel
            key={pageFile}
            file={pageFile}
            page={pageData}
            savedPath={(savedData[pageFile] as Page | undefined)?.path}
            files={{ ...savedData, ...drafted }}
            pages={allPages}
            edit={editField}
            record={recordAll}
            problemsAt={problemsAt}
            fact={fact}
            onCopy={copyPage}
          />
        )}
        {pageFile && !pagePanel && (
          <SectionPanel
            file={pageFile}
            sections={sections}
            facts={fileData('site.yaml')}
            edit={editField}
            problemsAt={problemsAt}
            links={links}
            onPageDetails={() => panelsSlice.set({ pagePanel: true })}
            fact={fact}
          />
        )}
      </div>
      {inPlace.focused && (
        <FactChoice
          editing={inPlace.focused}
          facts={fileData('site.yaml')}
          uses={uses}
          onOnlyHere={() => inPlace.onlyHere(inPlace.focused!.element)}
          onClose={inPlace.closeNote}
        />
      )}
      {previewWidth && <PreviewFrame key={page} drafts={previewDrafts} />}
    </>
  )
}

const container = document.createElement('div')
container.id = 'site-editor'
// First in the page: the skip link and Save are the first Tab stops.
document.body.prepend(container)
createRoot(container).render(
  <QueryClientProvider client={editorQueries}>
    <Editor root={container} />
  </QueryClientProvider>,
)
