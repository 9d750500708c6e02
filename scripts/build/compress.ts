// Writes a .br and a .gz beside every compressible file, so the server never compresses on request.
// Brotli at quality 11 is most of a build's time, so the files are compressed on libuv's thread pool
// (every core at once; the build starts each page while it renders the next), and each result is kept
// under the hash of the bytes it was made from: a file whose bytes did not change since an earlier
// build is not compressed again.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import { contentCache, defaultCacheRoot } from './content-cache.ts'

const compressible = /\.(html|js|css|svg|xml|txt|json|webmanifest)$/
const brotli = promisify(brotliCompress)
const gzipped = promisify(gzip)

/** Compresses one file (whose bytes the caller may have at hand) beside itself; resolves to whether both results came from the cache. */
export type FileCompressor = (path: string, bytes?: Buffer) => Promise<boolean>

export function fileCompressor(cacheRoot = defaultCacheRoot): FileCompressor {
  const brCache = contentCache('brotli', 'quality 11', cacheRoot)
  const gzCache = contentCache('gzip', 'level 9', cacheRoot)
  return async (path, bytes) => {
    const data = bytes ?? readFileSync(path)
    const [br, gz] = await Promise.all([
      brCache.get([data], () => brotli(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } })),
      gzCache.get([data], () => gzipped(data, { level: 9 })),
    ])
    writeFileSync(`${path}.br`, br.data)
    writeFileSync(`${path}.gz`, gz.data)
    return br.fromCache && gz.fromCache
  }
}

/**
 * Compresses every compressible file under dir; says how many, and how many came from the cache.
 * `started` holds files already being compressed (the build starts each page as soon as it is written).
 */
export async function compressTree(
  dir: string,
  cacheRoot = defaultCacheRoot,
  started = new Map<string, Promise<boolean>>(),
): Promise<{ files: number; cached: number }> {
  const compress = fileCompressor(cacheRoot)
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((entry) => join(dir, entry))
    .filter((path) => compressible.test(path) && statSync(path).isFile())
  const fromCache = await Promise.all(files.map((path) => started.get(path) ?? compress(path)))
  return { files: files.length, cached: fromCache.filter(Boolean).length }
}
