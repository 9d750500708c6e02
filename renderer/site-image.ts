// What the renderer knows of an image under site/images, by the path site/ writes (`images/team/x.jpg`):
// the address of each version the build made and the picture's own size, so the page can offer the
// browser a choice of widths and reserve the picture's space before it arrives.
export interface ImageSource {
  /** `image/webp`, `image/jpeg` or `image/png`. */
  type: string
  /** `url 400w, url 800w, …`: the versions of one format, narrowest first. */
  srcset: string
}

export interface SiteImage {
  /** The address to show without a choice: an SVG as it is, or a photo's largest fallback version. */
  src: string
  /** The picture's own size in pixels (upright, as a camera's orientation tag says), when known. */
  width?: number
  height?: number
  /** For photos: the modern format first, then the fallback the <img> itself carries. */
  sources: ImageSource[]
}

/** The most pixels a photo may have: 50 megapixels, more than a camera's largest (about 45). A larger one
 * takes seconds and hundreds of megabytes to open (a PNG of 16,000 × 16,000 pixels, 776 KB: 7.3 s and
 * 492 MB), and a small file can say it is that large. Validation calls it an error, the editor refuses
 * it, and the build never opens it: each reads only its size first. */
export const photoMaxPixels = 50_000_000

/** The files the build makes versions of; any other file under site/images is served as it is. */
export const photoExtensions = ['.jpg', '.jpeg', '.png', '.webp']

/** The only files site/images may hold (schema/folder-problems.ts): served as they are, or as versions. */
export const pictureExtensions = [...photoExtensions, '.avif', '.gif', '.svg']
