// The slim bar above the previewed site, in plain words: the request's title, what this is, its changes,
// a choice of the site's pages, and (for a preview link) the comment box.
import { useId } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { homePath } from '../../../schema/needed-paths.ts'
import { isOpen, type PreviewSite } from '../../../server/editor/requests-contract.ts'
import { routePath } from '../../load-page.ts'
import { liveSlice } from '../preview/live-store.ts'
import { CommentBox } from './CommentBox.tsx'
import { previewLinkWords as words } from './preview-link-words.ts'
import { commentBox, kindAbout } from './preview-source.ts'

/** The bar's class: the site's links and forms are kept in the preview, the bar's own are not (preview-site.tsx). */
export const barClass = 'pl-bar'

const stateWords = { waiting: words.waiting, 'changes asked': words.waiting, published: words.published, declined: words.closed }

export function PreviewBar({ preview, paths, ready }: { preview: PreviewSite; paths: string[]; ready: (path: string) => Promise<void> }) {
  const navigate = useNavigate()
  const here = routePath(useLocation().pathname)
  const pages = liveSlice.use((state) => state.pages)
  const choice = useId()
  const titled = paths
    .map((path) => ({ path, title: pages.get(path)?.title ?? path }))
    .sort((a, b) => Number(b.path === homePath) - Number(a.path === homePath) || a.title.localeCompare(b.title))
  return (
    <section className={barClass} aria-label={words.bar}>
      <div className="pl-about">
        <p className="pl-title">{preview.title}</p>
        <p className="pl-what">{kindAbout ?? stateWords[preview.state]}</p>
        {/* A request of one change is titled with it: said once. */}
        {preview.changes.some((change) => change !== preview.title) && (
          <details className="pl-changes" open>
            <summary>{words.changes}</summary>
            <ul>
              {preview.changes.map((change, i) => (
                <li key={i}>{change}</li>
              ))}
            </ul>
          </details>
        )}
        <label className="pl-pages" htmlFor={choice}>
          {words.page}
        </label>
        <select
          id={choice}
          className="pl-select"
          value={paths.includes(here) ? here : ''}
          onChange={(event) => {
            const path = event.target.value
            void ready(path).then(() => navigate(path))
          }}
        >
          {!paths.includes(here) && <option value="">{here}</option>}
          {titled.map(({ path, title }) => (
            <option key={path} value={path}>
              {title === path ? path : `${title} (${path})`}
            </option>
          ))}
        </select>
        <p className="pl-quiet">{words.readOnly}</p>
      </div>
      {/* Comments are asked for only while they can be read before the changes are published or declined. */}
      {commentBox && isOpen(preview) && <CommentBox send={commentBox} />}
    </section>
  )
}
