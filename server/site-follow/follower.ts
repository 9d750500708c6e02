// npm start with SITE_REPO: the served site follows the default branch of the site's repository. At
// start it fetches and builds the newest commit (unless a build of it is there already) and serves it.
// Then, every SITE_POLL_SECONDS and whenever the hook is called, it fetches again; a new commit is
// exported (../editor/git/export.ts), built in a folder of its own (build-commit.ts) and handed to
// goLive, which swaps the served site in one assignment. One build at a time: a commit that arrives
// meanwhile is fetched after it, so only the newest is built, never each one between. A build that
// fails leaves the live site as it was; its problems are logged and reported (emailed by app.ts), once
// per commit.
import { join } from 'node:path'
import type { FastifyBaseLogger } from 'fastify'
import { loadSite, type Site } from '../../schema/load-site.ts'
import { formatProblem } from '../../schema/problem.ts'
import { exportSite, fetchSite, openSiteRemote, type SiteRemote } from '../editor/site/site-remote.ts'
import { buildCommit } from './build-commit.ts'
import { buildFolders } from './build-folders.ts'
import type { SiteFollowSettings } from './settings.ts'

interface LiveBuild {
  commit: string
  site: Site
  /** The build's client folder: what is served. */
  distDir: string
}

export interface BuildFailure {
  commit: string
  /** The commit's first line and what the build printed, in plain words. */
  text: string
}

interface FollowHooks {
  /** A new build passed: serve it from now on (`previous`: the build it replaces). */
  goLive(live: LiveBuild, previous: LiveBuild): void
  /** A build failed and the live site stays as it was: tell the firm. */
  report(failure: BuildFailure): Promise<void>
}

export interface SiteFollower {
  settings: SiteFollowSettings
  /** The build served now. */
  readonly live: LiveBuild
  /** Starts polling; failures from before the start are reported now. */
  start(hooks: FollowHooks): void
  /** Fetches now and builds the newest commit if it is new; settles when there is nothing more to do. */
  check(): Promise<void>
  /** No more fetches; a build in progress is stopped. */
  stop(): Promise<void>
}

export async function openSiteFollower(settings: SiteFollowSettings, dataDir: string, log: FastifyBaseLogger): Promise<SiteFollower> {
  const root = join(dataDir, 'site-follow')
  const remote = await openSiteRemote(settings.remote, join(root, 'repository'))
  const folders = buildFolders(join(root, 'builds'))
  const abort = new AbortController()
  const failures: BuildFailure[] = []
  let hooks: FollowHooks | undefined

  const fail = async (failure: BuildFailure) => {
    log.error({ commit: failure.commit, problems: failure.text }, "the site's newest commit did not build: the live site stays as it was")
    if (hooks) await hooks.report(failure).catch((error: unknown) => log.error({ err: error }, 'the failed build could not be reported by email'))
    else failures.push(failure)
  }

  const tip = await fetchSite(remote)
  const first = await build(remote, tip.commit)
  let live: LiveBuild
  let failed: string | undefined
  if ('site' in first) live = first
  else {
    failed = tip.commit
    await fail(first)
    const older = await folders.newest(tip.commit)
    const fallback = older ? await build(remote, older) : undefined
    if (!fallback || !('site' in fallback))
      throw new Error(`The site's newest commit (${tip.commit.slice(0, 12)}) did not build, and no earlier build is kept to serve instead:\n${first.text}`)
    live = fallback
    log.warn({ commit: older }, 'serving the last build that passed')
  }
  log.info({ commit: live.commit, branch: tip.branch }, "serving the site's repository")
  await folders.keepOnly([live.commit, await folders.newest(live.commit)])

  async function build(remote: SiteRemote, commit: string): Promise<LiveBuild | BuildFailure> {
    let siteDir: string
    try {
      siteDir = await exportSite(remote, commit, join(root, 'sites'))
    } catch (error) {
      return { commit, text: `${await subject(remote, commit)}\n\nIts site folder (${remote.config.sitePath}/) could not be read: ${(error as Error).message}` }
    }
    let distDir = folders.built(commit)
    if (!distDir) {
      const started = performance.now()
      log.info({ commit }, "building the site's new commit")
      const result = await buildCommit(siteDir, await folders.partial(commit), remote.config.sitePath, abort.signal)
      if (!result.ok) return { commit, text: `${await subject(remote, commit)}\n\n${result.output}` }
      distDir = await folders.finish(commit)
      log.info({ commit, ms: Math.round(performance.now() - started) }, "built the site's new commit")
    }
    const loaded = loadSite(siteDir)
    if (!loaded.site) return { commit, text: loaded.problems.map(formatProblem).join('\n') }
    return { commit, site: loaded.site, distDir }
  }

  // The newest commit: built and made live when it is new. A fetch that fails is logged and tried again
  // at the next poll or hook.
  async function follow() {
    let tip
    try {
      tip = await fetchSite(remote)
    } catch (error) {
      log.warn({ err: error }, "could not fetch the site's repository; trying again at the next poll or hook")
      return
    }
    if (tip.commit === live.commit || tip.commit === failed) return
    const next = await build(remote, tip.commit)
    if (abort.signal.aborted) return
    if (!('site' in next)) {
      failed = tip.commit
      return fail(next)
    }
    const previous = live
    live = next
    hooks?.goLive(next, previous)
    log.info({ commit: next.commit, previous: previous.commit }, "the site's new commit is live")
    await folders.keepOnly([next.commit, previous.commit])
  }

  let running: Promise<void> | undefined
  let again = false
  let timer: NodeJS.Timeout | undefined
  const check = (): Promise<void> => {
    if (abort.signal.aborted) return Promise.resolve()
    if (running) {
      again = true
      return running
    }
    running = (async () => {
      try {
        do {
          again = false
          await follow()
        } while (again && !abort.signal.aborted)
      } catch (error) {
        log.error({ err: error }, "following the site's repository failed; trying again at the next poll or hook")
      } finally {
        running = undefined
      }
    })()
    return running
  }

  return {
    settings,
    get live() {
      return live
    },
    start(given) {
      hooks = given
      for (const failure of failures.splice(0))
        void hooks.report(failure).catch((error: unknown) => log.error({ err: error }, 'the failed build could not be reported by email'))
      if (settings.pollSeconds > 0) timer = setInterval(() => void check(), settings.pollSeconds * 1000)
    },
    check,
    async stop() {
      clearInterval(timer)
      abort.abort()
      await running
    },
  }
}

/** The commit's first line, for the report. */
async function subject(remote: SiteRemote, commit: string): Promise<string> {
  const line = (await remote.git(['log', '-1', '--format=%s (%an)', commit]).catch(() => '')).trim()
  return `Commit ${commit.slice(0, 12)}${line ? `: ${line}` : ''}`
}
