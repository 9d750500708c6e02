// Renders one route to HTML for the prerender (scripts/build.ts), from the page data the build made
// (scripts/build/page-outputs.ts): no page passes through the bundle.
import { renderToString } from 'react-dom/server'
import { StaticRouter } from 'react-router-dom'
import { config } from 'virtual:site-config'
import { App } from './App.tsx'
import { loadPage } from './load-page.ts'
import type { PageModule } from './page-module.ts'
import { jsonLdScript } from './structured-data.ts'

export async function render(path: string, data: PageModule): Promise<{ html: string; jsonLd: string }> {
  await loadPage(path, data)
  const html = renderToString(
    <StaticRouter location={path}>
      <App />
    </StaticRouter>,
  )
  return { html, jsonLd: jsonLdScript(config) }
}
