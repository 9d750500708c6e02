// Typing on the page itself: a click on any text that comes from site/ finds exactly the string it
// shows (find-string.ts, among the strings of the drafts, so a text typed a moment ago is found again)
// and makes that element editable. Each keystroke is a change of the history. A text that uses facts
// is typed as shown, never as reference markup: typing that keeps the words around a fact's value
// changes the fact (fact-typing.ts), so every place follows; "only here" changes this text alone.
// While an element is typed in, the page shows every other place anew but keeps that one as it was
// when the typing began (`pinned`): re-rendering under the caret would move the caret.
import { useCallback, useEffect, useRef, useState, type MutableRefObject } from 'react'
import { resolveText } from '../../../schema/references.ts'
import { shownStrings } from '../../../schema/shown-strings.ts'
import type { EditorSite, SiteString } from '../editor-api.ts'
import { valueAt } from '../../../schema/data-at.ts'
import { currentText, drafts, record, type Change, type History } from '../drafts/edit-history.ts'
import { draftsSlice, setHistory } from '../shell/store/drafts.ts'
import { panelsSlice } from '../shell/store/panels.ts'
import { select } from '../shell/store/selection.ts'
import { factChanges, factNames, factsFile, normal, rereference, typedFactValues } from '../facts/fact-typing.ts'
import { pagesNow } from '../pages/page-copy.ts'
import { findString } from './find-string.ts'

type Files = Record<string, unknown>

/** A place kept as it was shown while it is typed in: its text, without references, at its path. */
export type Pinned = Pick<Change, 'file' | 'path'> & { text: string }

interface Bound {
  string: SiteString
  onlyHere: boolean
  // Takes the element's listeners away when the page it was bound on is left.
  unbind: AbortController
}

/** The element typed in, and the facts its text uses. */
export type InPlace = Omit<Bound, 'unbind'> & { element: HTMLElement; facts: string[] }

export function useInPlace(site: EditorSite | undefined, root: HTMLElement, lastEdited: MutableRefObject<HTMLElement | string | undefined>) {
  const [pinned, setPinned] = useState<Pinned>()
  const [focused, setFocused] = useState<InPlace>()
  const now = () => draftsSlice.get().history
  // Elements made editable, by place, so Undo and Redo can show the value they bring back.
  const bound = useRef(new Map<HTMLElement, Bound>())
  // The page the elements were bound on: React may keep an element across pages (a copied page's
  // heading), and its binding names the other page's file.
  const boundOn = useRef<string>(undefined)
  const saved = useRef<Files>({})
  saved.current = Object.fromEntries((site?.files ?? []).map((f) => [f.name, f.data]))
  const filesOf = (h: History): Files => ({ ...saved.current, ...drafts(h, saved.current) })
  // What the files hold now, which a Save changes under a text made editable before it.
  const writtenOf = (h: History, string: SiteString) => currentText(h, string, String(valueAt(saved.current[string.file], string.path) ?? string.raw))

  // Every bound element back to plain text, its listeners gone.
  const unbindAll = useCallback(() => {
    for (const [element, place] of bound.current) {
      place.unbind.abort()
      element.removeAttribute('contenteditable')
    }
    bound.current.clear()
  }, [])

  useEffect(() => {
    if (!site) return
    // One keystroke: the facts' new values, or this text's own when it no longer shows them so.
    const typed = (element: HTMLElement, { string, onlyHere }: Bound, template: string) => {
      const text = element.textContent ?? ''
      const extend = lastEdited.current === element
      setHistory((h) => {
        const facts = filesOf(h)[factsFile]
        const values = onlyHere ? undefined : typedFactValues(template, text)
        if (values) return factChanges(facts, values).reduce((next, change) => record(next, change, extend), h)
        return record(h, { file: string.file, path: string.path, before: writtenOf(h, string), after: rereference(template, facts, text) }, extend)
      })
      lastEdited.current = element
    }
    const onClick = (event: MouseEvent) => {
      const target = event.target as Element
      if (root.contains(target) || event.altKey) return
      // Any click in a section opens it in the side panel.
      const sectionElement = target.closest('[data-editor-section]')
      if (sectionElement) {
        select(Number(sectionElement.getAttribute('data-editor-section')))
        panelsSlice.set({ pagePanel: false })
      }
      if (boundOn.current !== location.pathname) unbindAll()
      boundOn.current = location.pathname
      const files = filesOf(now())
      const known = [...bound.current].find(([element]) => element.contains(target))
      // A page made by Copy this page has no saved file yet: its drafted file is the one shown.
      const pageFile = site.pages.find((p) => p.path === location.pathname)?.file ?? pagesNow(files, {}).find((p) => p.path === location.pathname)?.file
      const strings = shownStrings(Object.entries(files).map(([name, data]) => ({ name, data })))
      const found = known ? { element: known[0], string: known[1].string } : findString(target, strings, pageFile, document.body)
      if (!found) return
      event.preventDefault()
      event.stopPropagation()
      const { element, string } = found
      if (!bound.current.has(element)) {
        const place: Bound = { string, onlyHere: false, unbind: new AbortController() }
        const signal = place.unbind.signal
        bound.current.set(element, place)
        const template = writtenOf(now(), string)
        // Link markup is typed as written; a fact's reference never is: its value is.
        const text = resolveText(template, files[factsFile])
        if (normal(element.textContent ?? '') !== normal(text)) element.textContent = text
        const onFocus = () => {
          setPinned({ file: string.file, path: string.path, text: resolveText(writtenOf(now(), string), filesOf(now())[factsFile]) })
          setFocused({ element, string, facts: factNames(template), onlyHere: place.onlyHere })
        }
        element.addEventListener('focus', onFocus, { signal })
        // A link has the focus already: the press of the mouse gave it.
        if (document.activeElement === element) onFocus()
        element.addEventListener('blur', () => setPinned(undefined), { signal })
        element.addEventListener('input', () => typed(element, place, template), { signal })
      }
      element.contentEditable = 'plaintext-only'
      element.focus()
    }
    document.addEventListener('click', onClick, true)
    return () => document.removeEventListener('click', onClick, true)
  }, [site, root, lastEdited, unbindAll])

  /** What the history says each bound element holds (after Undo or Redo). */
  const showValues = useCallback((h: History) => {
    const facts = filesOf(h)[factsFile]
    for (const [element, { string }] of bound.current) {
      const value = writtenOf(h, string)
      const text = value === string.raw && !value.includes('{{') ? string.shown : resolveText(value, facts)
      if (element.textContent !== text && element.isConnected) element.textContent = text
    }
  }, [])

  /** This element's text changes alone from now on (Undo takes back a fact typed into it before). */
  const onlyHere = (element: HTMLElement) => {
    const place = bound.current.get(element)
    if (!place) return
    place.onlyHere = true
    setFocused((f) => f && { ...f, onlyHere: true })
    element.focus()
  }

  const forget = () => {
    unbindAll()
    setFocused(undefined)
  }
  return { pinned, focused, showValues, onlyHere, forget, closeNote: () => setFocused(undefined) }
}
