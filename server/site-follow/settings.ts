// npm start's settings for following the site's git remote: SITE_REPO (read like the editor's
// EDITOR_REPO: an https:// address with SITE_GIT_USERNAME and SITE_GIT_PASSWORD, an ssh:// or
// user@host:path address with SITE_GIT_SSH_KEY, or a local path), how often it is asked for a new
// commit (SITE_POLL_SECONDS, 0 for never: only the hook), and the secret the hook's sender signs with
// (SITE_HOOK_SECRET; without it there is no hook). Without SITE_REPO the server serves DIST_DIR as before.
import { siteRemoteConfig, type SiteRemoteConfig } from '../editor/site/site-remote-config.ts'

export interface SiteFollowSettings {
  remote: SiteRemoteConfig
  /** Seconds between two fetches of the remote; 0: only when the hook is called. */
  pollSeconds: number
  /** The hook's shared secret (POST /api/site-hook); undefined: no hook, polling only. */
  hookSecret?: string
}

export const defaultPollSeconds = 30
// A secret a person could guess is no secret: GitHub's own advice is a long random string.
const shortestSecret = 16

export function readSiteFollow(env: NodeJS.ProcessEnv, whole: (name: string, fallback: number, min?: number) => number): SiteFollowSettings | undefined {
  const remote = siteRemoteConfig(env, 'site', 'SITE')
  if (!remote) return undefined
  const pollSeconds = whole('SITE_POLL_SECONDS', defaultPollSeconds, 0)
  const hookSecret = env.SITE_HOOK_SECRET?.trim() || undefined
  if (hookSecret && hookSecret.length < shortestSecret) {
    throw new Error(
      `SITE_HOOK_SECRET is ${hookSecret.length} characters long: use at least ${shortestSecret} random ones (openssl rand -hex 32), and the same in the hook's settings at the git host.`,
    )
  }
  if (!hookSecret && pollSeconds === 0) {
    throw new Error(
      'SITE_POLL_SECONDS=0 turns polling off, and SITE_HOOK_SECRET is not set, so the site would never follow SITE_REPO: set SITE_HOOK_SECRET (and the hook at the git host), or a number of seconds.',
    )
  }
  return { remote, pollSeconds, hookSecret }
}
