// The page at a chosen width (PreviewWidths.tsx), over the editor's own page. Why a frame: it is a
// window of its own within the editor's, so whatever asks the window its width (the site's
// breakpoints, `vw` in the pictures' sizes, scripts) is answered with the chosen one. The frame loads
// the same route as the editor's page in its preview mode (preview-page.tsx), which shows the drafts
// this window sends. A frame wider than the room is drawn smaller (a transform does not change the
// width the page is laid out at).
import { useEffect, useRef, useState } from 'react'
import { editorWords as words } from '../editor-words.ts'
import { messageFrom, previewQuery, type PreviewDrafts, type PreviewNews } from './preview-messages.ts'
import { panelsSlice, previewWidths } from '../shell/store/panels.ts'
import { select, selectionSlice } from '../shell/store/selection.ts'

/** Shown while a width is chosen: the page shown, at that width. */
export function PreviewFrame({ drafts }: { drafts: PreviewDrafts | undefined }) {
  const width = panelsSlice.use((s) => s.previewWidth ?? 'desktop')
  const page = selectionSlice.use((s) => s.page)
  const frame = useRef<HTMLIFrameElement>(null)
  const room = useRef<HTMLDivElement>(null)
  const [size, setSize] = useState({ width: 0, height: 0 })
  const pixels = previewWidths[width]
  const latest = useRef(drafts)
  latest.current = drafts
  const send = () => {
    if (latest.current) frame.current?.contentWindow?.postMessage(latest.current, location.origin)
  }
  useEffect(send, [drafts])
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const news = messageFrom<PreviewNews>(event, frame.current?.contentWindow)
      if (news && 'ready' in news) send()
      if (news && 'section' in news) select(news.section)
    }
    window.addEventListener('message', onMessage)
    // The editor's own page is under the frame: out of the way of Tab and screen readers meanwhile.
    const page = document.getElementById('root')
    if (page) page.inert = true
    const element = room.current!
    const observer = new ResizeObserver(() => setSize({ width: element.clientWidth, height: element.clientHeight }))
    observer.observe(element)
    return () => {
      window.removeEventListener('message', onMessage)
      if (page) page.inert = false
      observer.disconnect()
    }
  }, [])
  const scale = size.width ? Math.min(1, size.width / pixels) : 1
  const label = words.previewOf(words.previewWidths[width], pixels)
  return (
    <div role="region" aria-label={label} ref={room} data-editor-preview="" style={{ background: '#e5e7eb', overflow: 'hidden' }}>
      <iframe
        ref={frame}
        title={label}
        src={`${page}?${previewQuery}`}
        style={{
          position: 'absolute',
          top: 0,
          left: Math.max(0, (size.width - pixels * scale) / 2),
          width: pixels,
          height: size.height / scale,
          transform: `scale(${scale})`,
          transformOrigin: 'top left',
          border: 0,
          background: '#ffffff',
          boxShadow: '0 0 0 1px #9ca3af',
        }}
      />
    </div>
  )
}
