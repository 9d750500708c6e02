import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['{schema,renderer,server,scripts}/**/*.test.{ts,tsx}'],
    testTimeout: 20_000,
    // One real PostgreSQL cluster for the run; the server tests run against it and against SQLite.
    // The editor's UI, built once for the editors the tests start.
    globalSetup: ['server/test-postgres.ts', 'server/editor/test-editor-bundle.ts'],
  },
})
