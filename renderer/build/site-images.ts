// Every file under site/images, as the site serves it. A photo (JPEG, PNG, WebP) becomes the versions
// renderer/build/encode-image.ts makes, under content-hashed names in /assets/images/ (cached for a year:
// a changed photo gets new names); the photo itself is never sent. The other pictures (SVG, AVIF, GIF)
// are served as they are, at /images/<its path>; any other file is left out (validation refuses it:
// schema/folder-problems.ts), so a page or a script put there is never published nor served by the editor. The result feeds both the pages (through the site plugin's
// modules, so the prerendered HTML and the browser's render agree) and the build's copy into dist/.
import { extname, join } from 'node:path'
import sharp from 'sharp'
import { isHidden, siteEntries } from '../../schema/site-entries.ts'
import { defaultCacheRoot } from '../../scripts/build/content-cache.ts'
import { photoExtensions, pictureExtensions, type ImageSource, type SiteImage } from '../site-image.ts'
import { encodeImage } from './encode-image.ts'

// Beside the build's other cached results (BUILD_CACHE_DIR names another folder; tests use a temporary one).
const defaultImageCache = join(defaultCacheRoot, 'images')
const types = { webp: 'image/webp', jpeg: 'image/jpeg', png: 'image/png' }

export interface SiteImages {
  /** By the path site/ writes: `images/team/Jane Doe.JPG`. */
  images: Record<string, SiteImage>
  /** What to serve: path in the built site, not URL-encoded (`/images/team/Jane Doe.svg`,
   *  `/assets/images/team/jane-doe-800.1a2b3c4d5e.webp`) → file on disk. */
  files: Map<string, string>
  /** How many photos had to be encoded (the rest came from the cache). */
  encoded: number
}

/** `Jane Doe.JPG` → `jane-doe`: a name that needs no escaping in a URL or a shell (also the editor's photo names). */
export function slug(name: string): string {
  return (
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'image'
  )
}

/** Every picture under the site's images/ that is published, as paths inside it (team/x.jpg), sorted. */
function filesUnder(siteDir: string): string[] {
  // Plain files only, never through a link, nor a hidden file; a site without an images folder has no pictures, which is valid.
  return siteEntries(siteDir, 'images')
    .files.filter((path) => !isHidden(path) && pictureExtensions.includes(extname(path).toLowerCase()))
    .map((path) => path.slice('images/'.length))
}

const urlOf = (path: string) => '/' + path.split('/').map(encodeURIComponent).join('/')

export async function siteImages(siteDir: string, cacheDir = defaultImageCache): Promise<SiteImages> {
  const result: SiteImages = { images: {}, files: new Map(), encoded: 0 }
  for (const name of filesUnder(siteDir)) {
    const path = `images/${name}`
    const file = join(siteDir, 'images', name)
    if (!photoExtensions.includes(extname(name).toLowerCase())) {
      result.files.set(`/${path}`, file)
      if (extname(name).toLowerCase() === '.svg') result.images[path] = { src: urlOf(path), ...(await svgSize(file)), sources: [] }
      continue
    }
    const encoded = await encodeImage(file, cacheDir, path)
    if (!encoded.fromCache) result.encoded++
    const folders = name.split('/')
    const stem = folders.pop()!.slice(0, -extname(name).length)
    const base = ['/assets/images', ...folders.map(slug), slug(stem)].join('/')
    const sources: ImageSource[] = []
    let largest = ''
    for (const format of [...new Set(encoded.versions.map((v) => v.format))]) {
      const versions = encoded.versions.filter((v) => v.format === format)
      const urls = versions.map((v) => `${base}-${v.width}.${encoded.hash}.${format}`)
      versions.forEach((v, i) => result.files.set(urls[i]!, v.file))
      sources.push({ type: types[format], srcset: versions.map((v, i) => `${urls[i]} ${v.width}w`).join(', ') })
      largest = urls[urls.length - 1]!
    }
    // The fallback format comes last: its largest version is the <img>'s src and the shared-link picture.
    result.images[path] = { src: largest, width: encoded.width, height: encoded.height, sources }
  }
  return result
}

/** An SVG's own width and height, when it states them; the page reserves its space with them. */
async function svgSize(file: string): Promise<{ width?: number; height?: number }> {
  try {
    const { width, height } = await sharp(file).metadata()
    return { width, height }
  } catch {
    return {}
  }
}
