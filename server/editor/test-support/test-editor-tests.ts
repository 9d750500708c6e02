// What every test file of `npm run edit` shares: the run's Chromium for its tests, and the editors it starts,
// each on a copy of the site; all stopped, and the copies removed, after its tests.
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll } from 'vitest'
import { removeCopies } from '../../../schema/site-copy.ts'
import { testBrowser } from '../../../scripts/support/test-browser.ts'
import { removeEditorDataDirs, startEditor, type EditorOptions, type EditorServer } from './test-editor-server.ts'

export function editorTests() {
  let browser: Browser | undefined
  const editors: EditorServer[] = []
  beforeAll(async () => {
    browser = await testBrowser()
  }, 60_000)
  afterAll(async () => {
    await browser?.close()
    await Promise.all(editors.map((e) => e.stop()))
    removeCopies()
    removeEditorDataDirs()
  })
  return {
    browser: () => browser!,
    /** `npm run edit` on `siteDir`, stopped after the file's tests; again after a restart with the first one's port and dataDir. */
    async start(siteDir: string, options?: EditorOptions): Promise<EditorServer> {
      const editor = await startEditor(siteDir, options)
      editors.push(editor)
      return editor
    },
  }
}
