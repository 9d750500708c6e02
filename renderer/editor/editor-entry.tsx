// The editor's page (scripts/build/editor-bundle.ts builds it): the site's own client entry, which
// renders the route from scratch (the editor's pages are not prerendered), then the editor's overlay,
// which takes the site in place whenever site/ changes on disk (a hand edit, a git pull, a publication),
// without a reload, and is not told of its own Save, whose answer updates the page. In the editor's preview frame
// (PreviewFrame.tsx) the page is only shown, with the drafts the editor's window sends.
import '../entry-client.tsx'
import './editor.css'
import { inPreviewFrame } from './preview/preview-messages.ts'

if (inPreviewFrame()) {
  void import('./preview/preview-page.tsx')
} else {
  void import('./shell/overlay.tsx')
}
