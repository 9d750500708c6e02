// npm start: builds the site first when dist/client/index.html is missing, then starts the server
// (server/main.ts) in this process, so signals reach it directly. With SITE_REPO the server builds the
// repository's site itself (server/site-follow/), so dist/ is neither needed nor built.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { projectRoot } from '../schema/load-site.ts'

const distDir = process.env.DIST_DIR?.trim() || join(projectRoot, 'dist', 'client')
if (!process.env.SITE_REPO?.trim() && !existsSync(join(distDir, 'index.html'))) {
  console.log(`No built site in ${distDir}: building it first (npm run build).`)
  const build = spawnSync(process.execPath, [join(projectRoot, 'scripts', 'build.ts')], { stdio: 'inherit', cwd: projectRoot })
  if (build.status !== 0) {
    console.error('The build failed, so the server was not started. Fix the errors above and run `npm start` again.')
    process.exit(build.status ?? 1)
  }
}
await import('../server/main.ts')
