// Browser tests against the built site served by the real server. Chromium is Playwright's own where
// the machine has it, otherwise Debian's (/usr/bin/chromium).
import { defineConfig } from '@playwright/test'
import { existsSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from 'playwright-core'

const port = 4173
const ownBrowser = (() => {
  try { return existsSync(chromium.executablePath()) } catch { return false }
})()
const launchOptions = ownBrowser ? {} : {
  executablePath: '/usr/bin/chromium',
  args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
}

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
