// Writes a .br and a .gz beside every compressible file, so the server never compresses on request.
// Brotli at quality 11 is most of a build's time, so the files are compressed on libuv's thread pool
// (every core at once), and each result is kept in a cache under the hash of the bytes it was made
// from: a file whose bytes did not change since any earlier build is not compressed again.
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import { projectRoot } from '../../schema/load-site.ts'

const compressible = /\.(html|js|css|svg|xml|txt|json|webmanifest)$/
const brotli = promisify(brotliCompress)
const gzipped = promisify(gzip)
// Part of every cache key: changing how files are compressed leaves the old results unused.
const settings = 'br11-gz9'
export const defaultCacheDir = join(projectRoot, 'node_modules', '.cache', 'site-compress')

// Renamed into place, so a build stopped mid-write never leaves a torn file a later build would trust.
function keep(path: string, data: Buffer) {
  writeFileSync(`${path}.${process.pid}.tmp`, data)
  renameSync(`${path}.${process.pid}.tmp`, path)
}

async function compressed(data: Buffer, cacheDir: string): Promise<{ br: Buffer; gz: Buffer; fromCache: boolean }> {
  const key = createHash('sha256').update(settings).update(data).digest('hex')
  const br = join(cacheDir, `${key}.br`)
  const gz = join(cacheDir, `${key}.gz`)
  if (existsSync(br) && existsSync(gz)) return { br: readFileSync(br), gz: readFileSync(gz), fromCache: true }
  const made = await Promise.all([
    brotli(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } }),
    gzipped(data, { level: 9 }),
  ])
  keep(br, made[0])
  keep(gz, made[1])
  return { br: made[0], gz: made[1], fromCache: false }
}

/** Compresses every compressible file under dir; says how many, and how many came from the cache. */
export async function compressTree(dir: string, cacheDir = defaultCacheDir): Promise<{ files: number; cached: number }> {
  mkdirSync(cacheDir, { recursive: true })
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((entry) => join(dir, entry))
    .filter((path) => compressible.test(path) && statSync(path).isFile())
  const results = await Promise.all(files.map(async (path) => {
    const { br, gz, fromCache } = await compressed(readFileSync(path), cacheDir)
    writeFileSync(`${path}.br`, br)
    writeFileSync(`${path}.gz`, gz)
    return fromCache
  }))
  return { files: files.length, cached: results.filter(Boolean).length }
}
