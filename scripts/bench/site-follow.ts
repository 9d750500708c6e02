// How soon a publication is live (issue 22): from the push of a one-word change to the site's default
// branch (what the editor's Publish does) to `npm start` with SITE_REPO serving the new word, on today's
// site, through a real git server over HTTP (scripts/support/git-server.ts). With the hook (the git host
// calls POST /api/site-hook right after the push) and by polling at the default SITE_POLL_SECONDS, each
// push at a random moment of the poll's period. The build cache is the project's (BUILD_CACHE_DIR), as a
// server's is after its first build. Part of npm run bench; alone:
// node scripts/bench/site-follow.ts [--hook-runs 5] [--poll-runs 3] [--poll-seconds 30]
import { loadavg } from 'node:os'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { defaultSiteDir } from '../../schema/load-site.ts'
import { defaultPollSeconds } from '../../server/site-follow/settings.ts'
import {
  callHook,
  hookSecret,
  newWord,
  pushToDefaultBranch,
  somePage,
  startFollowingServer,
  untilShown,
  withTitleWord,
} from '../../server/site-follow/test-site-follow.ts'
import { startGitServer, type GitServer } from '../support/git-server.ts'

export const liveBudgetSeconds = 15

interface Runs {
  seconds: number[]
  median: number
  max: number
}
export interface SiteFollowFigures {
  hook: Runs
  poll: Runs
  pollSeconds: number
  startSeconds: number
  load: [number, number]
}

const runsOf = (seconds: number[]): Runs => {
  const sorted = [...seconds].sort((a, b) => a - b)
  return { seconds, median: sorted[Math.floor(sorted.length / 2)]!, max: sorted.at(-1)! }
}
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms))

/** Seconds from the push (its `git push` included) to the page showing the new word, `runs` times. */
async function timePublications(
  git: GitServer,
  env: NodeJS.ProcessEnv,
  runs: number,
  beforeEach: () => Promise<void>,
  afterPush: (address: string) => Promise<void>,
) {
  const page = somePage()
  const server = await startFollowingServer(git, env)
  const clone = git.clone()
  try {
    const seconds: number[] = []
    for (let run = 0; run < runs; run++) {
      await beforeEach()
      const word = newWord()
      const text = withTitleWord(page, word, clone.git(['show', `HEAD:site/${page.file}`]))
      const started = performance.now()
      pushToDefaultBranch(clone, { [page.file]: text }, `A new word: ${word}`)
      await afterPush(server.address)
      await untilShown(server.address, page.path, word, 120_000, 20)
      seconds.push((performance.now() - started) / 1000)
    }
    return seconds
  } finally {
    await server.stop()
  }
}

export async function measureSiteFollow({ hookRuns = 5, pollRuns = 3, pollSeconds = defaultPollSeconds } = {}): Promise<SiteFollowFigures> {
  const load = loadavg()[0]!
  const git = await startGitServer({ siteDir: defaultSiteDir })
  try {
    const startedAt = performance.now()
    await startFollowingServer(git).then((server) => server.stop())
    const startSeconds = (performance.now() - startedAt) / 1000
    const hook = await timePublications(
      git,
      { SITE_POLL_SECONDS: '0' },
      hookRuns,
      async () => {},
      async (address) => {
        const answer = await callHook(address, hookSecret)
        if (answer.status !== 202) throw new Error(`the hook answered ${answer.status}`)
      },
    )
    const poll = await timePublications(
      git,
      { SITE_POLL_SECONDS: String(pollSeconds), SITE_HOOK_SECRET: '' },
      pollRuns,
      async () => {
        await sleep(Math.random() * pollSeconds * 1000)
      },
      async () => {},
    )
    return { hook: runsOf(hook), poll: runsOf(poll), pollSeconds, startSeconds, load: [load, loadavg()[0]!] }
  } finally {
    await git.stop()
  }
}

export function siteFollowMarkdown(f: SiteFollowFigures): string[] {
  const s = (n: number) => n.toFixed(2)
  return [
    '## Publication to live: npm start with SITE_REPO',
    '',
    `From the push of a one-word change to the default branch to the page served with the new word (scripts/bench/site-follow.ts): fetch, export, incremental build (scripts/build.ts as a child, the build cache shared), swap. By polling each push comes at a random moment of the ${f.pollSeconds} s period, so polling adds half of it on average and all of it at worst. The first start (clone, build of the tip, serve) took ${s(f.startSeconds)} s. Load average ${f.load.map((l) => l.toFixed(2)).join(' → ')}.`,
    '',
    '| how | runs (s) | median | max | budget | met |',
    '| --- | --- | ---: | ---: | ---: | --- |',
    `| hook (POST /api/site-hook) | ${f.hook.seconds.map(s).join(', ')} | ${s(f.hook.median)} | ${s(f.hook.max)} | ≤ ${liveBudgetSeconds} s | ${f.hook.max <= liveBudgetSeconds ? 'yes' : '**no**'} |`,
    // The wait for the next poll is the setting's, not the build's: the budget is the period and 15 s.
    `| polling every ${f.pollSeconds} s | ${f.poll.seconds.map(s).join(', ')} | ${s(f.poll.median)} | ${s(f.poll.max)} | ≤ ${f.pollSeconds} + ${liveBudgetSeconds} s | ${f.poll.max <= f.pollSeconds + liveBudgetSeconds ? 'yes' : '**no**'} |`,
    '',
  ]
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      'hook-runs': { type: 'string', default: '5' },
      'poll-runs': { type: 'string', default: '3' },
      'poll-seconds': { type: 'string', default: String(defaultPollSeconds) },
    },
  })
  console.log(
    siteFollowMarkdown(
      await measureSiteFollow({ hookRuns: Number(values['hook-runs']), pollRuns: Number(values['poll-runs']), pollSeconds: Number(values['poll-seconds']) }),
    ).join('\n'),
  )
}
