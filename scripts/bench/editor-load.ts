// What opening the editor costs a phone: in Chromium at 375 px on a copy of site/, with the network of
// Lighthouse's mobile runs (1.6 Mbit/s down, 150 ms round trips), the bytes a page of the editor
// fetches and the time until it can be edited (its overlay has the site and has checked it), the first
// time and again on a reload, when the browser has kept what it may.
// Part of npm run bench; alone: node scripts/bench/editor-load.ts
import { copySite, pagesOf, removeCopies } from '../../schema/site-copy.ts'
import { startEditor } from '../../server/editor/test-support/test-editor-server.ts'
import { launchChromium } from '../support/chromium.ts'

interface EditorOpening {
  bytes: number
  requests: number
  seconds: number
}
export interface EditorLoad {
  first: EditorOpening
  again: EditorOpening
}

const phoneNetwork = { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 0.75e6 / 8 }

export async function measureEditorLoad(): Promise<EditorLoad> {
  const siteDir = copySite()
  const editor = await startEditor(siteDir)
  const browser = await launchChromium()
  try {
    const context = await browser.newContext({ viewport: { width: 375, height: 800 }, hasTouch: true })
    const page = await context.newPage()
    const network = await context.newCDPSession(page)
    await network.send('Network.enable')
    await network.send('Network.emulateNetworkConditions', phoneNetwork)
    // Bytes as they came over the wire (compressed, headers included), by request.
    const received = new Map<string, number>()
    network.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => received.set(requestId, encodedDataLength))
    const open = async (go: () => Promise<unknown>): Promise<EditorOpening> => {
      received.clear()
      const start = performance.now()
      await go()
      await page.locator('[aria-label="Problems"][aria-busy="false"]').waitFor({ timeout: 120_000 })
      const seconds = (performance.now() - start) / 1000
      await page.waitForLoadState('networkidle')
      return { bytes: [...received.values()].reduce((a, b) => a + b, 0), requests: received.size, seconds }
    }
    const path = pagesOf(siteDir)[0]!.page.path
    const first = await open(() => page.goto(`${editor.origin}${path}`))
    const again = await open(() => page.reload())
    return { first, again }
  } finally {
    await browser.close()
    await editor.stop()
    removeCopies()
  }
}

const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`

export const editorLoadMarkdown = ({ first, again }: EditorLoad) => [
  '## Editor: opening a page on a phone',
  '',
  'Chromium at 375 px, 1.6 Mbit/s down and 150 ms round trips; until the page can be edited (scripts/bench/editor-load.ts).',
  '',
  '| opened | bytes over the network | requests | seconds |',
  '| --- | ---: | ---: | ---: |',
  `| first time | ${kb(first.bytes)} | ${first.requests} | ${first.seconds.toFixed(1)} |`,
  `| again (reload) | ${kb(again.bytes)} | ${again.requests} | ${again.seconds.toFixed(1)} |`,
]

if (import.meta.url === `file://${process.argv[1]}`) console.log(editorLoadMarkdown(await measureEditorLoad()).join('\n'))
