// The editor's version of renderer/live-edit.tsx (swapped in by scripts/build/editor-bundle.ts): the
// page and its header and footer show the drafts from live-store.ts without a reload, each section is marked with its position
// so a click can pick it, and a section whose draft cannot be drawn shows a note instead of taking the
// whole preview down.
import { Component, useEffect, useState, type ReactNode } from 'react'
import type { Page, SiteConfig } from '../../../schema/generated/site-types.ts'
import { loadedPage, routePath, type LoadedPage } from '../../load-page.ts'
import { loadSectionComponents, type SectionComponents } from '../../registry.ts'
import { editorWords as words } from '../editor-words.ts'
import { copiedFrom, liveSlice } from './live-store.ts'

export function useLivePage(loaded: LoadedPage): LoadedPage {
  const { pages, images: added } = liveSlice.use()
  const [extra, setExtra] = useState<SectionComponents>({})
  // A page made in the drafts (Copy this page) has no route yet: the router loads the not-found page at
  // its address, and the draft shows in its place, with the icons and pictures of the page it copies.
  const here = routePath(location.pathname)
  const drafted = here !== loaded.page.path ? pages.get(here) : undefined
  const page = drafted ?? pages.get(loaded.page.path)
  const from = drafted && loadedPage(copiedFrom.get(here) ?? here)
  if (from) loaded = { ...loaded, icons: { ...loaded.icons, ...from.icons }, images: { ...loaded.images, ...from.images } }
  const components = { ...loaded.components, ...extra }
  const missing = page?.sections.map((s) => s.type).filter((type) => !components[type]) ?? []
  useEffect(() => {
    if (missing.length) void loadSectionComponents(missing).then((more) => setExtra((known) => ({ ...known, ...more })))
  }, [missing.join()])
  const images = { ...loaded.images, ...added }
  if (!page) return { ...loaded, images }
  // A section added a moment ago shows once its component has loaded.
  return { ...loaded, images, components, page: { ...page, sections: page.sections.filter((s) => components[s.type]) as Page['sections'] } }
}

/** The layout data with the drafts (a fact typed anywhere shows in the header and footer at once). */
export function useLiveConfig(built: SiteConfig): SiteConfig {
  return liveSlice.use().config ?? built
}

class SectionBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false }
  static getDerivedStateFromError = () => ({ failed: true })
  // The next draft is a new chance to draw the section.
  override componentDidUpdate(previous: { children: ReactNode }) {
    if (this.state.failed && previous.children !== this.props.children) this.setState({ failed: false })
  }
  override render() {
    return this.state.failed ? <p style={{ padding: 16, background: '#fef3c7', color: '#78350f' }}>{words.sectionNotShown}</p> : this.props.children
  }
}

export function LiveSection({ index, children }: { index: number; children: ReactNode }) {
  return (
    <div data-editor-section={index} style={{ display: 'contents' }}>
      <SectionBoundary>{children}</SectionBoundary>
    </div>
  )
}
