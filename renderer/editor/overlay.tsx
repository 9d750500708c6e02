// The editor's part in the page (built by scripts/build/editor-bundle.ts): a click on any text that
// comes from site/ makes that element editable in place; each keystroke is a change in the history,
// checked by the local server with the validator's own code; Save sends the changed files' data, which
// the server splices into their text. The page itself stays the site's renderer, untouched. The bar
// and the section panel are one dock (editor.css): beside the page on wide windows, a sheet along the
// bottom that collapses on narrow ones; it comes first in the page, so Save is near for the keyboard.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { createRoot } from 'react-dom/client'
import type { Page, Section } from '../../schema/generated/site-types.ts'
import type { DataPath } from './data-at.ts'
import { checkDrafts, loadEditorSite, saveDrafts, unplaced, type EditorSite, type PlacedProblem, type SiteString } from './editor-api.ts'
import { EditorBar } from './EditorBar.tsx'
import { editorWords as words } from './editor-words.ts'
import { currentText, drafts, emptyHistory, record, redo, undo, type Change, type History } from './edit-history.ts'
import { findString } from './find-string.ts'
import { referencePattern } from '../../schema/references.ts'
import { FactNote } from './FactNote.tsx'
import { pageCopy } from './page-copy.ts'
import { PagePanel } from './PagePanel.tsx'
import { buttonStyle } from './panel-style.ts'
import { pageWords } from './page-words.ts'
import { HostedControls } from './HostedControls.tsx'
import { MessagesPanel } from './MessagesPanel.tsx'
import { ReviewPanel } from './ReviewPanel.tsx'
import { fieldId } from './SchemaFields.tsx'
import { SectionPanel } from './SectionPanel.tsx'
import { copiedFrom } from './live-store.ts'
import { useLivePreview, type Checked } from './use-live-preview.ts'
import { usePhotoDrop } from './use-photo-drop.ts'
import { useShownPage } from './use-shown-page.ts'
import { SavedDrafts } from './SavedDrafts.tsx'
import { SheetToggle } from './SheetToggle.tsx'
import { useDockRoom } from './use-dock-room.ts'
import { useKeyboardEditing } from './use-keyboard-editing.ts'
import { PreviewFrame } from './PreviewFrame.tsx'
import { PreviewWidths, type PreviewWidth } from './PreviewWidths.tsx'

interface Editing { element: HTMLElement; string: SiteString }

