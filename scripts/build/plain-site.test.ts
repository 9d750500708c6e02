// The site is plain files: `npm run validate` and `npm run build`, as processes, on a copy of the sample
// site holding what no site may (scripts/support/foreign-files.ts: a link to a folder outside with a
// secret and a photo in it, a page that is a link to a page outside, a link back up to the site folder
// itself, a named pipe, a page in images/) name each at its path in plain words, read nothing behind a
// link, and stop; a scripted SVG is a picture like any other (the servers send it sandboxed).
import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { siteImages } from '../../renderer/build/site-images.ts'
import { pictureExtensions } from '../../renderer/site-image.ts'
import { projectRoot } from '../../schema/load-site.ts'
import { messages } from '../../schema/messages.ts'
import { copySampleSite, fileName, removeCopies, sampleSiteDir } from '../../schema/site-copy.ts'
import { siteEntries } from '../../schema/site-entries.ts'
import { linkOutside, links, outsideFolder, scriptedHtml, scriptedSvg, type OutsideFolder } from '../support/foreign-files.ts'

let siteDir: string
let outside: OutsideFolder
const work = mkdtempSync(join(tmpdir(), 'plain-site-'))

beforeAll(async () => {
  siteDir = copySampleSite()
  outside = await outsideFolder(siteDir)
  linkOutside(siteDir, outside)
  // `..` would be walked again and again by a reader that followed links (about 40 levels deep).
  symlinkSync('..', join(siteDir, 'images', 'loop'))
  execFileSync('mkfifo', [join(siteDir, 'images', 'feed')])
  writeFileSync(join(siteDir, 'images', 'page.html'), scriptedHtml)
  writeFileSync(join(siteDir, 'images', 'scripted.svg'), scriptedSvg)
  writeFileSync(join(siteDir, 'images', '.gitkeep'), '')
})
afterAll(() => {
  removeCopies()
  rmSync(outside.dir, { recursive: true, force: true })
  rmSync(work, { recursive: true, force: true })
})

/** Each problem as the command prints it: `file:1:1  error  message`. */
const expected = () => [
  `${fileName(siteDir, 'images/feed')}:1:1  error  ${messages.notPlainFile('images/feed')}`,
  `${fileName(siteDir, 'images/loop')}:1:1  error  ${messages.siteLink('images/loop')}`,
  `${fileName(siteDir, links.folder)}:1:1  error  ${messages.siteLink(links.folder)}`,
  `${fileName(siteDir, 'images/page.html')}:1:1  error  ${messages.notAPicture('images/page.html', pictureExtensions)}`,
  `${fileName(siteDir, links.file)}:1:1  error  ${messages.siteLink(links.file)}`,
]

const run = (script: string, env: NodeJS.ProcessEnv = {}) =>
  spawnSync(process.execPath, [script], { cwd: projectRoot, encoding: 'utf8', timeout: 120_000, env: { ...process.env, SITE_DIR: siteDir, ...env } })

describe('a link, a pipe or a page in images/ anywhere in site/', () => {
  test('npm run validate names each at its path in plain words, reads nothing behind a link, and fails', () => {
    const result = run('scripts/validate.ts')
    expect(result.status, result.stdout + result.stderr).toBe(1)
    const problems = result.stderr.split('\n').filter((line) => line.includes('  error  '))
    expect(problems).toEqual(expected())
    expect(result.stdout + result.stderr).not.toContain(outside.secret)
    expect(result.stdout + result.stderr).not.toMatch(/scripted\.svg|\.gitkeep|photo\.jpg/)
  })

  test('npm run build stops with the same problems and writes nothing', () => {
    const buildDir = join(work, 'dist')
    const result = run('scripts/build.ts', { BUILD_DIR: buildDir, BUILD_CACHE_DIR: join(work, 'cache') })
    expect(result.status, result.stdout + result.stderr).toBe(1)
    expect(result.stderr.split('\n').filter((line) => line.includes('  error  '))).toEqual(expected())
    expect(result.stderr).toContain('The build stopped')
    expect(existsSync(buildDir)).toBe(false)
  })

  test("the build's pictures (also what the editor serves) are the pictures of site/images only, none through a link", async () => {
    const { files, images } = await siteImages(siteDir, join(work, 'image-cache'))
    // The sample site's own pictures are SVGs, served as they are.
    const pictures = [...siteEntries(sampleSiteDir, 'images').files, 'images/scripted.svg'].sort()
    expect(Object.keys(images).sort()).toEqual(pictures)
    expect([...files.keys()].sort()).toEqual(pictures.map((path) => `/${path}`))
  })
})
