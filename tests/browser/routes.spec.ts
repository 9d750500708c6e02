// Every route: its main heading, title and sections render; metadata is in the served HTML before any
// script runs; no hydration warning; nothing scrolls sideways at 375 px; axe finds nothing serious.
import { expect } from '@playwright/test'
import type { Section } from '../../schema/generated/site-types.ts'
import { skippedHeadings } from '../../schema/heading-order.ts'
import { axeOn } from '../../scripts/support/axe.ts'
import { config, pageAt, publicRoutes, titleOf } from './site-data.ts'
import { test } from './worker-page.ts'

const heroHeading = (sections: Section[]) => sections.find((s) => s.type === 'hero')!.heading!

for (const path of publicRoutes) {
  test.describe(`route ${path}`, () => {
    test('serves complete HTML without scripts', async ({ request }) => {
      const response = await request.get(path)
      expect(response.status()).toBe(200)
      const html = await response.text()
      const page = pageAt(path)
      // Compare text, not one serializer's choice of entities.
      const decode = (text: string) =>
        text.replace(/&(amp|lt|gt|quot|#x27|#39);/g, (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'" })[e]!)
      const first = (pattern: RegExp) => decode(pattern.exec(html)?.[1] ?? '')
      expect(first(/<title>([^<]*)<\/title>/)).toBe(titleOf(path))
      expect(first(/<meta name="description" content="([^"]*)"/)).toBe(page.description)
      expect(first(/<link rel="canonical" href="([^"]*)"/)).toBe(config.meta.siteUrl + path)
      expect(first(/<h1[^>]*>([^<]*)<\/h1>/)).toBe(heroHeading(page.sections))
      // Heading levels skip in the page's main part exactly where validation warns that they do.
      const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'))
      const levels = [...main.matchAll(/<h([1-6])[\s>]/g)].map((m) => Number(m[1]))
      const skips = levels.filter((level, i) => i > 0 && level > levels[i - 1]! + 1)
      expect(skips.length > 0).toBe(skippedHeadings(page).length > 0)
      expect(html).toContain('<script type="application/ld+json">')
      const head = html.slice(0, html.indexOf('</head>'))
      expect(head).toContain('<title>')
      expect(head).toContain('application/ld+json')
    })

    for (const width of [375, 1280]) {
      test(`renders, hydrates cleanly and passes axe at ${width} px`, async ({ visit: { page, problems } }) => {
        await page.setViewportSize({ width, height: 900 })
        await page.goto(path, { waitUntil: 'networkidle' })
        const data = pageAt(path)
        await expect(page).toHaveTitle(titleOf(path))
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(heroHeading(data.sections))
        for (const section of data.sections) {
          if (section.heading && section.type !== 'hero') {
            await expect(page.getByRole('heading', { level: 2, name: section.heading, exact: true }).first()).toBeAttached()
          }
        }
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
        const results = await axeOn(page).analyze()
        const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
        expect(
          serious.map(
            (v) =>
              `${v.id}: ${v.nodes
                .map((n) => n.target.join(' '))
                .slice(0, 3)
                .join(', ')}`,
          ),
        ).toEqual([])
        expect(problems).toEqual([])
      })
    }
  })
}

test('an unknown path answers the 404 page with status 404', async ({ page }) => {
  const response = await page.goto('/no-such-page')
  expect(response!.status()).toBe(404)
  const notFound = pageAt('/404')
  const hero = notFound.sections.find((s) => s.type === 'hero')!
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(hero.heading!)
  if (hero.type === 'hero' && hero.text) await expect(page.getByText(hero.text, { exact: true })).toBeVisible()
  await expect(page).toHaveTitle(notFound.title + config.meta.titleSuffix)
})

test('sitemap.xml lists every indexed route and robots.txt points at it', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text()
  for (const path of publicRoutes.filter((p) => !pageAt(p).noindex)) expect(sitemap).toContain(`<loc>${config.meta.siteUrl}${path}</loc>`)
  expect(sitemap).not.toContain('/404')
  expect(await (await request.get('/robots.txt')).text()).toContain(`Sitemap: ${config.meta.siteUrl}/sitemap.xml`)
})
