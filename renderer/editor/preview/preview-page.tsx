// The page inside the preview frame (PreviewFrame.tsx): the site's own page, at the frame's width, showing
// the drafts the editor's window sends. A click on a section opens it in the editor's panel; links are
// not followed, so the frame stays on the page being edited.
import { useEffect, useState } from 'react'
import { createRoot } from 'react-dom/client'
import { messageFrom, type PreviewDrafts, type PreviewNews } from './preview-messages.ts'
import { useLivePreview } from './use-live-preview.ts'

const tell = (news: PreviewNews) => window.parent.postMessage(news, location.origin)

function PreviewPage() {
  const [drafts, setDrafts] = useState<PreviewDrafts>()
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const sent = messageFrom<PreviewDrafts>(event, window.parent)
      if (sent) setDrafts(sent)
    }
    const onClick = (event: MouseEvent) => {
      const target = event.target as Element
      if (target.closest('a[href], [type="submit"]')) event.preventDefault()
      const section = target.closest('[data-editor-section]')
      if (section) tell({ section: Number(section.getAttribute('data-editor-section')) })
    }
    const listening = new AbortController()
    window.addEventListener('message', onMessage, listening)
    document.addEventListener('click', onClick, { capture: true, signal: listening.signal })
    tell({ ready: true })
    return () => listening.abort()
  }, [])
  useLivePreview(drafts?.site, drafts?.drafted ?? {}, drafts?.saved ?? {}, drafts?.checked, undefined)
  return null
}

createRoot(document.body.appendChild(document.createElement('div'))).render(<PreviewPage />)
