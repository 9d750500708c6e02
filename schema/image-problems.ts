// Checks that need a look inside the pictures, so they run apart from the rest (sharp reads them, and
// only asynchronously): a photo the build could not read is an error; a photo narrower than a laptop's
// sharp (2x) screen needs where it is shown is a warning, since it still works, only blurred.
import { readdirSync } from 'node:fs'
import { extname, join, relative } from 'node:path'
import sharp from 'sharp'
import { photoExtensions } from '../renderer/site-image.ts'
import { laptop, pixelsNeeded, teamPhoto, type GridSlot } from '../renderer/ui/image-slots.ts'
import type { Page, Section } from './generated/site-types.ts'
import { messages } from './messages.ts'
import type { Problem } from './problem.ts'
import { locate, parseSourceFile, type DataPath } from './source-file.ts'

const isPhoto = (path: string) => photoExtensions.includes(extname(path).toLowerCase())

type SectionOf<K extends Section['type']> = Extract<Section, { type: K }>
interface Place { path: DataPath; image: string; slot: GridSlot }

/** Where each kind of section shows its pictures, and how wide (renderer/ui/image-slots.ts). */
const places: { [K in Section['type']]?: (section: SectionOf<K>) => Place[] } = {
  team: (section) => section.members.map((member, i) => ({ path: ['members', i, 'image'], image: member.image, slot: teamPhoto })),
}

/** The upright width of each photo under site/images, or undefined for one sharp cannot read. */
async function photoWidths(siteDir: string): Promise<Map<string, number | undefined>> {
  const widths = new Map<string, number | undefined>()
  const names = readdirSync(join(siteDir, 'images'), { recursive: true, encoding: 'utf8' }).filter(isPhoto)
  for (const name of names) {
    const path = `images/${name.split('\\').join('/')}`
    widths.set(path, await sharp(join(siteDir, path)).metadata().then((m) => m.autoOrient.width, () => undefined))
  }
  return widths
}

export async function imageProblems(siteDir: string): Promise<Problem[]> {
  const problems: Problem[] = []
  const widths = await photoWidths(siteDir)
  for (const [path, width] of widths) {
    if (width === undefined) problems.push({ file: relative(process.cwd(), join(siteDir, path)), line: 1, col: 1, message: messages.unreadableImage(path) })
  }
  const pagesDir = join(siteDir, 'pages')
  for (const name of readdirSync(pagesDir).filter((f) => f.endsWith('.yaml')).sort()) {
    const file = parseSourceFile(relative(process.cwd(), join(pagesDir, name)), join(pagesDir, name))
    const sections = (file.data as Page | undefined)?.sections ?? []
    sections.forEach((section, s) => {
      const placesOf = places[section.type] as ((section: Section) => Place[]) | undefined
      for (const { path, image, slot } of placesOf?.(section) ?? []) {
        const width = widths.get(image)
        const needed = pixelsNeeded(slot, laptop)
        if (width !== undefined && width < needed) {
          problems.push({ file: file.name, ...locate(file, ['sections', s, ...path]), message: messages.imageTooSmall(image, width, needed), severity: 'warning' })
        }
      }
    })
  }
  return problems
}
