// The page from the keyboard (and for screen readers): each section of the page is a Tab stop named by
// its place, and Enter on it opens it in the panel; the open section's texts are Tab stops too, and
// Enter on one starts typing in it in place exactly as a click does (the same click handler runs),
// while Escape stops typing and leaves the focus on the text.
import { useEffect } from 'react'
import type { SiteString } from '../editor-api.ts'
import { findString } from './find-string.ts'
import { select, selectionSlice } from '../shell/store/selection.ts'

/** Made focusable by the editor: editor.css gives it a focus ring. */
const focusable = 'data-editor-focusable'
const textMark = 'data-editor-text'
const sectionSelector = '[data-editor-section]'
// Elements whose own role takes a name; any other root of a section is named as a group.
const named = new Set(['SECTION', 'ASIDE', 'NAV', 'ARTICLE', 'FORM', 'HEADER', 'FOOTER'])

// The wrapper live-edit.tsx puts around a section is `display: contents` and cannot take the focus:
// its first element, the section as the site draws it, does.
const sectionRoot = (wrapper: Element) => (wrapper.firstElementChild instanceof HTMLElement ? wrapper.firstElementChild : undefined)

function markSections(name: (index: number) => string) {
  for (const wrapper of document.querySelectorAll(sectionSelector)) {
    const root = sectionRoot(wrapper)
    if (!root) continue
    const label = name(Number(wrapper.getAttribute('data-editor-section')))
    if (root.getAttribute(focusable) === label) continue
    root.setAttribute(focusable, label)
    root.tabIndex = 0
    if (root.hasAttribute('aria-labelledby')) continue
    root.setAttribute('aria-label', label)
    if (!named.has(root.tagName) && !root.hasAttribute('role')) root.setAttribute('role', 'group')
  }
}

// The innermost elements of `section` whose whole text is a string of site/ (as a click would find it).
function editableTexts(section: HTMLElement, strings: SiteString[], pageFile: string | undefined): HTMLElement[] {
  const found = [...section.querySelectorAll<HTMLElement>('*')].filter(
    (element) => element.parentElement && findString(element, strings, pageFile, element.parentElement)?.element === element,
  )
  return found.filter((element) => !found.some((other) => other !== element && element.contains(other)))
}

function markTexts(selected: number | undefined, strings: SiteString[], pageFile: string | undefined) {
  const wrapper = selected === undefined ? null : document.querySelector(`[data-editor-section="${selected}"]`)
  const texts = new Set(wrapper ? [...wrapper.children].flatMap((root) => (root instanceof HTMLElement ? editableTexts(root, strings, pageFile) : [])) : [])
  for (const element of document.querySelectorAll<HTMLElement>(`[${textMark}]`)) {
    if (texts.has(element)) continue
    element.removeAttribute(textMark)
    element.removeAttribute(focusable)
    if (!element.isContentEditable) element.removeAttribute('tabindex')
  }
  for (const element of texts) {
    if (element.hasAttribute(textMark)) continue
    element.setAttribute(textMark, '')
    element.setAttribute(focusable, '')
    if (element.tabIndex < 0) element.tabIndex = 0
  }
}

/** `sectionName`: what a section is called, by its position. */
export function useKeyboardEditing(strings: SiteString[] | undefined, pageFile: string | undefined, sectionName: (index: number) => string) {
  const selected = selectionSlice.use((s) => s.selected)
  useEffect(() => {
    const page = document.getElementById('root')
    if (!strings || !page) return
    const mark = () => {
      markSections(sectionName)
      markTexts(selected, strings, pageFile)
    }
    mark()
    // The page draws again as drafts change: what it draws anew is marked again. Only added and removed
    // elements are watched, so the marks themselves (attributes) do not set it off.
    const observer = new MutationObserver(mark)
    observer.observe(page, { childList: true, subtree: true })
    return () => observer.disconnect()
  }, [strings, pageFile, selected, sectionName])

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target
      if (!(target instanceof HTMLElement) || target.closest('#site-editor')) return
      if (event.key === 'Escape' && target.isContentEditable) {
        event.preventDefault()
        target.removeAttribute('contenteditable')
        // Focus stays where the typing was, so Tab goes on from there.
        if (!target.hasAttribute('tabindex')) target.tabIndex = -1
        target.focus()
        return
      }
      if (event.key !== 'Enter' || target.isContentEditable) return
      if (target.hasAttribute(textMark)) {
        event.preventDefault()
        // The click's handler focuses the text to type in it, and the page holds still while it has
        // the focus: it must gain it then, not have it already.
        target.blur()
        target.click()
      } else if (target.parentElement?.matches(sectionSelector) && target.hasAttribute(focusable)) {
        event.preventDefault()
        select(Number(target.parentElement.getAttribute('data-editor-section')))
      }
    }
    document.addEventListener('keydown', onKey, true)
    return () => document.removeEventListener('keydown', onKey, true)
  }, [])
}
