// Hydrates the prerendered page: loads this route's data (renderer/page-data.ts) and section
// components first, so the first client render matches the HTML exactly. The dev server sends no prerendered HTML, so there the page
// is rendered from scratch instead. Hydration runs as a transition, so React yields to the browser
// every few milliseconds instead of holding the main thread for the whole page.
import { startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router-dom'
import { App } from './App.tsx'
import { loadPage, loadRouteIndex } from './load-page.ts'
import { pageDataAttribute } from './page-data.ts'
import { onIdle } from './first-paint.ts'
import './styles.css'

// A prerendered page names its data's URL, which its loader script is already fetching; the dev
// server's pages do not, and their data is looked up in the route index.
const dataUrl = document.querySelector<HTMLScriptElement>(`script[data-${pageDataAttribute}]`)?.dataset[pageDataAttribute]
await loadPage(location.pathname, dataUrl)
const container = document.getElementById('root')!
const app = (
  <BrowserRouter>
    <App />
  </BrowserRouter>
)
if (container.firstElementChild)
  startTransition(() => {
    hydrateRoot(container, app)
  })
else createRoot(container).render(app)
// The other routes' data addresses, so following a link waits for one file, not two.
onIdle(() => void loadRouteIndex().catch(() => {}))
