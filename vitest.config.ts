import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['{schema,renderer,server,scripts}/**/*.test.{ts,tsx}'],
    testTimeout: 20_000,
  },
})
