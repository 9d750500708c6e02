import type { Site } from '../../schema/load-site.ts'

const indexed = (site: Site) => site.pages.filter(({ page }) => !page.noindex)

export function sitemapXml(site: Site): string {
  const base = site.config.meta.siteUrl
  const urls = indexed(site).map(({ page }) => `  <url><loc>${base}${page.path === '/' ? '/' : page.path}</loc></url>`)
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`
}

export function robotsTxt(site: Site): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${site.config.meta.siteUrl}/sitemap.xml\n`
}
