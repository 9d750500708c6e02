// What React 19 and the chosen browser libraries cost alone: a page that hydrates with react-dom,
// routes with react-router-dom, fetches with @tanstack/react-query and sets its title with
// react-helmet-async, and does nothing else, built by Vite as the site is (production, minified,
// same target). The site itself dropped react-helmet-async for React 19's own <title> hoisting. The first-load budget of every route
// is measured against it, so it follows the libraries' versions instead of a number written down once.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { build } from 'vite'
import { projectRoot } from '../../schema/load-site.ts'
import { compressTree } from '../build/compress.ts'
import { sizesOf, type Sizes } from './route-bytes.ts'

// Each library used for what the site uses it for, so tree-shaking keeps the same parts.
const entry = `
import { createElement as h } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom'
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query'
import { Helmet, HelmetProvider } from 'react-helmet-async'

function Page() {
  const { data } = useQuery({ queryKey: ['items'], queryFn: () => fetch('/api/items').then((r) => r.json()) })
  return h(Link, { to: '/' }, h(Helmet, null, h('title', null, 'Page')), String(data))
}
hydrateRoot(document.getElementById('root'), h(HelmetProvider, null, h(QueryClientProvider, { client: new QueryClient() },
  h(BrowserRouter, null, h(Routes, null, h(Route, { path: '*', element: h(Page) }))))))
`

export async function measureFrameworkBaseline(): Promise<Sizes> {
  // Inside the project, so the libraries resolve from its node_modules.
  const root = join(projectRoot, 'node_modules', '.cache', 'framework-baseline')
  rmSync(root, { recursive: true, force: true })
  mkdirSync(root, { recursive: true })
  writeFileSync(join(root, 'entry.js'), entry)
  const outDir = join(root, 'dist')
  await build({
    configFile: false,
    root,
    logLevel: 'silent',
    build: { outDir, target: 'es2023', modulePreload: { polyfill: false }, rollupOptions: { input: join(root, 'entry.js') } },
  })
  await compressTree(outDir)
  const scripts = readdirSync(join(outDir, 'assets'))
    .filter((file) => file.endsWith('.js'))
    .map((file) => join('assets', file))
  return sizesOf(outDir, scripts)
}
