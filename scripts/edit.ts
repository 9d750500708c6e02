// npm run edit: the editor at http://127.0.0.1:5174, on this machine only. Every page of the site,
// rendered by the site's own renderer; click a text to change it in place, see problems as you type
// (the same messages as `npm run validate`), and Save writes only the changed values into site/.
// EDIT_PORT changes the port; SITE_DIR edits another copy of site/ (schema/load-site.ts).
import { createServer } from 'vite'
import { join } from 'node:path'
import { defaultSiteDir, projectRoot } from '../schema/load-site.ts'
import { editorPlugin } from './edit/editor-plugin.ts'

const port = Number(process.env.EDIT_PORT ?? 5174)
const server = await createServer({
  configFile: join(projectRoot, 'vite.config.ts'),
  // Its own dependency folder, apart from npm run dev's (scripts/dev.ts says why).
  cacheDir: join(projectRoot, 'node_modules', '.vite', 'edit'),
  plugins: [editorPlugin(defaultSiteDir)],
  // Loopback only: the editor writes files. Vite also refuses requests whose Host is not this machine.
  server: { host: '127.0.0.1', port, strictPort: true },
})
await server.listen()
server.printUrls()
