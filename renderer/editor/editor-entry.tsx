// The editor's page (scripts/build/editor-bundle.ts builds it): the site's own client entry, which
// renders the route from scratch (the editor's pages are not prerendered), then the editor's overlay,
// and a reload whenever site/ changes on disk (a save, a hand edit, a git pull), as the development
// server did, so the page always starts from the files as they are. In the editor's preview frame
// (PreviewFrame.tsx) the page is only shown, with the drafts the editor's window sends.
import '../entry-client.tsx'
import './editor.css'
import { inPreviewFrame } from './preview/preview-messages.ts'
import { reloadWhenSiteChanges } from './shell/reload-on-change.ts'

if (inPreviewFrame()) {
  void import('./preview/preview-page.tsx')
} else {
  void import('./shell/overlay.tsx')
  reloadWhenSiteChanges()
}
