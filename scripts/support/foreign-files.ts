// For tests: what no site may hold, put into a site folder: a link to a folder outside it (with a secret
// and a photo in there), a page that is a link to a page file outside, and beside them a page and a
// scripted SVG in images/. A reader that followed a link would show the secret word (in the outside
// page's title, in secret.txt) or list the photo.
import { mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { pagesOf } from '../../schema/site-copy.ts'
import { spliceEdits } from '../../schema/yaml-splice.ts'

/** Where the links are, inside the site folder. */
export const links = { folder: 'images/outside', file: 'pages/linked.yaml' }

/** An SVG whose script would run if it were opened as a page of the site's origin. */
export const scriptedSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>fetch("/api/me")</script><rect width="10" height="10"/></svg>'
export const scriptedHtml = '<!doctype html><script>fetch("/api/me")</script>'

export interface OutsideFolder {
  dir: string
  /** A word found only outside the site: in secret.txt and the outside page's title. */
  secret: string
}

/** A folder outside any site: secret.txt, photo.jpg and page.yaml (a valid page of `siteDir` at /outside-page). */
export async function outsideFolder(siteDir: string): Promise<OutsideFolder> {
  const dir = mkdtempSync(join(tmpdir(), 'outside-the-site-'))
  const secret = `Zqsecret${Date.now().toString(36)}`
  writeFileSync(join(dir, 'secret.txt'), `${secret}\n`)
  await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c04020' } })
    .jpeg()
    .toFile(join(dir, 'photo.jpg'))
  const { file, page } = pagesOf(siteDir).find(({ page }) => page.path !== '/' && !page.noindex)!
  const text = readFileSync(join(siteDir, file), 'utf8')
  writeFileSync(
    join(dir, 'page.yaml'),
    spliceEdits(text, [
      { op: 'set', path: ['path'], value: '/outside-page' },
      { op: 'set', path: ['title'], value: `${page.title} ${secret}` },
    ]),
  )
  return { dir, secret }
}

/** The two links of `links` in `siteDir`, to `outside`'s folder and page; nothing is copied. */
export function linkOutside(siteDir: string, outside: OutsideFolder) {
  mkdirSync(join(siteDir, 'images'), { recursive: true })
  symlinkSync(outside.dir, join(siteDir, links.folder))
  symlinkSync(join(outside.dir, 'page.yaml'), join(siteDir, links.file))
}
