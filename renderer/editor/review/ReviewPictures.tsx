// The review's pictures: how far the builds and screenshots are, then for each page that looks
// different its before and after pictures at each width, side by side (stacked on a narrow screen).
import { useEffect, useRef, useState, type CSSProperties } from 'react'
import { pictureUrl, type PicturesProgress } from './review-api.ts'
import { reviewWords as words } from './review-words.ts'

const widths = [1280, 375]
const folderOf = (route: string) => (route === '/' ? 'index' : route.slice(1))
const grid: CSSProperties = { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 280px), 1fr))', gap: 12, alignItems: 'start' }
const frame: CSSProperties = { margin: 0, border: '1px solid #d1d5db', borderRadius: 6, overflow: 'hidden', background: '#f9fafb' }
// A full-length page is tall: the picture scrolls in a window that opens where before and after first
// differ (a little above), and opens whole in a tab of its own.
const view: CSSProperties = { maxHeight: 480, overflow: 'auto' }
const margin = 80
/** Where a picture will be, while it is made or loaded. */
const coming = <div style={{ height: 120 }} aria-busy="true" />

function Picture({ file, label, offset }: { file: string; label: string; offset: number | undefined }) {
  const [url, setUrl] = useState<string>()
  const [loaded, setLoaded] = useState(false)
  const frameRef = useRef<HTMLDivElement>(null)
  useEffect(() => {
    let made: string | undefined
    pictureUrl(file).then(
      (u) => setUrl((made = u)),
      () => {},
    )
    return () => {
      if (made) URL.revokeObjectURL(made)
    }
  }, [file])
  // The offset may arrive after the picture (it is worked out once both pictures exist).
  useEffect(() => {
    const img = frameRef.current?.querySelector('img')
    if (!loaded || !img || !offset || !frameRef.current) return
    frameRef.current.scrollTop = Math.max(0, offset - margin) * (img.clientWidth / (img.naturalWidth || 1))
  }, [loaded, offset])
  if (!url) return coming
  return (
    <div style={view} ref={frameRef}>
      <a href={url} target="_blank" rel="noreferrer">
        <img src={url} alt={label} style={{ display: 'block', width: '100%' }} onLoad={() => setLoaded(true)} />
      </a>
    </div>
  )
}

export function ReviewPictures({ progress, errors }: { progress: PicturesProgress | undefined; errors: number }) {
  if (errors) return <p>{words.picturesWait(errors)}</p>
  if (!progress) return null
  const routes = progress.routes
  const listed = (['changed', 'added', 'removed'] as const).flatMap((kind) => (routes?.[kind] ?? []).map((route) => [route, kind] as const))
  return (
    <div>
      {progress.state === 'working' && (
        <div role="status">
          <p style={{ margin: '0 0 4px' }}>{words.picturesProgress(progress.step, progress.done, progress.total)}</p>
          <progress max={progress.total || undefined} value={progress.total ? progress.done : undefined} style={{ width: '100%' }} />
        </div>
      )}
      {progress.state === 'failed' && <p role="alert">{words.picturesFailed(progress.error ?? '')}</p>}
      {progress.state === 'done' && !listed.length && <p>{words.noRoutes}</p>}
      {listed.map(([route, kind]) => (
        <section key={route} aria-label={route} style={{ marginTop: 16 }}>
          <h3 style={{ font: 'inherit', fontWeight: 700, margin: '0 0 8px' }}>
            {route} <span style={{ fontWeight: 400, opacity: 0.7 }}>{words.routeKind[kind]}</span>
          </h3>
          {routes?.alike?.[route] && <p style={{ margin: '0 0 8px' }}>{words.alike(routes.alike[route])}</p>}
          {widths.map((width) => (
            <div key={width} style={{ marginBottom: 12 }}>
              <h4 style={{ font: 'inherit', margin: '0 0 4px', opacity: 0.8 }}>{words.width(width)}</h4>
              <div style={grid}>
                {(['before', 'after'] as const).map((name) => {
                  const file = `${folderOf(route)}/${name}-${width}.png`
                  const shot = progress.shots.includes(file)
                  if (!shot && (kind === 'added' ? name === 'before' : kind === 'removed' && name === 'after')) return null
                  const label = words.picture(route, words[name], width)
                  return (
                    <figure key={name} style={frame}>
                      <figcaption style={{ padding: '4px 8px', fontWeight: 600 }}>{words[name]}</figcaption>
                      {shot ? <Picture file={file} label={label} offset={progress.offsets[`${folderOf(route)}/${width}`]} /> : coming}
                    </figure>
                  )
                })}
              </div>
            </div>
          ))}
        </section>
      ))}
    </div>
  )
}
