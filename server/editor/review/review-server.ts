// One build of the review served the way production serves it (server/app.ts), in the editor's own
// process on a free port of 127.0.0.1, with a throwaway message database and no mail, so pages that
// call the API (the home page's testimonials) are pictured as visitors see them. A server process of
// its own for each build, as `npm run changes` starts for another tree's code, cost about a second of
// CPU to start, twice for every review.
import Fastify from 'fastify'
import { mkdtempSync, rmSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Site } from '../../../schema/load-site.ts'
import type { Served } from '../../../scripts/changes/serve.ts'
import app from '../../app.ts'

/** The build of `site` in `distDir`, served until `stop()`. */
export async function serveReviewBuild(site: Site, distDir: string): Promise<Served> {
  const dataDir = mkdtempSync(join(tmpdir(), 'site-review-data-'))
  const server = Fastify({ logger: false })
  const stop = async () => {
    await server.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
  try {
    await server.register(app, { site, distDir, dataDir })
    await server.listen({ host: '127.0.0.1', port: 0 })
  } catch (error) {
    await stop()
    throw error
  }
  return { origin: `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`, stop }
}
