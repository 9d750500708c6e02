// The pages the code itself needs, whatever the menu links to: the renderer shows the 404 page for any
// unknown address (and the build writes it as 404.html, which the server answers with), the header's
// logo leads home, and the server answers a form posted without JavaScript by sending the visitor to
// the sent or not-sent page. Deleting one of them, or changing its path, must fail validation.
import { join } from 'node:path'
import type { Page } from './generated/site-types.ts'
import { messages } from './messages.ts'
import { homePath, notFoundPath, notSentPath, sentPath } from './needed-paths.ts'
import type { Problem } from './problem.ts'
import { locate, type SourceFile } from './source-file.ts'

/** Each needed path, the file the site keeps it in, and the message when no page has it. */
export const neededPages = [
  { path: homePath, file: 'home.yaml', message: messages.missingHomePage },
  { path: notFoundPath, file: 'not-found.yaml', message: messages.missingNotFoundPage },
  { path: sentPath, file: 'message-sent.yaml', message: messages.missingSentPage },
  { path: notSentPath, file: 'message-not-sent.yaml', message: messages.missingNotSentPage },
]

/**
 * A needed path no page has is reported at its usual file: at its `path` when the file is there (the
 * path was changed), or at the top of the file that is gone (it was deleted or renamed). `shownDir` is
 * the site folder as problems name it (site).
 */
export function checkNeededPages(shownDir: string, pages: SourceFile[]): Problem[] {
  const paths = new Set(pages.map((file) => (file.data as Page).path))
  return neededPages
    .filter(({ path }) => !paths.has(path))
    .map(({ file, message }) => {
      const name = join(shownDir, 'pages', file)
      const source = pages.find((page) => page.name === name)
      const at = source ? { path: ['path'], ...locate(source, ['path']) } : { path: [], line: 1, col: 1 }
      return { file: name, ...at, message: message(`pages/${file}`) }
    })
}
