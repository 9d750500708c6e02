// npm run edit: the editor at http://127.0.0.1:5174 (EDIT_PORT), on this machine only: a Fastify process
// of its own (server/editor/plugin.ts) serving the editor's built UI over every page of the site. It
// builds the UI first when its sources changed since the last build (scripts/build/editor-bundle.ts,
// which `npm run build` also runs). SITE_DIR edits another copy of site/ (schema/load-site.ts).
import closeWithGrace from 'close-with-grace'
import Fastify from 'fastify'
import { defaultSiteDir } from '../schema/load-site.ts'
import { readConfig } from '../server/config.ts'
import editor from '../server/editor/plugin.ts'
import { editorBundle } from './build/editor-bundle.ts'

const port = Number(process.env.EDIT_PORT ?? 5174)
const started = performance.now()
const bundle = await editorBundle()
if (!bundle.fromCache) console.log(`built the editor in ${((performance.now() - started) / 1000).toFixed(1)} s`)

// Drafts and the pages the editor sends are a site's files, which can be large; nothing else is.
const app = Fastify({ logger: { level: process.env.LOG_LEVEL ?? 'warn' }, bodyLimit: 8 * 1024 * 1024 })
// The drafts are kept in the message store's database, where the server finds it (DATA_DIR, DATABASE_URL).
const { dataDir, databaseUrl } = readConfig()
await app.register(editor, { siteDir: defaultSiteDir, bundleDir: bundle.dir, port, dataDir, databaseUrl })
closeWithGrace({ delay: 5000 }, async () => { await app.close() })
// Loopback only: the editor writes files.
await app.listen({ host: '127.0.0.1', port })
console.log(`The editor is at http://127.0.0.1:${port}/ (ready in ${((performance.now() - started) / 1000).toFixed(1)} s)`)
