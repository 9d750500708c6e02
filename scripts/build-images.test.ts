// The build makes a large photo with an awkward name into small versions the page offers with srcset,
// sizes and the photo's own width and height; SVGs are copied as they are. One build, into a temporary
// folder, of a copy of the sample site with a team section showing a generated 4000×3000 JPEG.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { siteImages } from '../renderer/build/site-images.ts'
import { laptop, phone, pixelsNeeded, sizesOf, teamPhoto } from '../renderer/ui/image-slots.ts'
import { projectRoot } from '../schema/load-site.ts'
import { noisyPhoto, siteWithPhotos } from './support/site-with-photos.ts'

const work = mkdtempSync(join(tmpdir(), 'build-images-'))
const photo = 'images/team/Jane Doe.JPG'
const drawing = 'images/test-drawing.svg'
const site = siteWithPhotos(join(work, 'site'), [photo, drawing])
const client = join(work, 'out', 'client')
const cache = join(work, 'cache')
let html = ''

beforeAll(async () => {
  await noisyPhoto(join(site.dir, photo), 4000, 3000)
  const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="200" viewBox="0 0 300 200"><rect width="300" height="200" fill="#4a7"/></svg>'
  writeFileSync(join(site.dir, drawing), svg)
  const env = { ...process.env, SITE_DIR: site.dir, BUILD_CACHE_DIR: cache }
  const result = spawnSync(process.execPath, ['scripts/build.ts'], { cwd: projectRoot, encoding: 'utf8', env: { ...env, BUILD_DIR: join(work, 'out') } })
  expect(result.status, result.stderr + result.stdout).toBe(0)
  console.log(result.stdout.split('\n').find((line) => line.startsWith('images:')))
  html = readFileSync(join(client, 'index.html'), 'utf8')
}, 240_000)
afterAll(() => rmSync(work, { recursive: true, force: true }))

/** The attributes of the first tag matching `pattern`, by name. */
function attributesOf(pattern: RegExp): Record<string, string> {
  const tag = pattern.exec(html)?.[0]
  expect(tag, String(pattern)).toBeDefined()
  return Object.fromEntries([...tag!.matchAll(/([a-z-]+)="([^"]*)"/g)].map(([, name, value]) => [name!, value!.replace(/&amp;/g, '&')]))
}

/** `url 400w, url 800w` → [{ url, width }]. */
const candidates = (srcset: string) => srcset.split(', ').map((c) => ({ url: c.split(' ')[0]!, width: Number(c.split(' ')[1]!.slice(0, -1)) }))
const fileOf = (url: string) => join(client, decodeURIComponent(url))

describe('a 4000×3000 photo named "Jane Doe.JPG"', () => {
  const alt = 'Test picture 1'

  it('is shown with its own width and height, and sizes from where it is shown', () => {
    const img = attributesOf(new RegExp(`<img [^>]*alt="${alt}"[^>]*>`))
    expect([img.width, img.height]).toEqual(['4000', '3000'])
    expect(img.sizes).toBe(sizesOf(teamPhoto))
    const source = attributesOf(/<source type="image\/webp"[^>]*>/)
    expect(source.sizes).toBe(sizesOf(teamPhoto))
  })

  it('is offered as WebP and JPEG versions, never wider than the photo, with names that change with its content', () => {
    const webp = candidates(attributesOf(/<source type="image\/webp"[^>]*>/).srcset!)
    const jpeg = candidates(attributesOf(new RegExp(`<img [^>]*alt="${alt}"[^>]*>`)).srcset!)
    for (const versions of [webp, jpeg]) {
      expect(versions.length).toBeGreaterThan(2)
      for (const { url, width } of versions) {
        expect(url).toMatch(/^\/assets\/images\/team\/jane-doe-\d+\.[0-9a-f]{10}\.(webp|jpeg)$/)
        expect(width).toBeLessThanOrEqual(4000)
        expect(existsSync(fileOf(url)), url).toBe(true)
      }
    }
  })

  it('costs a phone or a laptop at most 200 KB', async () => {
    const needed = Math.max(pixelsNeeded(teamPhoto, phone), pixelsNeeded(teamPhoto, laptop))
    for (const srcset of [attributesOf(/<source type="image\/webp"[^>]*>/).srcset!, attributesOf(new RegExp(`<img [^>]*alt="${alt}"[^>]*>`)).srcset!]) {
      const versions = candidates(srcset)
      // What a browser picks: the narrowest version at least as wide as the screen needs.
      const picked = versions.find((v) => v.width >= needed) ?? versions[versions.length - 1]!
      const bytes = statSync(fileOf(picked.url)).size
      console.log(`${picked.url}: ${picked.width} px wide for ${needed} px needed, ${(bytes / 1024).toFixed(1)} KB`)
      expect(bytes).toBeLessThanOrEqual(200 * 1024)
    }
  })

  it('is not itself part of the built site', () => {
    const files = readdirSync(client, { recursive: true, encoding: 'utf8' })
    expect(files.filter((f) => /jane doe/i.test(f))).toEqual([])
  })

  it('is described the same way to the browser, so hydration keeps the markup', () => {
    const url = candidates(attributesOf(/<source type="image\/webp"[^>]*>/).srcset!)[0]!.url
    // The page's data (renderer/page-data.ts) or, for the layout's pictures, the bundle.
    const received = readdirSync(join(client, 'assets')).filter((f) => /\.(js|json)$/.test(f))
    expect(received.some((f) => readFileSync(join(client, 'assets', f), 'utf8').includes(url))).toBe(true)
  })

  it('is not encoded again by the next build', async () => {
    expect((await siteImages(site.dir, join(cache, 'images'))).encoded).toBe(0)
  })
})

it('copies an SVG as it is, with its own width and height on the page', () => {
  expect(readFileSync(join(client, drawing), 'utf8')).toBe(readFileSync(join(site.dir, drawing), 'utf8'))
  const img = attributesOf(/<img [^>]*alt="Test picture 2"[^>]*>/)
  expect([img.src, img.width, img.height, img.srcset]).toEqual([`/${drawing}`, '300', '200', undefined])
})
