import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['{schema,renderer,server,scripts}/**/*.test.{ts,tsx}'],
    testTimeout: 20_000,
    // One real PostgreSQL cluster for the run; the server tests run against it and against SQLite.
    globalSetup: ['server/test-postgres.ts'],
  },
})
