// Renders one route to HTML for the prerender (scripts/build.ts).
import { renderToString } from 'react-dom/server'
import { StaticRouter } from 'react-router-dom'
import { config } from 'virtual:site-config'
import { routes } from 'virtual:site-routes'
import { App } from './App.tsx'
import { loadPage, routeFor } from './load-page.ts'
import { jsonLdScript } from './structured-data.ts'

export { config, routes }

export async function render(path: string): Promise<{ html: string; jsonLd: string }> {
  await loadPage(routeFor(path))
  const html = renderToString(
    <StaticRouter location={path}>
      <App />
    </StaticRouter>,
  )
  return { html, jsonLd: jsonLdScript(config) }
}
