// npm run dev: the site with hot reload at http://127.0.0.1:5173. Saving a file in site/ reloads the
// page; a validation problem is shown in the browser with its file, line and column. API calls are
// passed to the server (npm start) on PORT, 3000 by default.
// Only /api/... is passed on: a plain '/api' prefix would also catch the module /api.ts.
// DEV_PORT changes the dev server's port; SITE_DIR serves another copy of site/ (read by vite.config.ts).
import { createServer } from 'vite'
import { join } from 'node:path'
import { projectRoot } from '../schema/load-site.ts'

const apiPort = process.env.PORT ?? '3000'
const port = Number(process.env.DEV_PORT ?? 5173)
const server = await createServer({
  configFile: join(projectRoot, 'vite.config.ts'),
  // Each dev server (this preview, the editor) prepares its dependencies in its own folder: two running
  // at once on one folder re-prepare them under each other and reload each other's pages.
  cacheDir: join(projectRoot, 'node_modules', '.vite', 'dev'),
  server: { host: '127.0.0.1', port, strictPort: true, proxy: { '^/api/': `http://127.0.0.1:${apiPort}` } },
})
await server.listen()
server.printUrls()
