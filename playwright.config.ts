// Browser tests against the built site (dist/ or BUILD_DIR, built by `node scripts/build.ts` from the same SITE_DIR)
// served by the real server. Chromium is Playwright's own where the machine has it, otherwise Debian's
// (/usr/bin/chromium).
import { defineConfig } from '@playwright/test'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { chromiumLaunchOptions } from './scripts/support/chromium.ts'
import { freePort } from './scripts/support/free-port.ts'
import { defaultSiteDir, projectRoot } from './schema/load-site.ts'

// A port free now, not a fixed one, so two suites can run on one machine. Playwright loads this file
// again in every worker; they inherit the runner's environment, so all of them agree on the port.
process.env.E2E_PORT ||= String(await freePort())
const port = Number(process.env.E2E_PORT)
const launchOptions = chromiumLaunchOptions()

export default defineConfig({
  testDir: 'tests/browser',
  fullyParallel: true,
  // Three at once on two cores: each test waits a moment for the network to be idle, and a third fills
  // that wait (the whole run: 124 → 116 s, the cores busy 1.77 → 1.90 of 2).
  workers: 3,
  retries: 0,
  reporter: [['list']],
  timeout: 60_000,
  // What a page shows comes within a second at rest; in CI's run, with three browsers and the server on
  // two cores (load 12), a carousel's testimonials took over Playwright's default 5 s to show.
  expect: { timeout: 15_000 },
  use: { baseURL: `http://127.0.0.1:${port}`, launchOptions, trace: 'off' },
  webServer: {
    command: `${JSON.stringify(process.execPath)} server/main.ts`,
    url: `http://127.0.0.1:${port}/`,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      // The server reads the same site definition as the tests (site/, or the copy SITE_DIR names).
      SITE_DIR: defaultSiteDir,
      // The build of that site: dist/, or the folder BUILD_DIR named when it was built.
      DIST_DIR: join(process.env.BUILD_DIR ? resolve(process.env.BUILD_DIR) : join(projectRoot, 'dist'), 'client'),
      DATA_DIR: mkdtempSync(join(tmpdir(), 'site-e2e-')),
      RATE_LIMIT_MAX: '1000',
    },
    reuseExistingServer: false,
    timeout: 60_000,
  },
})
