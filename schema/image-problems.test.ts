// A mistyped picture name gets the nearest file as a suggestion; a photo too small for where it is
// shown gets a warning at its line; a file that is no picture, or a photo too large to open, is an error.
import sharp from 'sharp'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { parse } from 'yaml'
import { siteImages } from '../renderer/build/site-images.ts'
import { laptop, pixelsNeeded, teamPhoto } from '../renderer/ui/image-slots.ts'
import { siteWithPhotos } from '../scripts/support/site-with-photos.ts'
import type { Page } from './generated/site-types.ts'
import { imageProblems } from './image-problems.ts'
import { loadSite } from './load-site.ts'
import { messages } from './messages.ts'
import { didYouMean } from './suggest.ts'

const work = mkdtempSync(join(tmpdir(), 'image-problems-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))

const needed = pixelsNeeded(teamPhoto, laptop)
const small = 'images/team/Small Photo.jpg'
const justEnough = 'images/team/just-enough.png'
const site = siteWithPhotos(join(work, 'site'), [small, justEnough])
const lineOf = (text: string) =>
  readFileSync(site.pageFile, 'utf8')
    .split('\n')
    .findIndex((line) => line.includes(text)) + 1

const photo = (file: string, width: number) => sharp({ create: { width, height: width, channels: 3, background: '#6a8' } }).toFile(join(site.dir, file))

beforeAll(async () => {
  await photo(small, needed - 1)
  await photo(justEnough, needed)
})

it("warns, at the image line, about a photo narrower than a laptop's 2x screen needs there, and only that one", async () => {
  expect(needed).toBeGreaterThan(400)
  const problems = await imageProblems(site.dir, loadSite(site.dir).site!.pages)
  expect(problems).toEqual([
    {
      file: relative(process.cwd(), site.pageFile),
      // The team section siteWithPhotos added last, its first member's picture.
      path: ['sections', (parse(readFileSync(site.pageFile, 'utf8')) as Page).sections.length - 1, 'members', 0, 'image'],
      line: lineOf(small),
      col: expect.any(Number),
      message: messages.imageTooSmall(small, needed - 1, needed),
      severity: 'warning',
    },
  ])
})

it('calls a file that is not a picture an error', async () => {
  writeFileSync(join(site.dir, 'images', 'not-a-photo.jpg'), 'this is text, not a JPEG')
  const problems = await imageProblems(site.dir, loadSite(site.dir).site!.pages)
  expect(problems.filter((p) => !p.severity).map((p) => p.message)).toEqual([messages.unreadableImage('images/not-a-photo.jpg')])
  rmSync(join(site.dir, 'images', 'not-a-photo.jpg'))
})

it('suggests the nearest file for a picture that does not exist', () => {
  const text = readFileSync(site.pageFile, 'utf8')
  writeFileSync(site.pageFile, text.replace(small, 'images/team/small-photo.jpg'))
  try {
    const { problems } = loadSite(site.dir)
    expect(didYouMean('images/team/small-photo.jpg', [small])).not.toBe('')
    expect(problems.map((p) => p.message)).toEqual([messages.missingImage('images/team/small-photo.jpg', didYouMean('images/team/small-photo.jpg', [small]))])
    expect(problems[0]!.message).toContain(small)
  } finally {
    writeFileSync(site.pageFile, text)
  }
})

it('calls a photo over 50 megapixels an error, and the build refuses it in the same words without opening it', async () => {
  // 8,000 × 8,000 pixels of one colour: 64 megapixels in a file of about 200 KB.
  const huge = 'images/huge.png'
  await sharp({ create: { width: 8000, height: 8000, channels: 3, background: '#777' } })
    .png({ compressionLevel: 9 })
    .toFile(join(site.dir, huge))
  try {
    const problems = await imageProblems(site.dir, loadSite(site.dir).site!.pages)
    expect(problems.filter((p) => !p.severity).map((p) => p.message)).toEqual([messages.photoTooManyPixels(huge, 8000, 8000)])
    await expect(siteImages(site.dir, join(work, 'image-cache'))).rejects.toThrow(messages.photoTooManyPixels(huge, 8000, 8000))
  } finally {
    rmSync(join(site.dir, huge))
  }
})
