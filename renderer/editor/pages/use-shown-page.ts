// The page the editor shows, by its file: a saved page by its address, or a page made by Copy this page,
// which has no saved file yet. While such a page is shown, the address in the browser follows its drafted
// address (typed, or undone), since the preview shows a new page at that address (live-edit.tsx).
import { useEffect, useMemo, useRef, useState } from 'react'
import type { Page } from '../../../schema/generated/site-types.ts'
import { copiedFrom } from '../preview/live-store.ts'
import { pagesNow } from './page-copy.ts'
import { selectionSlice, showPage } from '../shell/store/selection.ts'

type Files = Record<string, unknown>

export function useShownPage(saved: { file: string; path: string }[] | undefined, savedData: Files, drafted: Files) {
  const page = selectionSlice.use((s) => s.page)
  const allPages = useMemo(() => pagesNow(savedData, drafted), [savedData, drafted])
  const [newPage, setNewPage] = useState<string>()
  const newPath = newPage && !(newPage in savedData) ? (drafted[newPage] as Page | undefined)?.path : undefined
  const newPageWas = useRef<string>(undefined)
  const pageFile =
    (newPath && (page === newPath || page === newPageWas.current) ? newPage : undefined) ??
    saved?.find((p) => p.path === page)?.file ??
    // A new page's drafts brought back after a reload at its address.
    allPages.find((p) => p.path === page && !(p.file in savedData))?.file
  useEffect(() => {
    const was = newPageWas.current
    newPageWas.current = newPath
    if (!newPath || !was || page !== was || newPath === page) return
    copiedFrom.set(newPath, copiedFrom.get(was) ?? was)
    showPage(newPath, true)
  }, [newPath, page])
  return { pageFile, allPages, setNewPage }
}
