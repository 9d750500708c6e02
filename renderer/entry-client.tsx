// Hydrates the prerendered page: loads this route's data and section components first, so the first
// client render matches the HTML exactly. The dev server sends no prerendered HTML, so there the page
// is rendered from scratch instead. Hydration runs as a transition, so React yields to the browser
// every few milliseconds instead of holding the main thread for the whole page.
import { startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router-dom'
import { App } from './App.tsx'
import { loadPage, routeFor } from './load-page.ts'
import './styles.css'

await loadPage(routeFor(location.pathname))
const container = document.getElementById('root')!
const app = (
  <BrowserRouter>
    <App />
  </BrowserRouter>
)
if (container.firstElementChild) startTransition(() => { hydrateRoot(container, app) })
else createRoot(container).render(app)
