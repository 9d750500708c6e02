// Screenshots of routes as a visitor first sees them, full length, at each width the summary shows.
// The shots of one width are taken one after another in one page, the widths at once: a browser
// context and a page of their own for each shot cost about a CPU-second more, of the two a shot takes
// then. Each still shows a first visit: the only thing the site stores is the cookie notice's choice
// (localStorage), which no picture makes, and the two builds compared are served from origins of
// their own, so nothing one build's pages keep reaches the other's.
import { createServer, type AddressInfo } from 'node:net'
import type { Browser, Page, Route } from 'playwright-core'
import { pictureFolderOf } from '../../schema/route-file.ts'
import type { RouteChanges } from './routes.ts'

export const widths = [1280, 375] as const

/** Every picture of the changes, npm run changes' and the editor's review's alike: a changed route before
 * and after, an added one after, a removed one before, at each width; `file` names it (index/before-1280.png). */
export const shotsOf = (routes: Pick<RouteChanges, 'changed' | 'added' | 'removed'>) =>
  [
    ...routes.changed.flatMap((route) => [
      { route, name: 'before' as const },
      { route, name: 'after' as const },
    ]),
    ...routes.added.map((route) => ({ route, name: 'after' as const })),
    ...routes.removed.map((route) => ({ route, name: 'before' as const })),
  ].flatMap((shot) => widths.map((width) => ({ ...shot, width, file: `${pictureFolderOf(shot.route)}/${shot.name}-${width}.png` })))

/** Loads `url` in `page` and writes its full length to `file`. */
async function photograph(page: Page, url: string, file: string) {
  await page.goto(url, { waitUntil: 'networkidle' })
  await page.evaluate(() => document.fonts.ready)
  // A visitor's browser renders the sections below the first screen as they scroll near
  // (content-visibility: auto); a full-length shot is one capture, so they are all rendered for it,
  // with the switch a scroll to a section uses (renderer/first-paint.ts, step 5).
  await page.evaluate(() => {
    document.documentElement.dataset.renderAll = ''
  })
  await page.screenshot({ path: file, fullPage: true, animations: 'disabled' })
}

/**
 * What the pages may reach: only the servers being pictured (`origins`, builds served on this machine).
 * The browser runs on the server, inside its network, and a site's words may name any address (a
 * calendar's frame named `https://127.0.0.1:5443/internal-admin` was fetched). Every other request goes
 * to a proxy of this process that closes each connection at once (Chromium also opens connections ahead
 * of a request, which no route sees), and is answered before that: a frame of another address is an
 * empty page, anything else is aborted.
 */
async function shutIn(origins: string[]) {
  const proxy = createServer((socket) => socket.destroy())
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve))
  const hosts = new Set(origins.map((origin) => new URL(origin).host))
  return {
    // <-loopback>: Chromium goes to the loopback directly unless told otherwise, and 127.0.0.1 is the machine itself.
    proxy: { server: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`, bypass: ['<-loopback>', ...hosts].join(',') },
    route: (route: Route) => {
      if (hosts.has(new URL(route.request().url()).host)) return route.continue()
      return route.request().resourceType() === 'document' ? route.fulfill({ contentType: 'text/html', body: '' }) : route.abort('blockedbyclient')
    },
    close: () => new Promise<void>((resolve) => proxy.close(() => resolve())),
  }
}

/** What a shot's job is given: the picture of `url`, written to `file`, at the shot's width. */
export type Photograph = (url: string, file: string) => Promise<void>

/** Runs `take` for every shot, each width's in one page of its own, one after another; the pages load
 * from `origins` alone (the servers of the builds pictured). */
export async function takeShots<Shot extends { width: number }>(
  browser: Browser,
  shots: Shot[],
  origins: string[],
  take: (shot: Shot, photo: Photograph) => Promise<void>,
) {
  const shut = await shutIn(origins)
  await Promise.all(
    widths.map(async (width) => {
      const mine = shots.filter((shot) => shot.width === width)
      if (!mine.length) return
      const context = await browser.newContext({
        viewport: { width, height: width < 768 ? 812 : 800 },
        deviceScaleFactor: 1,
        reducedMotion: 'reduce',
        proxy: shut.proxy,
      })
      try {
        await context.route('**/*', shut.route)
        const page = await context.newPage()
        for (const shot of mine) await take(shot, (url, file) => photograph(page, url, file))
      } finally {
        await context.close()
      }
    }),
  ).finally(shut.close)
}
