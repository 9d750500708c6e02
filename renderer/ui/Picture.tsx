// A picture from site/images: every version the build made, for the browser to choose by the width it
// is shown at (`slot`), with the picture's own width and height so its space is kept before it loads.
// A photo is a <picture> offering WebP and, in the <img>, its JPEG or PNG fallback; an SVG is one <img>.
import type { SiteImage } from '../site-image.ts'
import { useSite } from '../site-context.tsx'
import { sizesOf, type GridSlot } from './image-slots.ts'

interface PictureProps {
  /** The path site/ writes: `images/team/jane-doe.jpg`. */
  path: string
  alt: string
  slot: GridSlot
  className?: string
}

export function Picture({ path, alt, slot, className }: PictureProps) {
  const image: SiteImage = useSite().images[path] ?? { src: '/' + path, sources: [] }
  const sizes = sizesOf(slot)
  const fallback = image.sources[image.sources.length - 1]
  const img = (
    <img
      src={image.src}
      srcSet={fallback?.srcset}
      sizes={fallback ? sizes : undefined}
      alt={alt}
      width={image.width}
      height={image.height}
      loading="lazy"
      decoding="async"
      className={className}
    />
  )
  if (image.sources.length < 2) return img
  return (
    <picture className="contents">
      {image.sources.slice(0, -1).map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcset} sizes={sizes} />
      ))}
      {img}
    </picture>
  )
}
