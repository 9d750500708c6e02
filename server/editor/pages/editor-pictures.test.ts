// The editor serves the site's pictures and nothing else from site/, over real sockets: never a file
// through a link (scripts/support/foreign-files.ts: a link to a folder outside with a secret and a photo,
// a page that is a link to one outside), never a page or a script put in site/images, which would run on
// the editor's origin where a signed-in person's data is; an SVG only sandboxed. Each of them is a problem
// the check names in plain words at its path.
import { rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { messages } from '../../../schema/messages.ts'
import { inStaffWords } from '../editor-context.ts'
import { copySampleSite, removeCopies } from '../../../schema/site-copy.ts'
import { linkOutside, links, outsideFolder, scriptedHtml, scriptedSvg, type OutsideFolder } from '../../../scripts/support/foreign-files.ts'
import { contentTypes } from '../../static-files.ts'
import { svgHeaders } from '../../svg-headers.ts'
import { editorRoutes, type CheckAnswer } from '../contract.ts'
import { startEditorApp, type EditorApp } from '../test-support/test-editor-app.ts'

let editor: EditorApp
let outside: OutsideFolder

beforeAll(async () => {
  const siteDir = copySampleSite()
  // Started on the site as it was (its page carries the session's token), then given what no site may hold.
  editor = await startEditorApp(siteDir)
  outside = await outsideFolder(siteDir)
  linkOutside(siteDir, outside)
  writeFileSync(join(siteDir, 'images', 'page.html'), scriptedHtml)
  writeFileSync(join(siteDir, 'images', 'script.js'), 'fetch("/api/me")')
  writeFileSync(join(siteDir, 'images', 'scripted.svg'), scriptedSvg)
}, 120_000)
afterAll(async () => {
  await editor?.close()
  removeCopies()
  rmSync(outside.dir, { recursive: true, force: true })
})

describe("the editor serves only the site's own pictures", () => {
  test.each([`/${links.folder}/secret.txt`, '/images/page.html', '/images/script.js'])('GET %s is 404', async (path) => {
    const answer = await editor.request('GET', path)
    expect(answer.status).toBe(404)
    expect(answer.body.toString()).not.toContain(outside.secret)
  })

  test('an SVG with a script is served with a policy that runs and loads nothing, and nosniff', async () => {
    const answer = await editor.request('GET', '/images/scripted.svg')
    expect(answer.status).toBe(200)
    expect(answer.body.toString()).toBe(scriptedSvg)
    expect({
      type: answer.headers['content-type'],
      policy: answer.headers['content-security-policy'],
      sniff: answer.headers['x-content-type-options'],
    }).toEqual({ type: contentTypes['.svg'], policy: svgHeaders['content-security-policy'], sniff: 'nosniff' })
  })

  test('the check names each link and each file that is no picture, at its path, in plain words', async () => {
    const checked = JSON.parse((await editor.request('POST', editorRoutes.check, { body: { drafts: {} } })).body.toString()) as CheckAnswer
    const said = checked.placed.map((problem) => problem.text)
    for (const message of [messages.siteLink(links.folder), messages.siteLink(links.file)].map(inStaffWords))
      expect(
        said.some((text) => text.includes(message)),
        message,
      ).toBe(true)
    for (const path of ['images/page.html', 'images/script.js'])
      expect(
        said.some((text) => text.includes(`“${path}” is not a picture`)),
        path,
      ).toBe(true)
    expect(JSON.stringify(checked)).not.toContain(outside.secret)
  })
})
