// The editor's page (scripts/build/editor-bundle.ts builds it): the site's own client entry, which
// renders the route from scratch (the editor's pages are not prerendered), then the editor's overlay,
// and a reload whenever site/ changes on disk (a save, a hand edit, a git pull), as the development
// server did, so the page always starts from the files as they are.
import '../entry-client.tsx'
import './overlay.tsx'
import { reloadWhenSiteChanges } from './reload-on-change.ts'

reloadWhenSiteChanges()
