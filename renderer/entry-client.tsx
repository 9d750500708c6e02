// Hydrates the prerendered page: loads this route's data and section components first, so the first
// client render matches the HTML exactly.
import { hydrateRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router-dom'
import { App } from './App.tsx'
import { loadPage, routeFor } from './load-page.ts'
import './styles.css'

await loadPage(routeFor(location.pathname))
hydrateRoot(
  document.getElementById('root')!,
  <BrowserRouter>
    <App />
  </BrowserRouter>,
)
