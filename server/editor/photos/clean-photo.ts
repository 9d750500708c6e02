// A photo someone gives the editor, checked by decoding it whole with sharp (never by its name or its
// first bytes) and written out again: turned upright as the camera's orientation tag says, and with
// none of its metadata (sharp keeps none unless asked), so the place it was taken (GPS), the camera and
// the date never reach the site. It stays in its own family (JPEG, PNG, WebP); any other kind sharp
// reads (TIFF, GIF, AVIF…) becomes a JPEG, or a PNG when it is transparent. The build makes the web
// versions from it (renderer/build/encode-image.ts), so it is kept at full size and high quality.
import sharp from 'sharp'
import { photoMaxPixels } from '../../../renderer/site-image.ts'
import { editorErrors } from '../editor-errors.ts'

const outputs = {
  jpeg: { extension: 'jpg', options: { quality: 90 } },
  png: { extension: 'png', options: { compressionLevel: 6 } },
  webp: { extension: 'webp', options: { quality: 90 } },
} as const

export async function cleanPhoto(bytes: Buffer) {
  // Its size is read from its header first: one over the limit is refused before it is opened (a
  // small file can say it is 16,000 × 16,000 pixels, which took 7.3 s and 492 MB to open).
  const meta = await sharp(bytes)
    .metadata()
    .catch(() => undefined)
  if (!meta) throw editorErrors.notAPhoto()
  if ((meta.width ?? 0) * (meta.height ?? 0) > photoMaxPixels) throw editorErrors.photoTooManyPixels(photoMaxPixels / 1_000_000)
  try {
    const format = meta.format === 'png' || meta.format === 'webp' || meta.format === 'jpeg' ? meta.format : meta.hasAlpha ? 'png' : 'jpeg'
    const { extension, options } = outputs[format]
    // failOn 'warning' (sharp's default) also refuses a photo cut short, which would show grey at the bottom.
    const data = await sharp(bytes, { limitInputPixels: photoMaxPixels }).autoOrient().toFormat(format, options).toBuffer()
    return { data, extension }
  } catch (error) {
    if (/pixel limit/i.test((error as Error).message)) throw editorErrors.photoTooManyPixels(photoMaxPixels / 1_000_000)
    throw editorErrors.notAPhoto()
  }
}
