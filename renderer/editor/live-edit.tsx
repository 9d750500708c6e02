// The editor's version of renderer/live-edit.tsx (swapped in by scripts/build/editor-bundle.ts): the
// page and its header and footer show the drafts from live-store.ts without a reload, each section is marked with its position
// so a click can pick it, and a section whose draft cannot be drawn shows a note instead of taking the
// whole preview down.
import { Component, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react'
import type { Page, SiteConfig } from '../../schema/generated/site-types.ts'
import type { LoadedPage } from '../load-page.ts'
import { loadSectionComponents, type SectionComponents } from '../registry.ts'
import { editorWords as words } from './editor-words.ts'
import { liveSnapshot, subscribeLive } from './live-store.ts'

export function useLivePage(loaded: LoadedPage): LoadedPage {
  const { pages } = useSyncExternalStore(subscribeLive, liveSnapshot)
  const [extra, setExtra] = useState<SectionComponents>({})
  const page = pages.get(loaded.page.path)
  const components = { ...loaded.components, ...extra }
  const missing = page?.sections.map((s) => s.type).filter((type) => !components[type]) ?? []
  useEffect(() => {
    if (missing.length) void loadSectionComponents(missing).then((more) => setExtra((known) => ({ ...known, ...more })))
  }, [missing.join()])
  if (!page) return loaded
  // A section added a moment ago shows once its component has loaded.
  return { ...loaded, components, page: { ...page, sections: page.sections.filter((s) => components[s.type]) as Page['sections'] } }
}

/** The layout data with the drafts (a fact typed anywhere shows in the header and footer at once). */
export function useLiveConfig(built: SiteConfig): SiteConfig {
  return useSyncExternalStore(subscribeLive, liveSnapshot).config ?? built
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
