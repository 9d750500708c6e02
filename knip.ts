// knip (a step of npm test): no file, export or dependency that nothing uses. The entries are what is
// started from outside the import graph; knip's own plugins add the configs (vite, vitest, playwright,
// eslint) and the test files they name.
import type { KnipConfig } from 'knip'

export default {
  entry: [
    // Every command: `node scripts/x.ts` from package.json's scripts and .ci/run.
    'scripts/*.ts',
    // Imported by scripts/bench.ts and also run alone (`node scripts/bench/server-throughput.ts`).
    'scripts/bench/server-throughput.ts',
    // Run by npm start, the browser tests and the benches as `node server/main.ts`.
    'server/main.ts',
    // Vite's plugin finds the client entry through index.html; scripts/build.ts builds this one by name.
    'renderer/entry-server.tsx',
    // The editor's page; scripts/build/editor-bundle.ts builds it through renderer/editor/index.html.
    'renderer/editor/editor-entry.tsx',
    // The hosted editor's sign-in pages; editor-bundle.ts builds them through renderer/editor/sign-in/sign-in.html.
    'renderer/editor/sign-in/sign-in-entry.ts',
    // A change request's preview page; editor-bundle.ts builds it through renderer/editor/preview-link/preview-link.html,
    // with this module in place of virtual:site-config.
    'renderer/editor/preview-link/preview-link-entry.ts',
    'renderer/editor/preview-link/preview-site-config.ts',
    // Put in place of renderer/live-edit.tsx and virtual:site-config by scripts/build/editor-bundle.ts.
    'renderer/editor/preview/live-edit.tsx',
    'renderer/editor/preview/live-site-config.ts',
    // Added to renderer/styles.css in the editor's bundle by scripts/build/editor-bundle.ts, as text.
    'renderer/editor/page-breakpoints.css',
  ],
  project: ['{schema,renderer,server,scripts,tests}/**/*.{ts,tsx,css}', '*.{ts,js}'],
  // Written by scripts/gen-types.ts from the schema: every type it declares stays, used or not.
  ignore: ['schema/generated/**'],
  // Debian's tools, run by the benches and the test setup where the machine lacks nginx, wrk or PostgreSQL;
  // openssl hashes the password of the tests' git server (scripts/support/git-server.ts).
  ignoreBinaries: ['apt-get', 'pg_config', 'mkfifo', 'openssl'],
  ignoreDependencies: [
    // Started by path in schema/test-language-server.ts (for editor.test.ts), the language server an editor's YAML extension runs.
    'yaml-language-server',
    // Written into the page scripts/bench/framework-baseline.ts builds, as source text.
    'react-helmet-async',
  ],
} satisfies KnipConfig
