// The review's pictures: how far the builds and screenshots are, then each page that looks different as
// PagePictures.tsx shows it, with the other pages showing the same change named under it.
import { useEffect, useRef, useState } from 'react'
import { pictureUrl, type PicturesProgress } from './review-api.ts'
import { PagePictures, type PictureSide } from './PagePictures.tsx'
import { reviewWords as words } from './review-words.ts'
import { pictureFolderOf } from '../../../schema/route-file.ts'

const widths = [1280, 375]

/** The review's pictures as addresses the page can show, each fetched once it is made: with the session's
 * token, which an <img> could not send. */
function usePictureUrls(files: string[]): Record<string, string> {
  const [urls, setUrls] = useState<Record<string, string>>({})
  const asked = useRef(new Map<string, Promise<string>>())
  useEffect(() => {
    for (const file of files.filter((f) => !asked.current.has(f))) {
      const url = pictureUrl(file)
      asked.current.set(file, url)
      url.then(
        (u) => setUrls((shown) => ({ ...shown, [file]: u })),
        () => asked.current.delete(file),
      )
    }
  }, [files.join('\n')])
  useEffect(() => () => asked.current.forEach((url) => void url.then(URL.revokeObjectURL, () => {})), [])
  return urls
}

export function ReviewPictures({ progress, errors }: { progress: PicturesProgress | undefined; errors: number }) {
  const urls = usePictureUrls(progress?.shots ?? [])
  if (errors) return <p>{words.picturesWait(errors)}</p>
  if (!progress) return null
  const routes = progress.routes
  const titles = routes?.titles ?? {}
  const listed = (['changed', 'added', 'removed'] as const).flatMap((kind) => (routes?.[kind] ?? []).map((route) => [route, kind] as const))
  const side = (route: string, kind: string, name: 'before' | 'after', width: number): PictureSide => {
    if (kind === (name === 'before' ? 'added' : 'removed')) return null
    const file = `${pictureFolderOf(route)}/${name}-${width}.png`
    return { src: urls[file], offset: progress.offsets[`${pictureFolderOf(route)}/${width}`] }
  }
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
      {listed.length > 0 && <p className="page-pictures-hint">{words.pictureWhole}</p>}
      {listed.map(([route, kind]) => (
        <PagePictures
          key={route}
          route={route}
          title={titles[route]}
          note={routes?.alike?.[route] && <p>{words.alike(routes.alike[route].map((other) => words.pageHeading(other, titles[other])))}</p>}
          widths={widths.map((width) => ({ width, before: side(route, kind, 'before', width), after: side(route, kind, 'after', width) }))}
        />
      ))}
    </div>
  )
}
