// npm run edit: the editor at http://127.0.0.1:5174 (EDIT_PORT), on this machine only: a Fastify process
// of its own (server/editor/plugin.ts) serving the editor's built UI over every page of the site. It
// builds the UI first when its sources changed since the last build (scripts/build/editor-bundle.ts,
// which `npm run build` also runs). SITE_DIR edits another copy of site/ (schema/load-site.ts).
// With EDITOR_ORIGIN (https://edit.example.com) it is the hosted editor: it listens on HOST:EDIT_PORT
// (behind the proxy that serves that address; TRUST_PROXY names it) and staff sign in
// (server/editor/sign-in/hosted.ts; npm run editors invites them). With EDITOR_REPO as well, it edits the newest
// main version of the site's repository. Either way, Send for review commits the changes on a branch of the
// repository (EDITOR_REPO's, or the one site/ is in) and opens its pull request (server/editor/proposals/propose.ts).
import closeWithGrace from 'close-with-grace'
import Fastify from 'fastify'
import { defaultSiteDir } from '../schema/load-site.ts'
import { readConfig } from '../server/config.ts'
import { serverOptions } from '../server/server-options.ts'
import { editorModeOf, hostedMode, repositoryOf } from '../server/editor/editor-mode.ts'
import editor from '../server/editor/plugin.ts'
import { editorBundle } from './build/editor-bundle.ts'

const port = Number(process.env.EDIT_PORT ?? 5174)
const started = performance.now()
const bundle = await editorBundle()
if (!bundle.fromCache) console.log(`built the editor in ${((performance.now() - started) / 1000).toFixed(1)} s`)

// The drafts (and, hosted, the people) are kept in the message store's database, where the server finds
// it (DATA_DIR, DATABASE_URL).
const { dataDir, databaseUrl, host, trustProxy, mail } = readConfig()
// Local or hosted, decided here once (server/editor/editor-mode.ts). Hosted with EDITOR_REPO, everyone
// edits on top of the newest main version of the site's repository, in the editor's own folder; otherwise
// site/ is edited where it is, and changes are sent to the repository it is in.
const mode = await editorModeOf({ dataDir, mail, siteDir: defaultSiteDir })
const hosted = hostedMode(mode)
const repository = repositoryOf(mode)
// The site's server settings (server/server-options.ts): Node's HTTP server with the site's connection
// limits, so a client that sends a request's head slowly, or never finishes it, is closed as the site
// closes it (without them 500 such clients were held for 90 s). One is longer: a photo of up to 25 MB
// from a phone's network (2 Mbit/s) takes over 100 s to arrive, where a visitor's message takes one.
// What each route's body may be: server/editor/security/body-limits.ts.
const limits = { requestMs: 180_000 }
const app = Fastify(serverOptions({ logLevel: process.env.LOG_LEVEL ?? 'warn', trustProxy: hosted ? trustProxy : false, limits }))
await app.register(editor, { siteDir: repository?.folder.dir ?? defaultSiteDir, bundleDir: bundle.dir, port, dataDir, databaseUrl, mode })
closeWithGrace({ delay: 5000 }, async ({ err }) => {
  if (err) console.error(`The editor stopped after an unexpected error: ${err.stack ?? err.message}`)
  await app.close()
})
// Locally, the loopback only: the editor writes files and nobody signs in.
const listenHost = hosted ? host : '127.0.0.1'
try {
  await app.listen({ host: listenHost, port })
} catch (error) {
  const busy = (error as NodeJS.ErrnoException).code === 'EADDRINUSE'
  console.error(
    busy
      ? `The editor could not start: another program already uses port ${port} on ${listenHost} (EADDRINUSE). Stop it, or choose another port with EDIT_PORT.`
      : `The editor could not listen on ${listenHost}:${port}: ${(error as Error).message}`,
  )
  process.exit(1)
}
console.log(`The editor is at ${hosted?.origin ?? `http://127.0.0.1:${port}`}/ (ready in ${((performance.now() - started) / 1000).toFixed(1)} s)`)
