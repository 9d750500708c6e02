// Browser tests against the built site served by the real server. Chromium is Playwright's own where
// the machine has it, otherwise Debian's (/usr/bin/chromium).
import { defineConfig } from '@playwright/test'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromiumLaunchOptions } from './scripts/support/chromium.ts'

const port = 4173
const launchOptions = chromiumLaunchOptions()

export default defineConfig({
  testDir: 'tests/browser',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  timeout: 60_000,
  use: { baseURL: `http://127.0.0.1:${port}`, launchOptions, trace: 'off' },
  webServer: {
    command: `${JSON.stringify(process.execPath)} server/main.ts`,
    url: `http://127.0.0.1:${port}/`,
    env: { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: mkdtempSync(join(tmpdir(), 'site-e2e-')), RATE_LIMIT_MAX: '1000' },
    reuseExistingServer: false,
    timeout: 60_000,
  },
})
