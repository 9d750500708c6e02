// The headers the Node server sends with the built site's files, taken from server/ itself so the
// static hosts' configuration written by the build (nginx-config.ts, headers-file.ts) cannot drift
// from them: helmet's security headers (the CSP with the inline loader script's hash), the caching rule
// of hashed assets and of everything else, the Content-Type table and Vary, and an SVG's own policy.
import type { Site } from '../../schema/load-site.ts'
import { securityHeaders } from '../../server/security.ts'
import { contentTypes, defaultContentType, immutable, immutableFolder, revalidate } from '../../server/static-files.ts'
import { svgHeaders } from '../../server/svg-headers.ts'

export interface ServedHeaders {
  /** Sent with every answer, in the order Node sends them (lower-case names, as Node sends them). */
  security: [name: string, value: string][]
  /** `/assets/`: files named after a hash of their content. */
  assetsPath: string
  assetsCacheControl: string
  /** Every other file: pages, images, sitemap. */
  otherCacheControl: string
  /** Extension (without the dot) → Content-Type, and the type of any other file. */
  contentTypes: [extension: string, type: string][]
  defaultContentType: string
  /** Node sends `Vary: Accept-Encoding` with every file, compressed or not. */
  vary: string
  /** An SVG's own headers, in place of those of the same name in `security` (server/svg-headers.ts). */
  svg: [name: string, value: string][]
}

/** The security headers of an SVG: `security` with the SVG's own in place of the same names. */
export const svgSecurity = (headers: ServedHeaders): [string, string][] => [
  ...headers.security.filter(([name]) => !headers.svg.some(([own]) => own === name)),
  ...headers.svg,
]

export async function servedHeaders(site: Site): Promise<ServedHeaders> {
  const security = await securityHeaders(site.config.firm.calendarUrl)
  return {
    security: Object.entries(security),
    assetsPath: `/${immutableFolder}`,
    assetsCacheControl: immutable,
    otherCacheControl: revalidate,
    contentTypes: Object.entries(contentTypes).map(([extension, type]) => [extension.slice(1), type]),
    defaultContentType,
    vary: 'Accept-Encoding',
    svg: Object.entries(svgHeaders),
  }
}
