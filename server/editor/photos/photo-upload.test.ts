// Adding a photo over real sockets: a photo is stored cleaned under a name from the person's words and
// never over another file; anything else (not a picture, a damaged one, too large a file or too many
// pixels, a name out of images/, a folder that is a link, a foreign Origin, no session in the hosted
// editor) is refused in words and leaves site/images as it was. A picture copied into site/images by hand is seen without a restart.
import { copyFileSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { setIn } from '../../../schema/data-at.ts'
import { findSection, readYaml, removeCopies, copySampleSite } from '../../../schema/site-copy.ts'
import { newDatabase, removeTempDirs, tempDir } from '../../test-support.ts'
import { editorRoutes, photoMaxBytes, type PhotoAdded } from '../contract.ts'
import { startEditorApp, type EditorApp } from '../test-support/test-editor-app.ts'
import { startHostedEditor } from '../test-support/test-hosted-editor.ts'

let siteDir: string
let editor: EditorApp
const json = (answer: { body: Buffer }) => JSON.parse(answer.body.toString()) as Record<string, unknown>
const photoUrl = (words: string, folder = 'team') => `${editorRoutes.photo}?${new URLSearchParams({ words, folder })}`
const send = (words: string, body: Buffer, { folder = 'team', headers = {} }: { folder?: string; headers?: Record<string, string> } = {}) =>
  editor.request('POST', photoUrl(words, folder), { body, headers: { 'content-type': 'image/jpeg', origin: editor.origin, ...headers } })

/** A camera's photo: EXIF naming the camera and where it was taken, stored on its side (orientation 6). */
const cameraPhoto = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#4a7ab0' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'TestCam' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '38/1 24/1 30/1', GPSLongitudeRef: 'W', GPSLongitude: '121/1 22/1 15/1' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer()

/** Every file under site/images with its bytes, to show a refusal changed nothing. */
const imagesNow = () =>
  readdirSync(join(siteDir, 'images'), { recursive: true, withFileTypes: true })
    .map((entry) => `${entry.parentPath}/${entry.name} ${entry.isFile() ? readFileSync(join(entry.parentPath, entry.name)).toString('base64') : ''}`)
    .sort()

beforeAll(async () => {
  siteDir = copySampleSite()
  editor = await startEditorApp(siteDir)
}, 120_000)
afterAll(async () => {
  await editor?.close()
  removeCopies()
  removeTempDirs()
})

describe("a photo is stored cleaned, under a name from the person's words", () => {
  test('upright, without its camera and location data, with its web versions; a second one of the same words is -2', async () => {
    const photo = await cameraPhoto(640, 480)
    expect((await sharp(photo).metadata()).exif).toBeDefined()
    const first = await send('Maria at the front desk', photo)
    expect(first.status, first.body.toString()).toBe(200)
    const added = json(first) as unknown as PhotoAdded
    expect(added.path).toBe('images/team/maria-at-the-front-desk.jpg')
    const stored = readFileSync(join(siteDir, added.path))
    const meta = await sharp(stored).metadata()
    expect(meta).toMatchObject({ format: 'jpeg', width: 480, height: 640 })
    expect(meta.exif).toBeUndefined()
    expect(stored.includes(Buffer.from('TestCam'))).toBe(false)
    // The versions are served at the addresses the page is given.
    const urls = added.image.sources.flatMap((source) => source.srcset.split(', ').map((entry) => entry.split(' ')[0]!))
    expect(urls.length).toBeGreaterThan(1)
    for (const url of urls) expect((await editor.request('GET', url)).status, url).toBe(200)

    const second = await send('Maria at the front desk', await cameraPhoto(300, 200))
    expect((json(second) as unknown as PhotoAdded).path).toBe('images/team/maria-at-the-front-desk-2.jpg')
    expect(readFileSync(join(siteDir, added.path)).equals(stored)).toBe(true)
  }, 60_000)

  test('a PNG stays a PNG, and a name already taken by another kind of file is not reused', async () => {
    const png = await sharp({ create: { width: 50, height: 50, channels: 4, background: '#0000' } })
      .png()
      .toBuffer()
    const answer = await send('Maria at the front desk', png, { headers: { 'content-type': 'image/png' } })
    expect((json(answer) as unknown as PhotoAdded).path).toBe('images/team/maria-at-the-front-desk-3.png')
  })
})

describe('anything else is refused in words and changes nothing', () => {
  const refusals: [string, () => Promise<{ words?: string; folder?: string; body: Buffer; headers?: Record<string, string> }>, number, RegExp][] = [
    ['not a picture', async () => ({ body: Buffer.from('%PDF-1.7 this is a letter, not a photo') }), 400, /cannot be read as a photo/],
    ['a damaged photo (cut short)', async () => ({ body: (await cameraPhoto(400, 300)).subarray(0, 1500) }), 400, /cannot be read as a photo/],
    ['a file over 25 MB', async () => ({ body: Buffer.alloc(photoMaxBytes + 1024) }), 413, /larger than 25 MB/],
    // 64 megapixels in about 200 KB: a PNG of 16,000 × 16,000 pixels (776 KB) took 7.3 s and 492 MB to open.
    [
      'a photo of 8,000 × 8,000 pixels',
      async () => ({
        body: await sharp({ create: { width: 8000, height: 8000, channels: 3, background: '#777' } })
          .png({ compressionLevel: 9 })
          .toBuffer(),
        headers: { 'content-type': 'image/png' },
      }),
      400,
      /^This photo has more than 50 megapixels, more than the editor opens/,
    ],
    ['a folder out of images/', async () => ({ folder: '../pages', body: await cameraPhoto(40, 30) }), 400, /not one the editor understands/],
    ['words with nothing to name the file by', async () => ({ words: '!!! ???', body: await cameraPhoto(40, 30) }), 400, /Say in words what the photo shows/],
    [
      'a foreign Origin',
      async () => ({ body: await cameraPhoto(40, 30), headers: { origin: 'https://attacker.example' } }),
      403,
      /does not come from the editor/,
    ],
    ['no session token', async () => ({ body: await cameraPhoto(40, 30), headers: { 'x-editor-token': 'a guess' } }), 403, /session/],
  ]
  test.each(refusals)('%s', async (_, make, status, message) => {
    const before = imagesNow()
    const { words = 'A photo', folder, body, headers } = await make()
    const answer = await send(words, body, { folder, headers })
    expect(answer.status).toBe(status)
    expect(String(json(answer).message)).toMatch(message)
    expect(imagesNow()).toEqual(before)
  })
})

test('a folder of images/ that is a link out of site/ is never written through', async () => {
  const outside = tempDir('photo-outside-')
  symlinkSync(outside, join(siteDir, 'images', 'elsewhere'))
  const answer = await send('Front desk', await cameraPhoto(40, 30), { folder: 'elsewhere' })
  expect(answer.status).toBe(400)
  expect(String(json(answer).message)).toMatch(/link or a file, not a folder/)
  const deeper = await send('Front desk', await cameraPhoto(40, 30), { folder: 'elsewhere/new' })
  expect(deeper.status).toBe(400)
  expect(readdirSync(outside)).toEqual([])
})

test('a picture copied into site/images by hand is served, and checks find it, without a restart', async () => {
  const { version } = json(await editor.request('GET', editorRoutes.siteVersion)) as { version: number }
  const photo = join(siteDir, 'images', 'team', 'by-hand.jpg')
  // Made outside the site and copied in whole, as a person copies a file (site/images holds only pictures).
  const made = `${siteDir}-by-hand.jpg`
  await sharp({ create: { width: 900, height: 900, channels: 3, background: '#777' } })
    .jpeg()
    .toFile(made)
  copyFileSync(made, photo)
  rmSync(made)
  expect((json(await editor.request('GET', editorRoutes.siteVersion)) as { version: number }).version).toBeGreaterThan(version)
  const team = findSection(siteDir, (section) => section.type === 'team')!
  const using = (image: string) => ({ [team.file]: setIn(readYaml(siteDir, team.file), ['sections', team.index, 'members', 0, 'image'], image) })
  const problems = async (image: string) =>
    (
      json(await editor.request('POST', editorRoutes.check, { headers: { origin: editor.origin }, body: { drafts: using(image) } })) as { problems: string[] }
    ).problems.join('\n')
  expect(await problems('images/team/by-hand.jpg')).not.toMatch(/by-hand/)
  // The same check does see a picture that is not there.
  expect(await problems('images/team/not-by-hand.jpg')).toMatch(/not-by-hand/)
}, 60_000)

test('the hosted editor takes a photo only from a signed-in person at its own Origin', async () => {
  const hosted = await startHostedEditor(copySampleSite(), await newDatabase('SQLite'))
  try {
    const body = await cameraPhoto(40, 30)
    const post = (headers: Record<string, string>, cookie?: string) =>
      hosted.request('POST', photoUrl('Front desk'), { body, cookie, headers: { 'content-type': 'image/jpeg', ...headers } })
    expect((await post({})).status).toBe(401)
    const cookie = await hosted.signedIn('ed@example.com', 'editor')
    expect((await post({ origin: 'https://attacker.example' }, cookie)).status).toBe(403)
    const answer = await post({}, cookie)
    expect(answer.status, answer.body.toString()).toBe(200)
    expect((json(answer) as unknown as PhotoAdded).path).toBe('images/team/front-desk.jpg')
  } finally {
    await hosted.close()
  }
}, 60_000)
