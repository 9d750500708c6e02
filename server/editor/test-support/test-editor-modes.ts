// For the editor's browser tests that run alike on its two modes: local (`npm run edit`, where Save writes
// the changes into the site folder) and hosted (signed in, each change kept by the server as it is typed,
// the folder never written). A test opens pages and reads what the editor keeps through one interface:
// locally, the folder's texts after Save; hosted, the folder's texts with the person's kept changes spliced
// in (read from the server, as Send for review sends them); the photos it keeps, from the folder's images/.
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, afterEach, expect } from 'vitest'
import { parse } from 'yaml'
import { drafts } from '../../../renderer/editor/drafts/edit-history.ts'
import { spliceData } from '../../../schema/yaml-splice.ts'
import { newDatabase, removeTempDirs } from '../../test-support.ts'
import { editorRoutes, type DraftHistory } from '../contract.ts'
import { newFileText } from '../editing/new-file.ts'
import { openSignedIn } from './hosted-browser.ts'
import { openEditorPage } from './test-editor-server.ts'
import { editorTests } from './test-editor-tests.ts'
import { json, startHostedEditor, type HostedEditor } from './test-hosted-editor.ts'
import { saveAndRead, widths } from './test-in-place.ts'
import { siteTexts } from './test-one-value.ts'

export const editorModes = ['local', 'hosted'] as const
export type EditorMode = (typeof editorModes)[number]
/** Each mode at each width, for describe.each. */
export const modesAndWidths = editorModes.flatMap((mode) => widths.map((width) => [mode, width] as const))

export interface ModeEditor {
  /** A page of the editor `width` px wide (a touch screen's with `touch`), once it shows `text` (if given) and has checked the site. */
  open(path: string, text: string | undefined, width: number, window?: { touch?: boolean }): Promise<Page>
  /** The site's texts as the editor keeps them now. */
  texts(): Promise<Record<string, string>>
  /** The page's changes kept (locally, Save), and the site's texts once they differ from `before`. */
  keep(page: Page, before: Record<string, string>): Promise<Record<string, string>>
  /** The photos the editor keeps, by path (images/team/maria.jpg), with their bytes. */
  photos(): Promise<Record<string, Buffer>>
}

/** Every file of the folder's images/, by its path in the site. Hosted over a site folder, as here (no EDITOR_REPO), a photo
 * added goes there as locally (photo-routes.ts); with the site's repository it is the person's drafted photo instead
 * (drafted-photos.ts), which hosted-photos-ui.test.ts and request-photos.test.ts hold. */
function folderPhotos(siteDir: string): Record<string, Buffer> {
  const files = readdirSync(join(siteDir, 'images'), { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile())
  return Object.fromEntries(files.map((file) => [relative(siteDir, join(file.parentPath, file.name)), readFileSync(join(file.parentPath, file.name))]))
}

/** The site's texts with the person's kept changes in their files (a new page's file made), as the hosted editor would send them. */
async function keptTexts(editor: HostedEditor, cookie: string, siteDir: string) {
  const texts = siteTexts(siteDir)
  const history = json<DraftHistory>(await editor.request('GET', editorRoutes.drafts, { cookie }))
  const saved = Object.fromEntries(Object.entries(texts).map(([name, text]) => [name, parse(text) as unknown]))
  for (const [name, data] of Object.entries(drafts(history, saved))) texts[name] = name in texts ? spliceData(texts[name]!, data) : newFileText(name, data)
  return texts
}

export function modeEditors() {
  const local = editorTests()
  const hosted: HostedEditor[] = []
  const contexts: BrowserContext[] = []
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((c) => c.close()))
  })
  afterAll(async () => {
    await Promise.all(hosted.map((e) => e.close()))
    removeTempDirs()
  })
  return {
    /** An editor of `mode` on `siteDir`, stopped after the file's tests. */
    async start(mode: EditorMode, siteDir: string): Promise<ModeEditor> {
      if (mode === 'local') {
        const editor = await local.start(siteDir)
        return {
          open: (path, text, width, { touch } = {}) =>
            openEditorPage(local.browser(), `${editor.origin}${path}`, text, { viewport: { width, height: 900 }, hasTouch: touch }),
          texts: async () => siteTexts(siteDir),
          keep: (page, before) => saveAndRead(page, siteDir, before),
          photos: async () => folderPhotos(siteDir),
        }
      }
      const editor = await startHostedEditor(siteDir, await newDatabase())
      hosted.push(editor)
      const cookie = await editor.signedIn('ann@example.com', 'editor', 'Ann Lee')
      const texts = () => keptTexts(editor, cookie, siteDir)
      return {
        async open(path, text, width, { touch } = {}) {
          const page = await openSignedIn(local.browser(), contexts, editor, cookie, width, path, { touch })
          if (text) await page.getByText(text, { exact: true }).filter({ visible: true }).first().waitFor({ timeout: 60_000 })
          return page
        },
        texts,
        photos: async () => folderPhotos(siteDir),
        // Kept as typed: the server's texts once they differ from before and hold still (the last keystrokes' history sent).
        async keep(page, before) {
          await page.locator('[aria-label="Problems"][aria-busy="false"]').waitFor({ timeout: 10_000 })
          let last = JSON.stringify(before)
          await expect
            .poll(
              async () => {
                const now = JSON.stringify(await texts())
                const settled = now !== JSON.stringify(before) && now === last
                last = now
                return settled
              },
              { interval: 500 },
            )
            .toBe(true)
          return JSON.parse(last) as Record<string, string>
        },
      }
    },
  }
}
