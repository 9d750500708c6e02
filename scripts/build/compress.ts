// Writes a .br and a .gz beside every compressible file, so the server never compresses on request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

const compressible = /\.(html|js|css|svg|xml|txt|json|webmanifest)$/

export function compressTree(dir: string): number {
  let count = 0
  for (const entry of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    const path = join(dir, entry)
    if (!compressible.test(entry) || !statSync(path).isFile()) continue
    const data = readFileSync(path)
    writeFileSync(`${path}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } }))
    writeFileSync(`${path}.gz`, gzipSync(data, { level: 9 }))
    count++
  }
  return count
}
