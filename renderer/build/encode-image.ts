// One photo (JPEG, PNG or WebP of any size) made into versions for the web with sharp: WebP at a few
// widths, never wider than the photo, and a fallback in the photo's own family (JPEG, or PNG when it
// is transparent) for browsers without WebP. AVIF would be smaller but encodes 5 to 10 times slower
// on two cores (4000×3000 photo to 1600 px: AVIF effort 4 ~10 s, WebP ~1 s), so WebP it is.
// The versions are kept in a cache folder under a hash of the photo's bytes and these settings: an
// unchanged photo is never encoded again, whatever its name.
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'
import { messages } from '../../schema/messages.ts'
import { photoMaxPixels } from '../site-image.ts'

/** The widths offered, in pixels. A phone (375 px at 3x) or a laptop (2x) never needs more than 1600. */
const imageWidths = [400, 800, 1200, 1600]
const settings = { widths: imageWidths, webp: { quality: 75, effort: 4 }, jpeg: { quality: 75, mozjpeg: true }, png: { compressionLevel: 9 } }

interface EncodedVersion {
  width: number
  format: 'webp' | 'jpeg' | 'png'
  /** The file in the cache. */
  file: string
}

export interface EncodedImage {
  /** The first characters of the hash the cache keeps the photo under: part of every version's name. */
  hash: string
  width: number
  height: number
  versions: EncodedVersion[]
  fromCache: boolean
}

interface CacheRecord {
  width: number
  height: number
  versions: Omit<EncodedVersion, 'file'>[]
}

/** `path`: the photo's path in site/ (`images/team/x.jpg`), for what a refusal says. */
export async function encodeImage(source: string, cacheDir: string, path: string): Promise<EncodedImage> {
  const bytes = readFileSync(source)
  const key = createHash('sha256').update(JSON.stringify(settings)).update(bytes).digest('hex')
  const dir = join(cacheDir, key)
  const recordFile = join(dir, 'image.json')
  const fromCache = existsSync(recordFile)
  if (!fromCache) await encodeInto(bytes, dir, path)
  const record = JSON.parse(readFileSync(recordFile, 'utf8')) as CacheRecord
  const versions = record.versions.map((v) => ({ ...v, file: join(dir, `${v.width}.${v.format}`) }))
  return { hash: key.slice(0, 10), width: record.width, height: record.height, versions, fromCache }
}

async function encodeInto(bytes: Buffer, dir: string, path: string): Promise<void> {
  const meta = await sharp(bytes).metadata()
  // A camera's photo may be stored on its side with a tag saying how to turn it: sizes are upright.
  const { width, height } = meta.autoOrient
  // Validation names it first; here it is never opened, nor by sharp (limitInputPixels) in any case.
  if (width * height > photoMaxPixels) throw new Error(messages.photoTooManyPixels(path, width, height))
  const fallback = meta.hasAlpha ? 'png' : 'jpeg'
  const widths = [...imageWidths.filter((w) => w < width), Math.min(width, imageWidths[imageWidths.length - 1]!)]
  const versions = [...new Set(widths)].flatMap((w) => (['webp', fallback] as const).map((format) => ({ width: w, format })))
  // Written beside the final folder and renamed into place, so a build stopped halfway leaves no half entry.
  const partial = `${dir}.partial-${process.pid}`
  rmSync(partial, { recursive: true, force: true })
  mkdirSync(partial, { recursive: true })
  for (const { width: w, format } of versions) {
    const image = sharp(bytes, { limitInputPixels: photoMaxPixels }).autoOrient().resize({ width: w, withoutEnlargement: true })
    await image.toFormat(format, settings[format]).toFile(join(partial, `${w}.${format}`))
  }
  writeFileSync(join(partial, 'image.json'), JSON.stringify({ width, height, versions } satisfies CacheRecord))
  rmSync(dir, { recursive: true, force: true })
  renameSync(partial, dir)
}
