// The build's and the server's side of the page's one inline script (renderer/first-paint.ts, step 2):
// the tag the build writes into every prerendered page, and the hash the server's
// Content-Security-Policy allows it by.
import { createHash } from 'node:crypto'
import { afterFirstPaintScript } from './first-paint.ts'
import { pageDataAttribute } from './page-data.ts'

/** The script's hash for the Content-Security-Policy, which allows no other inline script. */
export const afterFirstPaintScriptHash = `'sha256-${createHash('sha256').update(afterFirstPaintScript).digest('base64')}'`

const escapeAttribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;')

/** The script tag that loads `modules` (the entry first) and the page's data (its URL) after the first paint. */
export function afterFirstPaintTag(modules: string[], data: string): string {
  return `<script data-modules="${escapeAttribute(JSON.stringify(modules))}" data-${pageDataAttribute}="${escapeAttribute(data)}">${afterFirstPaintScript}</script>`
}
