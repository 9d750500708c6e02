import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['{schema,renderer,server,scripts}/**/*.test.{ts,tsx}'],
    testTimeout: 20_000,
    // A file spends part of its time waiting on the processes it starts (a browser, an editor, a git
    // server), so three files run at once even on two cores, where vitest's default (one less than the
    // cores) would run them one by one: 574 s of tests took 399 s with two, 379 s with three.
    maxWorkers: Math.max(3, availableParallelism() - 1),
    // One real PostgreSQL cluster for the run; the server tests run against it and against SQLite.
    // The editor's UI, built once for the editors the tests start.
    globalSetup: ['server/test-postgres.ts', 'server/editor/test-editor-bundle.ts'],
  },
})
