// The problems of what the site folder holds, apart from what its files say: a link or anything else
// that is not a plain file or folder (schema/site-entries.ts never reads through one, and no site may
// keep one), and a file in images/ that is not a picture. Everything there is published as it is, so an
// HTML page or a script put there would run on the site's address (and on the editor's).
import { extname, join } from 'node:path'
import { pictureExtensions } from '../renderer/site-image.ts'
import { messages } from './messages.ts'
import type { Problem } from './problem.ts'
import { isHidden, type Stray } from './site-entries.ts'

/** `images`: every plain file under images/; `shownDir`: the site folder as problems name it (site). */
export function folderProblems({ images, strays = [] }: { images: readonly string[]; strays?: readonly Stray[] }, shownDir: string): Problem[] {
  const at = (path: string, message: string): Problem => ({ file: join(shownDir, path), path: [], line: 1, col: 1, message })
  return [
    ...strays.map(({ path, link }) => at(path, link ? messages.siteLink(path) : messages.notPlainFile(path))),
    // A hidden file is never published (`.gitkeep` may stay).
    ...images
      .filter((path) => !isHidden(path) && !pictureExtensions.includes(extname(path).toLowerCase()))
      .map((path) => at(path, messages.notAPicture(path, pictureExtensions))),
  ]
}
