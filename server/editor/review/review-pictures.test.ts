// The review's pictures on the fixture site in a git repository, with real builds and real Chromium:
// only the routes a change shows on are pictured, one of those showing the same change (a footer's
// heading changes every page alike), and the committed site's "before" pictures are kept for its commit.
import { existsSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { join } from 'node:path'
import { parseDocument } from 'yaml'
import { afterAll, expect, test } from 'vitest'
import { pictureFolderOf } from '../../../schema/route-file.ts'
import { copySite, findSection, removeCopies } from '../../../schema/site-copy.ts'
import { fixtureSiteDir } from '../../test-support.ts'
import { reviewPictures } from './review-pictures.ts'
import { siteRepository } from '../test-support/test-site-repo.ts'

const seconds = 1000
const repo = siteRepository(fixtureSiteDir)
const pictures = reviewPictures(repo.siteDir)
afterAll(async () => {
  await pictures.close()
  rmSync(repo.top, { recursive: true, force: true })
})

/** The text of `file` with the value at `path` changed by `change`. */
function edited(file: string, path: (string | number)[], change: (value: string) => string): Record<string, string> {
  const doc = parseDocument(readFileSync(join(repo.siteDir, file), 'utf8'))
  const value = doc.getIn(path)
  if (typeof value !== 'string') throw new Error(`${file} has no text at ${path.join('.')}`)
  doc.setIn(path, change(value))
  return { [file]: doc.toString() }
}

const headed = findSection(repo.siteDir, (s) => 'heading' in s && typeof s.heading === 'string' && !s.heading.includes('{{'))!
const heading = (added: string) => edited(headed.file, ['sections', headed.index, 'heading'], (h) => h + added)
const pictured = async (texts: Record<string, string>) => {
  pictures.start(texts)
  const job = (await pictures.finished())!
  expect(job.error).toBeUndefined()
  return job
}

test(
  'a heading changed on one page: only that page is pictured, before and after at both widths',
  async () => {
    const job = await pictured(heading(' Quokka'))
    const folder = pictureFolderOf(headed.page.path)
    expect(job.routes).toMatchObject({ changed: [headed.page.path], added: [], removed: [], alike: {} })
    expect([...job.shots].sort()).toEqual([`${folder}/after-1280.png`, `${folder}/after-375.png`, `${folder}/before-1280.png`, `${folder}/before-375.png`])
    expect(job.reused).toEqual([])
  },
  300 * seconds,
)

test(
  'the committed site\'s pictures are kept: a second review on the same commit takes only the "after" pictures',
  async () => {
    const first = readFileSync(pictures.pictureFile(`${pictureFolderOf(headed.page.path)}/before-1280.png`)!)
    const job = await pictured(heading(' Wombat'))
    const folder = pictureFolderOf(headed.page.path)
    expect([...job.reused].sort()).toEqual([`${folder}/before-1280.png`, `${folder}/before-375.png`])
    expect(job.shots).toHaveLength(4)
    expect(readFileSync(pictures.pictureFile(`${folder}/before-1280.png`)!).equals(first)).toBe(true)
  },
  300 * seconds,
)

test(
  'a footer heading shows on every page alike: one page is pictured, the others are named',
  async () => {
    const job = await pictured(edited('site.yaml', ['footer', 'columns', 0, 'heading'], (h) => `${h} Quokka`))
    const { changed, alike } = job.routes!
    expect(changed).toHaveLength(1)
    // Every route shows the footer: all but the one pictured are named beside it.
    expect(alike![changed[0]!]!.length).toBe(job.routes!.total - 1)
    expect(job.shots.every((file) => file.startsWith(`${pictureFolderOf(changed[0]!)}/`))).toBe(true)
    expect(job.shots).toHaveLength(4)
  },
  300 * seconds,
)

test(
  'a new commit is pictured afresh: the pictures kept were of the commit before',
  async () => {
    repo.git('commit', '--quiet', '--allow-empty', '-m', 'Another commit')
    const job = await pictured(heading(' Numbat'))
    expect(job.reused).toEqual([])
    expect(job.shots).toHaveLength(4)
  },
  300 * seconds,
)

test(
  "a job's pictures stay for whoever waits on it while a later job runs (two people sending at once)",
  async () => {
    const first = pictures.start(heading(' Bilby'))
    const second = pictures.start(heading(' Dingo'))
    expect(await pictures.finished(first)).toBe(first)
    expect(await pictures.finished(second)).toBe(second)
    expect(first.shots).toHaveLength(4)
    for (const file of first.shots) expect(existsSync(join(pictures.pictureFolder(first)!, file)), file).toBe(true)
  },
  300 * seconds,
)

test(
  "a site outside git whose version is known (the hosted editor's copy of the remote) keeps its pictures by that version",
  async () => {
    const siteDir = copySite(fixtureSiteDir)
    let held = 'one commit'
    const hosted = reviewPictures(siteDir, () => held)
    try {
      const texts = (added: string) => ({ [headed.file]: heading(added)[headed.file]! })
      const take = async (added: string) => (await hosted.finished(hosted.start(texts(added))))!
      expect((await take(' Bilby')).reused).toEqual([])
      expect(await take(' Dingo')).toMatchObject({ state: 'done', reused: expect.arrayContaining([`${pictureFolderOf(headed.page.path)}/before-1280.png`]) })
      held = 'another commit'
      expect((await take(' Emu')).reused).toEqual([])
    } finally {
      await hosted.close()
      removeCopies()
    }
  },
  300 * seconds,
)

test(
  "a draft naming an address on the server's network: the review's browser never connects there, and the pictures are made",
  async () => {
    // Anything that connects is recorded, whatever it then says (a TLS handshake, an HTTP request).
    const connections: string[] = []
    const recorder = createServer((socket) => {
      connections.push(`${socket.remoteAddress}:${socket.remotePort}`)
      socket.destroy()
    })
    await new Promise<void>((resolve) => recorder.listen(0, '127.0.0.1', resolve))
    const inside = `127.0.0.1:${(recorder.address() as { port: number }).port}`
    try {
      // The booking calendar's address, and a page showing it in a frame, and another address directly.
      const site = edited('site.yaml', ['firm', 'calendarUrl'], () => `https://${inside}/internal-admin`)
      const doc = parseDocument(readFileSync(join(repo.siteDir, headed.file), 'utf8'))
      doc.addIn(['sections'], { type: 'embed', src: '{{firm.calendarUrl}}', title: 'Booking', height: 300 })
      doc.addIn(['sections'], { type: 'embed', src: `https://${inside}/other`, title: 'Other', height: 300 })
      const job = await pictured({ ...site, [headed.file]: doc.toString() })
      expect(job.shots.length).toBeGreaterThan(0)
      for (const file of job.shots) expect(existsSync(join(pictures.pictureFolder(job)!, file)), file).toBe(true)
      expect(connections).toEqual([])
    } finally {
      recorder.close()
    }
  },
  300 * seconds,
)

test('an editor that stops ends the pictures still to be made: each job waiting fails, saying so, with no picture', async () => {
  const stopping = reviewPictures(repo.siteDir)
  const waiting = [stopping.start(heading(' Numbat')), stopping.start(heading(' Bilby'))]
  await stopping.close()
  for (const job of waiting)
    expect(await stopping.finished(job)).toMatchObject({ state: 'failed', error: 'the editor stopped before they were made.', shots: [] })
  // Nor does one asked for afterwards start.
  expect(await stopping.finished(stopping.start(heading(' Dingo')))).toMatchObject({ state: 'failed', shots: [] })
})
