// For tests: a copy of the sample site (schema/site-copy.ts) whose home page ends with a team section showing
// the given pictures, and photo-like test pictures made with sharp.
import { cpSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import sharp from 'sharp'
import { parseDocument } from 'yaml'
import { sampleSiteDir } from '../../schema/site-copy.ts'

export interface PhotoSite {
  dir: string
  /** The home page's file, its path (`/`) and the text of the file as written. */
  pageFile: string
  route: string
}

/** Copies the site into `dir` and adds a team section with one member per image path (`images/…`). */
export function siteWithPhotos(dir: string, images: string[]): PhotoSite {
  cpSync(sampleSiteDir, dir, { recursive: true })
  const pagesDir = join(dir, 'pages')
  const pageFile = readdirSync(pagesDir)
    .map((f) => join(pagesDir, f))
    .find((f) => /^path: \/\s*$/m.test(readFileSync(f, 'utf8')))!
  const doc = parseDocument(readFileSync(pageFile, 'utf8'))
  const members = images.map((image, i) => ({
    name: `Person ${i + 1}`,
    title: 'Test title',
    description: 'Test description.',
    image,
    alt: `Test picture ${i + 1}`,
  }))
  doc.addIn(['sections'], doc.createNode({ type: 'team', heading: 'Test team', members }))
  writeFileSync(pageFile, doc.toString({ lineWidth: 0 }))
  return { dir, pageFile, route: '/' }
}

/**
 * A JPEG that compresses like a photo, not like a flat colour: soft shapes from enlarged noise, with
 * fine grain over them.
 */
export async function noisyPhoto(file: string, width: number, height: number): Promise<void> {
  const noise = (w: number, h: number, sigma: number) => ({
    create: { width: w, height: h, channels: 3 as const, background: '#808080', noise: { type: 'gaussian' as const, mean: 128, sigma } },
  })
  const shapes = await sharp(noise(Math.ceil(width / 40), Math.ceil(height / 40), 60))
    .png()
    .toBuffer()
  mkdirSync(dirname(file), { recursive: true })
  await sharp(shapes)
    .resize(width, height, { kernel: 'cubic' })
    .composite([{ input: noise(width, height, 20), blend: 'soft-light' }])
    .jpeg({ quality: 90 })
    .toFile(file)
}
