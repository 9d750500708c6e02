// A request's before and after pictures (server/editor/requests/request-pictures.ts): for each page it
// changes, headed by its title (its address for a page without one), "On a computer" and "On a phone", Before and After side by side where there is room and one
// above the other on a phone; a line while they are made (asked again every few seconds), or why there
// are none. A full-length page is tall: each picture scrolls in a window, and opens whole in a new tab.
import { useQuery } from '@tanstack/react-query'
import type { CSSProperties } from 'react'
import { noteStyle, partHeadingStyle } from '../editor-look.ts'
import { loadPictures } from './requests-api.ts'
import { requestsWords as words } from './requests-words.ts'

const grid: CSSProperties = { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 260px), 1fr))', gap: 12, alignItems: 'start' }
const frame: CSSProperties = { margin: 0, border: '1px solid #e2e8f0', borderRadius: 8, overflow: 'hidden', background: '#f8fafc' }
const caption: CSSProperties = { padding: '6px 10px', fontWeight: 700, borderBottom: '1px solid #e2e8f0', background: '#ffffff' }
const view: CSSProperties = { maxHeight: 420, overflow: 'auto' }
const subheading: CSSProperties = { font: 'inherit', fontWeight: 600, margin: '12px 0 6px', color: '#334155' }

function Side({ label, address, alt, missing }: { label: string; address: string | undefined; alt: string; missing: string }) {
  return (
    <figure style={frame}>
      <figcaption style={caption}>{label}</figcaption>
      {address ? (
        <div style={view}>
          <a href={address} target="_blank" rel="noreferrer">
            <img src={address} alt={alt} style={{ display: 'block', width: '100%' }} />
          </a>
        </div>
      ) : (
        <p style={{ ...noteStyle, padding: '8px' }}>{missing}</p>
      )}
    </figure>
  )
}

export function RequestPictures({ id }: { id: string }) {
  const { data, error } = useQuery({
    queryKey: ['pictures', id],
    queryFn: () => loadPictures(id),
    refetchInterval: (query) => (query.state.data?.state === 'working' ? 5000 : false),
  })
  return (
    <section aria-label={words.pictures} data-editor-part="">
      <h3 style={partHeadingStyle}>{words.pictures}</h3>
      {error ? (
        <p>{words.picturesLoadFailed(error.message)}</p>
      ) : !data ? (
        <p aria-busy="true">{words.loading}</p>
      ) : data.state === 'working' ? (
        <p role="status">{words.picturesWorking}</p>
      ) : (
        <>
          {data.state === 'failed' && <p>{words.picturesFailed}</p>}
          {data.state === 'none' && <p>{words.noPictures}</p>}
          {data.pages.length > 0 && <p style={noteStyle}>{words.pictureWhole}</p>}
          {data.pages.map(({ route, title, widths }) => {
            const page = words.pageHeading(route, title)
            return (
              <section key={route} aria-label={page} style={{ marginTop: 12 }}>
                <h4 style={{ ...subheading, fontWeight: 700, color: '#0f172a' }}>{page}</h4>
                {widths.map(({ width, before, after }) => {
                  const where = words.widthWords(width)
                  return (
                    <div key={width}>
                      <h5 style={subheading}>{where}</h5>
                      <div style={grid}>
                        <Side label={words.before} address={before} alt={words.pictureAlt(words.before, where, page)} missing={words.noBefore} />
                        <Side label={words.after} address={after} alt={words.pictureAlt(words.after, where, page)} missing={words.noAfter} />
                      </div>
                    </div>
                  )
                })}
              </section>
            )
          })}
        </>
      )}
    </section>
  )
}
