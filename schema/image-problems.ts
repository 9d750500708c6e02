// Checks that need a look inside the pictures, so they run apart from the rest (sharp reads them, and
// only asynchronously): a photo the build could not read, or one too large to open (photoMaxPixels), is
// an error; a photo narrower than a laptop's sharp (2x) screen needs where it is shown is a warning,
// since it still works, only blurred.
import { extname, join, relative } from 'node:path'
import type { SectionOf } from '../renderer/sections/section-definition.ts'
import { photoExtensions, photoMaxPixels } from '../renderer/site-image.ts'
import { laptop, pixelsNeeded, teamPhoto, type GridSlot } from '../renderer/ui/image-slots.ts'
import type { Section } from './generated/site-types.ts'
import type { SitePage } from './load-site.ts'
import { messages } from './messages.ts'
import type { Problem } from './problem.ts'
import { siteEntries } from './site-entries.ts'
import { locate, parseSourceFile, type DataPath, type SourceFile } from './source-file.ts'

const isPhoto = (path: string) => photoExtensions.includes(extname(path).toLowerCase())

interface Place {
  path: DataPath
  image: string
  slot: GridSlot
}

/** Where each kind of section shows its pictures, and how wide (renderer/ui/image-slots.ts). */
const places: { [K in Section['type']]?: (section: SectionOf<K>) => Place[] } = {
  team: (section) => section.members.map((member, i) => ({ path: ['members', i, 'image'], image: member.image, slot: teamPhoto })),
}

interface Size {
  width: number
  height: number
}

/** The upright size of each photo under site/images (its header alone is read), or undefined for one sharp cannot read. */
async function photoSizes(siteDir: string): Promise<Map<string, Size | undefined>> {
  const sizes = new Map<string, Size | undefined>()
  // Plain files only (a link is a problem of its own, never read); none when there is no images folder.
  const paths = siteEntries(siteDir, 'images').files.filter(isPhoto)
  if (!paths.length) return sizes
  // Loaded only for a site with photos: sharp and what it loads are a tenth of `npm run validate`'s time.
  const { default: sharp } = await import('sharp')
  for (const path of paths) {
    sizes.set(
      path,
      await sharp(join(siteDir, path))
        .metadata()
        .then(
          (m) => m.autoOrient,
          () => undefined,
        ),
    )
  }
  return sizes
}

/**
 * The problems of the pictures the loaded site's pages show. The pages come from loadSite (their data
 * already read); a page's file is parsed again only to give a warning its line, so a site of many pages
 * is read once.
 */
export async function imageProblems(siteDir: string, pages: SitePage[]): Promise<Problem[]> {
  const problems: Problem[] = []
  const sizes = await photoSizes(siteDir)
  for (const [path, size] of sizes) {
    const message = !size
      ? messages.unreadableImage(path)
      : size.width * size.height > photoMaxPixels
        ? messages.photoTooManyPixels(path, size.width, size.height)
        : undefined
    if (message) problems.push({ file: relative(process.cwd(), join(siteDir, path)), path: [], line: 1, col: 1, message })
  }
  for (const { name, page } of pages) {
    const path = join(siteDir, 'pages', `${name}.yaml`)
    let file: SourceFile | undefined
    page.sections.forEach((section, s) => {
      const placesOf = places[section.type] as ((section: Section) => Place[]) | undefined
      for (const { path: at, image, slot } of placesOf?.(section) ?? []) {
        const width = sizes.get(image)?.width
        const needed = pixelsNeeded(slot, laptop)
        if (width !== undefined && width < needed) {
          file ??= parseSourceFile(relative(process.cwd(), path), path)
          const dataPath = ['sections', s, ...at]
          problems.push({
            file: file.name,
            path: dataPath,
            ...locate(file, dataPath),
            message: messages.imageTooSmall(image, width, needed),
            severity: 'warning',
          })
        }
      }
    })
  }
  return problems
}
