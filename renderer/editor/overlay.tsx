// The editor's part in the page (built by scripts/build/editor-bundle.ts): a click on any text that
// comes from site/ makes that element editable in place (use-in-place.ts); each keystroke is a change in the history,
// checked by the local server with the validator's own code; Save sends the changed files' data, which
// the server splices into their text. The page itself stays the site's renderer, untouched.
import { useEffect, useMemo, useRef, useState } from 'react'
import { createRoot } from 'react-dom/client'
import type { Page, Section } from '../../schema/generated/site-types.ts'
import { valueAt, type DataPath } from './data-at.ts'
import { checkDrafts, loadEditorSite, saveDrafts, unplaced, type EditorSite, type PlacedProblem } from './editor-api.ts'
import { EditorBar } from './EditorBar.tsx'
import { editorWords as words } from './editor-words.ts'
import { drafts, emptyHistory, record, redo, undo, type History } from './edit-history.ts'
import { FactChoice } from './FactChoice.tsx'
import { factChanges } from './fact-typing.ts'
import { referencePattern } from '../../schema/references.ts'
import { FactNote } from './FactNote.tsx'
import { pageCopy } from './page-copy.ts'
import { HostedControls } from './HostedControls.tsx'
import { MessagesPanel } from './MessagesPanel.tsx'
import { ReviewPanel } from './ReviewPanel.tsx'
import { fieldId } from './SchemaFields.tsx'
import { SectionPanel } from './SectionPanel.tsx'
import { useInPlace } from './use-in-place.ts'
import { useLivePreview, type Checked } from './use-live-preview.ts'
import { SavedDrafts } from './SavedDrafts.tsx'

function Editor({ root }: { root: HTMLElement }) {
  const [site, setSite] = useState<EditorSite>()
  const [history, setHistory] = useState<History>(emptyHistory)
  const [problems, setProblems] = useState<PlacedProblem[]>([])
  const [selected, setSelected] = useState<number>()
  const [status, setStatus] = useState('')
  const [warning, setWarning] = useState<number>()
  const [page, setPage] = useState(location.pathname)
  // The place typed into last (an element in place, or a field's path), so typing on is one change.
  const lastEdited = useRef<HTMLElement | string>(undefined)

  useEffect(() => { loadEditorSite().then(setSite) }, [])
  const savedData = useMemo(() => Object.fromEntries((site?.files ?? []).map((f) => [f.name, f.data])), [site])
  const drafted = useMemo(() => drafts(history, savedData), [history, savedData])
  const [checked, setChecked] = useState<Checked>()
  const inPlace = useInPlace(site, root, history, setHistory, lastEdited, setSelected)
  useLivePreview(site, drafted, savedData, checked, inPlace.pinned)
  const pageFile = site?.pages.find((p) => p.path === page)?.file

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

  const step = (move: (h: History) => History) => {
    const next = move(history)
    lastEdited.current = undefined
    setHistory(next)
    inPlace.showValues(next)
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
    setStatus(words.saved(answer.saved ?? []))
    setProblems(unplaced(answer.problems))
    setHistory(emptyHistory)
    setSite(await loadEditorSite())
  }

  const goTo = (path: string) => {
    // The router follows history changes, so the page changes without a reload that would lose the edits.
    window.history.pushState(null, '', path)
    window.dispatchEvent(new PopStateEvent('popstate'))
    inPlace.forget()
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
    if (problem.file !== pageFile || problem.path[0] !== 'sections' || typeof problem.path[1] !== 'number') return
    setSelected(problem.path[1])
    requestAnimationFrame(() => document.getElementById(fieldId(problem.file, problem.path))?.focus())
  }
  const fileData = (file: string) => drafted[file] ?? savedData[file]
  const sections = (fileData(pageFile ?? '') as { sections?: Section[] } | undefined)?.sections ?? []
  const links = (site?.pages ?? []).flatMap(({ file, path }) => [path, ...((fileData(file) as Page | undefined)?.sections ?? []).flatMap((s) => (s.id ? [`${path}#${s.id}`] : []))])
  // How many strings of the site use the fact `name`, for the note beside a text that uses it.
  const uses = (name: string) => (site?.strings ?? []).filter((s) => [...s.raw.matchAll(referencePattern)].some((m) => m[1] === name)).length
  const editFact = (path: DataPath, before: unknown, after: unknown) => setHistory((h) => record(h, { file: 'site.yaml', path, before, after }, true))
  // "Change everywhere" after a plain value was typed over a field that used facts: the facts take the
  // values, and the field its words as they were, references and all.
  const useFactsInstead = (path: DataPath, written: string, values: Record<string, string>) => {
    if (!pageFile) return
    const file = pageFile
    setHistory((h) => [...factChanges(fileData('site.yaml'), values), { file, path, before: valueAt(fileData(file), path), after: written }].reduce((next, c) => record(next, c, false), h))
    lastEdited.current = undefined
  }
  const copyPage = (path: string, title: string) => {
    const page = fileData(pageFile ?? '') as Page | undefined
    if (!page) return
    setHistory((h) => pageCopy(page, fileData('site.yaml'), path, title).reduce((next, c) => record(next, c, false), h))
    setStatus(words.pageCopied(path))
  }

  // The panel first, so the bar (and its Save warning) stays above it.
  return (
    <>
    {pageFile && <SectionPanel file={pageFile} sections={sections} selected={selected} onSelect={setSelected} edit={editField} problemsAt={problemsAt}
      links={links} onCopyPage={copyPage} fact={(text, path) => <FactNote text={text} before={valueAt(savedData[pageFile], path)} facts={fileData('site.yaml')} uses={uses} onChange={editFact} onUseFacts={(written, values) => useFactsInstead(path, written, values)} />} />}
    {inPlace.focused && <FactChoice editing={inPlace.focused} facts={fileData('site.yaml')} uses={uses} onOnlyHere={() => inPlace.onlyHere(inPlace.focused!.element)} onClose={inPlace.closeNote} />}
    <EditorBar
      canUndo={history.done.length > 0} canRedo={history.undone.length > 0} status={status} problems={problems} checking={checked?.drafted !== drafted} onProblem={showProblem} warning={warning}
      pages={(site?.pages ?? []).map((p) => p.path).sort()} page={page}
      onSave={() => void save(false)} onSaveAnyway={() => void save(true)} onKeepEditing={() => setWarning(undefined)}
      onUndo={() => step(undo)} onRedo={() => step(redo)} onPage={goTo}
    >
      <ReviewPanel drafts={drafted} />
      <MessagesPanel />
      <SavedDrafts history={history} setHistory={setHistory} />
      <HostedControls page={page} />
    </EditorBar>
    </>
  )
}

const container = document.createElement('div')
container.id = 'site-editor'
document.body.append(container)
createRoot(container).render(<Editor root={container} />)
