import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, describe, expect, test } from 'vitest'
import { pictureFolderOf } from '../../schema/route-file.ts'
import { compareRoutes, renderedRoutes, routeOf, withoutAssetHashes } from './routes.ts'
import { summaryMarkdown } from './summary.ts'

describe('withoutAssetHashes', () => {
  test('takes the content hash out of asset names, including hashes with - and _', () => {
    expect(withoutAssetHashes('<script src="/assets/index-BR29efAy.js"></script>')).toBe('<script src="/assets/index.js"></script>')
    expect(withoutAssetHashes('href="/assets/our-story-DMQmy9e6.js"')).toBe('href="/assets/our-story.js"')
    expect(withoutAssetHashes('href="/assets/Carousel-V-YAwVz-.js"')).toBe('href="/assets/Carousel.js"')
    expect(withoutAssetHashes('url(/assets/inter-a_b-c1D2.woff2)')).toBe('url(/assets/inter.woff2)')
  })

  test('leaves other paths alone', () => {
    const html = '<img src="/images/team/jane-roe.svg"><a href="/our-services">'
    expect(withoutAssetHashes(html)).toBe(html)
  })
})

test('routeOf and pictureFolderOf', () => {
  expect(routeOf('index.html')).toBe('/')
  expect(routeOf('404.html')).toBe('/404')
  expect(routeOf(join('our-story', 'index.html'))).toBe('/our-story')
  expect(routeOf(join('a', 'b', 'index.html'))).toBe('/a/b')
  expect(pictureFolderOf('/')).toBe('index')
  expect(pictureFolderOf('/a/b')).toBe('a/b')
})

describe('compareRoutes', () => {
  const dirs: string[] = []
  afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })))
  const build = (files: Record<string, string>) => {
    const dir = mkdtempSync(join(tmpdir(), 'routes-test-'))
    dirs.push(dir)
    for (const [name, text] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, name)), { recursive: true })
      writeFileSync(join(dir, name), text)
    }
    return renderedRoutes(dir)
  }
  const page = (hash: string, body: string, css = 'index-AAAAAAAA.css') =>
    `<link rel="stylesheet" href="/assets/${css}"><script src="/assets/index-${hash}.js"></script>${body}`

  test('a renamed chunk is no change; different HTML is; new and gone routes are listed apart', () => {
    const before = build({
      'index.html': page('11111111', 'home'),
      'about/index.html': page('11111111', 'about'),
      'old/index.html': page('11111111', 'old'),
      '404.html': page('11111111', 'missing'),
      'assets/index-AAAAAAAA.css': 'h1{}',
    })
    const after = build({
      'index.html': page('22222222', 'home'),
      'about/index.html': page('22222222', 'about us'),
      'new/index.html': page('22222222', 'new'),
      '404.html': page('22222222', 'missing'),
      'assets/index-AAAAAAAA.css': 'h1{}',
    })
    expect(compareRoutes(before, after)).toEqual({ changed: ['/about'], added: ['/new'], removed: ['/old'], total: 4 })
  })

  test('a changed stylesheet changes every route that links it', () => {
    const files = (css: string) => ({
      'index.html': page('11111111', 'home', 'index-AAAAAAAA.css'),
      'plain/index.html': '<p>no styles</p>',
      [`assets/index-AAAAAAAA.css`]: css,
    })
    expect(compareRoutes(build(files('h1{}')), build(files('h1{color:red}'))).changed).toEqual(['/'])
  })
})

describe('summaryMarkdown', () => {
  test('lists each route with its screenshots', () => {
    const md = summaryMarkdown('origin/main', 'abcdef1234567', { changed: ['/', '/about'], added: ['/new'], removed: [], total: 3 })
    expect(md).toContain('`origin/main` (abcdef1)')
    expect(md).toContain('2 routes changed, 1 added, 0 removed, of 3 routes')
    expect(md).toContain('- `/`: `index/` (before-1280.png, after-1280.png, before-375.png, after-375.png)')
    expect(md).toContain('- `/new`: `new/` (after-1280.png, after-375.png)')
    expect(md).not.toContain('### Removed')
  })

  test('says so when nothing changed', () => {
    expect(summaryMarkdown('HEAD', 'abcdef1234567', { changed: [], added: [], removed: [], total: 36 })).toContain(
      "No route's rendered output changed (36 routes compared).",
    )
  })
})