function Editor({ root }: { root: HTMLElement }) {
  const [site, setSite] = useState<EditorSite>()
  const [history, setHistory] = useState<History>(emptyHistory)
  const [problems, setProblems] = useState<PlacedProblem[]>([])
  const [selected, setSelected] = useState<number>()
  // The Page panel in place of the Section panel; `made` says what Copy this page made, on the new page's panel.
  const [pagePanel, setPagePanel] = useState(false)
  const [made, setMade] = useState<{ file: string; text: string }>()
  const [typingInPlace, setTypingInPlace] = useState(false)
  const [status, setStatus] = useState('')
  const [warning, setWarning] = useState<number>()
  const [page, setPage] = useState(location.pathname)
  // The sheet starts collapsed, so a phone shows the page first (wide windows ignore it, editor.css).
  const [collapsed, setCollapsed] = useState(true)
  const [previewWidth, setPreviewWidth] = useState<PreviewWidth>()
  const dock = useRef<HTMLDivElement>(null)
  useDockRoom(dock)
  const historyRef = useRef(history)
  historyRef.current = history
  // Elements made editable, by place, so Undo and Redo can show the value they bring back.
  const bound = useRef(new Map<HTMLElement, SiteString>())
  // The place typed into last (an element in place, or a field's path), so typing on is one change.
  const lastEdited = useRef<HTMLElement | string>(undefined)

  useEffect(() => { loadEditorSite().then(setSite) }, [])
  const savedData = useMemo(() => Object.fromEntries((site?.files ?? []).map((f) => [f.name, f.data])), [site])
  const drafted = useMemo(() => drafts(history, savedData), [history, savedData])
  const [checked, setChecked] = useState<Checked>()
  useLivePreview(site, drafted, savedData, checked, typingInPlace)
  const { pageFile, allPages, setNewPage } = useShownPage(page, setPage, site?.pages, savedData, drafted)

  // Every change is checked as it is typed, a moment after the typing stops.
  useEffect(() => {
    if (!site) return
    // An answer about edits made since is dropped: answers may arrive out of order, and an older one
    // must not replace what the newest edits have.
    let latest = true
    const timer = setTimeout(() => {
      checkDrafts(drafted).then((found) => {
        if (!latest) return
        setProblems(found)
        setChecked({ drafted, problems: found })
      }, (e: Error) => setStatus(words.failed(e.message)))
    }, 150)
    setStatus(history.done.length ? words.unsaved(history.done.length) : '')
    return () => {
      latest = false
      clearTimeout(timer)
    }
  }, [history, site, drafted])

  // What the history says each bound element holds (after Undo or Redo).
  const showValues = useCallback((h: History) => {
    for (const [element, string] of bound.current) {
      const value = currentText(h, string, string.raw)
      if (element.textContent !== value && element.isConnected) element.textContent = value === string.raw ? string.shown : value
    }
  }, [])

  useEffect(() => {
    if (!site) return
    const onClick = (event: MouseEvent) => {
      const target = event.target as Element
      if (root.contains(target) || event.altKey) return
      // Any click in a section opens it in the side panel.
      const sectionElement = target.closest('[data-editor-section]')
      if (sectionElement) {
        setSelected(Number(sectionElement.getAttribute('data-editor-section')))
        setPagePanel(false)
      }
      const known = [...bound.current].find(([element]) => element.contains(target))
      const pageFile = site.pages.find((p) => p.path === location.pathname)?.file
      const found: Editing | undefined = known ? { element: known[0], string: known[1] } : findString(target, site.strings, pageFile, document.body)
      if (!found) return
      event.preventDefault()
      event.stopPropagation()
      const { element, string } = found
      if (!bound.current.has(element)) {
        bound.current.set(element, string)
        // Text with {{references}} or link markup is edited as written, not as shown.
        if (string.raw !== string.shown) element.textContent = currentText(historyRef.current, string, string.raw)
        element.addEventListener('focus', () => setTypingInPlace(true))
        element.addEventListener('blur', () => setTypingInPlace(false))
        element.addEventListener('input', () => {
          const before = currentText(historyRef.current, string, string.raw)
          const after = element.textContent ?? ''
          setHistory((h) => record(h, { file: string.file, path: string.path, before, after }, lastEdited.current === element))
          lastEdited.current = element
        })
      }
      element.contentEditable = 'plaintext-only'
      element.focus()
    }
    document.addEventListener('click', onClick, true)
    return () => document.removeEventListener('click', onClick, true)
  }, [site, root])

  const step = (move: (h: History) => History) => {
    const next = move(history)
    lastEdited.current = undefined
    setHistory(next)
    showValues(next)
  }

  const save = async (anyway: boolean) => {
    setWarning(undefined)
    const changed = drafted
    if (!Object.keys(changed).length) return setStatus(words.nothingToSave)
    const answer = await saveDrafts(changed, anyway)
    if (answer.status === 409) {
      setProblems(unplaced(answer.problems))
      return setWarning(answer.problems?.length ?? 0)
    }
    if (answer.status !== 200) return setStatus(words.failed(answer.error ?? String(answer.status)))
    // A page whose address was changed is shown at its new one (site/ changed: the page reloads there).
    const savedPath = (drafted[pageFile ?? ''] as Page | undefined)?.path
    if (savedPath && savedPath !== page) window.history.replaceState(null, '', savedPath)
    setStatus(words.saved(answer.saved ?? []))
    setProblems(unplaced(answer.problems))
    setHistory(emptyHistory)
    setSite(await loadEditorSite())
  }

  const goTo = (path: string) => {
    // The router follows history changes, so the page changes without a reload that would lose the edits.
    window.history.pushState(null, '', path)
    window.dispatchEvent(new PopStateEvent('popstate'))
    bound.current.clear()
    setSelected(undefined)
    setPage(path)
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
    if (inSection) setSelected(problem.path[1] as number)
    else if (problem.path.length) setPagePanel(true)
    else return
    const field = (path: DataPath) => document.getElementById(fieldId(problem.file, path))
    requestAnimationFrame(() => (field(problem.path) ?? field([...problem.path, 0]))?.focus())
  }
  const fileData = (file: string) => drafted[file] ?? savedData[file]
  const sections = (fileData(pageFile ?? '') as { sections?: Section[] } | undefined)?.sections ?? []
  usePhotoDrop(root, sections, useCallback((index: number) => { setSelected(index); setCollapsed(false) }, []))
  const sectionTypes = sections.map((s) => s.type).join()
  const sectionName = useCallback((index: number) => words.sectionHeading(sectionTypes.split(',')[index] ?? '', index + 1, sections.length), [sectionTypes])
  useKeyboardEditing({ strings: site?.strings, pageFile, selected, onSelect: setSelected, sectionName })
  const previewDrafts = useMemo(() => site && { site, drafted, saved: savedData, checked }, [site, drafted, savedData, checked])
  const links = (site?.pages ?? []).flatMap(({ file, path }) => [path, ...((fileData(file) as Page | undefined)?.sections ?? []).flatMap((s) => (s.id ? [`${path}#${s.id}`] : []))])
  // How many strings of the site use the fact `name`, for the note beside a text that uses it.
  const uses = (name: string) => (site?.strings ?? []).filter((s) => [...s.raw.matchAll(referencePattern)].some((m) => m[1] === name)).length
  const editFact = (path: DataPath, before: unknown, after: unknown) => setHistory((h) => record(h, { file: 'site.yaml', path, before, after }, true))
  const recordAll = (changes: Change[]) => setHistory((h) => changes.reduce((next, c) => record(next, c, false), h))
  // The copy is made in the drafts and opened at once, its Page panel saying what was made.
  const copyPage = (address: string, name: string) => {
    const from = fileData(pageFile ?? '') as Page | undefined
    if (!from) return
    const changes = pageCopy(from, fileData('site.yaml'), address, name)
    recordAll(changes)
    copiedFrom.set(address, from.path)
    setNewPage(changes[0]!.file)
    setMade({ file: changes[0]!.file, text: pageWords.made(name, address, from.path) })
    goTo(address)
    setPagePanel(true)
  }
  const pageData = fileData(pageFile ?? '') as Page | undefined

  const fact = (text: string) => <FactNote text={text} facts={fileData('site.yaml')} uses={uses} onChange={editFact} />
  return (
    <>
    <div data-editor-dock="" data-collapsed={collapsed ? '' : undefined} ref={dock}>
    <EditorBar
      canUndo={history.done.length > 0} canRedo={history.undone.length > 0} status={status} problems={problems} checking={checked?.drafted !== drafted} onProblem={showProblem} warning={warning}
      pages={[...(site?.pages ?? []), ...allPages.filter((p) => !(p.file in savedData))].map((p) => p.path).sort()} page={page}
      onSave={() => void save(false)} onSaveAnyway={() => void save(true)} onKeepEditing={() => setWarning(undefined)}
      onUndo={() => step(undo)} onRedo={() => step(redo)} onPage={goTo}
      sheetToggle={<SheetToggle collapsed={collapsed} onToggle={() => setCollapsed(!collapsed)} what={pagePanel ? pageWords.panel : selected === undefined ? words.section : sectionName(selected)} />}
      preview={<PreviewWidths chosen={previewWidth} onChoose={setPreviewWidth} />}
    >
      {pageFile && <button type="button" style={buttonStyle} aria-pressed={pagePanel} onClick={() => { setPagePanel(!pagePanel); if (!pagePanel) setCollapsed(false) }}>{pageWords.openPanel}</button>}
      <ReviewPanel drafts={drafted} />
      <MessagesPanel />
      <SavedDrafts history={history} setHistory={setHistory} />
      <HostedControls page={page} />
    </EditorBar>
    {pageFile && pageData && pagePanel && <PagePanel key={pageFile} file={pageFile} page={pageData} savedPath={(savedData[pageFile] as Page | undefined)?.path} history={history}
      files={{ ...savedData, ...drafted }} pages={allPages} edit={editField} record={recordAll} problemsAt={problemsAt} fact={fact}
      note={made?.file === pageFile ? made.text : undefined} onCopy={copyPage} onClose={() => setPagePanel(false)} />}
    {pageFile && !pagePanel && <SectionPanel file={pageFile} sections={sections} selected={selected} onSelect={setSelected} edit={editField} problemsAt={problemsAt}
      links={links} onPageDetails={() => setPagePanel(true)} fact={fact} />}
    </div>
    {previewWidth && <PreviewFrame key={page} width={previewWidth} page={page} drafts={previewDrafts} onSection={setSelected} />}
    </>
  )
}

const container = document.createElement('div')
container.id = 'site-editor'
// First in the page: the skip link and Save are the first Tab stops.
document.body.prepend(container)
createRoot(container).render(<Editor root={container} />)
