// One Chromium for a whole vitest run: started by vitest's globalSetup (this file's default export) as
// Playwright's browser server, and joined by every test file (testBrowser) instead of each launching
// its own, about 2.3 CPU-seconds a launch. A file's contexts are its own: closing its Browser closes
// them and leaves the others' open. scripts/support/chromium.test.ts still launches one of its own, to
// read the launch's command line.
import { chromium, type Browser } from 'playwright-core'
import { inject } from 'vitest'
import type { TestProject } from 'vitest/node'
import { chromiumLaunchOptions } from './chromium.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's browser server (Playwright's wsEndpoint). */
    chromiumEndpoint: string
  }
}

/** The run's Chromium, for one test file: close it in afterAll. */
export const testBrowser = (): Promise<Browser> => chromium.connect(inject('chromiumEndpoint'))

export default async function setup(project: TestProject) {
  const server = await chromium.launchServer(chromiumLaunchOptions())
  project.provide('chromiumEndpoint', server.wsEndpoint())
  return () => server.close()
}
