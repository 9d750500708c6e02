// Bytes each route costs a visitor: its HTML (with the CSS for the first paint inlined), the full
// stylesheet that loads after it, and its first-load JavaScript, each raw, gzip and brotli, read from
// the build's own precompressed files.
import { existsSync, statSync } from 'node:fs'
import { join } from 'node:path'

export interface Sizes {
  raw: number
  gzip: number
  brotli: number
}

const size = (file: string) => (existsSync(file) ? statSync(file).size : 0)

export function sizesOf(clientDir: string, paths: Iterable<string>): Sizes {
  const total: Sizes = { raw: 0, gzip: 0, brotli: 0 }
  for (const path of paths) {
    const file = join(clientDir, path)
    total.raw += size(file)
    total.gzip += size(`${file}.gz`)
    total.brotli += size(`${file}.br`)
  }
  return total
}

export { htmlFileOf } from '../../schema/route-file.ts'
