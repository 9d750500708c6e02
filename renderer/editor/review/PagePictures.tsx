// One page's before and after pictures, headed by its title, "On a computer" and "On a phone", Before and
// After side by side where there is room and one above the other on a phone: the same for the changes a
// person reviews before sending them (ReviewPictures.tsx) and for a request a publisher reads
// (requests/RequestPictures.tsx). A full-length page is tall: each picture scrolls in a window, opened
// where before and after first differ when that is known, and opens whole in a new tab.
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { reviewWords as words } from './review-words.ts'

/** One side of a page at one width: its picture's address (none yet while it is made or loaded), or null
 * where the page was not (a new page) or is not (a removed one). `offset`: where the two first differ, in the picture's px. */
export type PictureSide = { src?: string; offset?: number } | null

export interface PagePicturesProps {
  route: string
  title?: string
  note?: ReactNode
  widths: { width: number; before: PictureSide; after: PictureSide }[]
}

// The window opens a little above the first difference.
const margin = 80

function PictureWindow({ src, alt, offset }: { src: string; alt: string; offset?: number }) {
  const frame = useRef<HTMLDivElement>(null)
  const [loaded, setLoaded] = useState(false)
  // The offset may arrive after the picture (it is worked out once both pictures exist).
  useEffect(() => {
    const img = frame.current?.querySelector('img')
    if (!loaded || !img || !offset || !frame.current) return
    frame.current.scrollTop = Math.max(0, offset - margin) * (img.clientWidth / (img.naturalWidth || 1))
  }, [loaded, offset])
  return (
    <div className="page-pictures-window" ref={frame}>
      <a href={src} target="_blank" rel="noreferrer">
        <img src={src} alt={alt} onLoad={() => setLoaded(true)} />
      </a>
    </div>
  )
}

function Side({ side, label, alt, missing }: { side: PictureSide; label: string; alt: string; missing: string }) {
  return (
    <figure>
      <figcaption>{label}</figcaption>
      {side === null ? (
        <p className="page-pictures-missing">{missing}</p>
      ) : side.src ? (
        <PictureWindow src={side.src} alt={alt} offset={side.offset} />
      ) : (
        <div className="page-pictures-coming" aria-busy="true" />
      )}
    </figure>
  )
}

export function PagePictures({ route, title, note, widths }: PagePicturesProps) {
  const page = words.pageHeading(route, title)
  return (
    <section aria-label={page} className="page-pictures">
      <h4>{page}</h4>
      {note}
      {widths.map(({ width, before, after }) => {
        const where = words.widthWords(width)
        return (
          <div key={width}>
            <h5>{where}</h5>
            <div className="page-pictures-sides">
              <Side side={before} label={words.before} alt={words.pictureAlt(words.before, where, page)} missing={words.noBefore} />
              <Side side={after} label={words.after} alt={words.pictureAlt(words.after, where, page)} missing={words.noAfter} />
            </div>
          </div>
        )
      })}
    </section>
  )
}
