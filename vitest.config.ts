import { availableParallelism, tmpdir } from 'node:os'
import { join } from 'node:path'
import { configDefaults, defineConfig } from 'vitest/config'

// The test files that read no site definition: each runs on fixture sites of its own, or none. They run
// with SITE_DIR naming a folder that does not exist, so one that reaches for the site after all fails
// here, naming that folder; and since they then run alike on any site, CI's second pass, on an edited
// copy of site/ (.ci/run), runs only the project "site" (vitest --project site). A new test file reads
// the site unless it is listed here. Every test of the editor runs on a fixture site or the sample site.
const readsNoSite = [
  'renderer/api.test.ts',
  'renderer/build/dev-problems-page.test.ts',
  'renderer/editor/drafts/edit-history.test.ts',
  'renderer/editor/firm-time.test.ts',
  'renderer/editor/pages/page-address.test.ts',
  'renderer/editor/pages/page-copy.test.ts',
  'renderer/editor/pages/page-relink.test.ts',
  'renderer/editor/people/people-words.test.ts',
  'renderer/editor/panels/schema-parts.test.ts',
  'renderer/sections/add-section-type.test.ts',
  'renderer/sections/sections.test.ts',
  'schema/catalogue.test.ts',
  'schema/search-warnings.test.ts',
  'schema/image-problems.test.ts',
  'schema/tel-link.test.ts',
  'schema/words.test.ts',
  'schema/yaml-slips.test.ts',
  'schema/yaml-splice-one-parse.test.ts',
  'scripts/build-images.test.ts',
  'scripts/build/compress.test.ts',
  'scripts/build/incremental-build.test.ts',
  'scripts/build/nginx-config.test.ts',
  'scripts/build/plain-site.test.ts',
  'scripts/changes.test.ts',
  'scripts/changes/routes.test.ts',
  'scripts/changes/same-change.test.ts',
  'scripts/lock-file.test.ts',
  'scripts/support/chromium.test.ts',
  'scripts/support/free-port.test.ts',
  'server/change-requests-store.test.ts',
  'server/contact-characters.test.ts',
  'server/contact-form-post.test.ts',
  'server/contact-idempotency.test.ts',
  'server/contact-limits.test.ts',
  'server/contact.test.ts',
  'server/delivery.test.ts',
  'server/editor-drafts-store.test.ts',
  'server/editor/**/*.test.ts',
  'server/errors.test.ts',
  'server/health.test.ts',
  'server/http-hardening.test.ts',
  'server/instances.test.ts',
  'server/main.test.ts',
  'server/message-answers-store.test.ts',
  'server/messages-report.test.ts',
  'server/migrations.test.ts',
  'server/people-store.test.ts',
  'server/site-follow/hook-signature.test.ts',
  'server/site-follow/settings.test.ts',
  'server/site-follow/site-follow-poll.test.ts',
  'server/site-follow/site-follow.test.ts',
  'server/site.test.ts',
  'server/trust-proxy.test.ts',
]
const noSite = join(tmpdir(), 'no-site-for-the-test-files-vitest.config.ts-lists-as-reading-none')

export default defineConfig({
  test: {
    // Three test files, their browsers, editors and git servers share two cores: in CI's runs (load
    // 12 to 17) a test of 2 s at rest took over 20 s (site-remote-publish.test.ts), and each run failed
    // a different one by its time limit. A test that hangs still fails, a minute later.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // A page's answer waited for (expect.poll) comes within a second on a machine at rest, and took
    // longer in CI's run, where three test files, their browsers and editors share two cores (a kept
    // draft's status, edit-drafts.test.ts). A poll that cannot succeed still fails, ten seconds later.
    expect: { poll: { timeout: 10_000 } },
    // A file spends part of its time waiting on the processes it starts (a browser, an editor, a git
    // server), so three files run at once even on two cores, where vitest's default (one less than the
    // cores) would run them one by one: 574 s of tests took 399 s with two, 379 s with three.
    maxWorkers: Math.max(3, availableParallelism() - 1),
    // One real PostgreSQL cluster for the run; the server tests run against it and against SQLite.
    // The editor's UI, built once for the editors the tests start. One Chromium the test files share.
    globalSetup: ['server/test-postgres.ts', 'server/editor/test-support/test-editor-bundle.ts', 'scripts/support/test-browser.ts'],
    projects: [
      {
        extends: true,
        test: { name: 'site', include: ['{schema,renderer,server,scripts}/**/*.test.{ts,tsx}'], exclude: [...configDefaults.exclude, ...readsNoSite] },
      },
      { extends: true, test: { name: 'fixtures', include: readsNoSite, env: { SITE_DIR: noSite } } },
    ],
  },
})
