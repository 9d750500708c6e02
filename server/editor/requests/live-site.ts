// Whether the live site shows a publication yet. The site that follows the repository (npm start with
// SITE_REPO) names the commit it serves in /healthz's `site-version` header; a published request whose
// commit that one holds is live, and its timeline says so once ("live"). The site is asked when someone
// looks at a published request it was not known to show, so nothing runs in the background and a
// restart loses nothing. Only SITE_ORIGIN's /healthz is asked, never a link of the site's, and no
// redirect is followed.
import { siteVersionHeader } from '../../routes/health.ts'
import type { ChangeRequestsStore } from '../../change-requests-store.ts'
import { isAncestor, type SiteRemote } from '../site/site-remote.ts'
import type { SentRequest } from './hosted-requests.ts'

const askTimeoutMs = 3_000

/** The commit the live site serves, or undefined when it does not answer with one. */
async function liveCommit(origin: string): Promise<string | undefined> {
  try {
    const answer = await fetch(`${origin}/healthz`, { redirect: 'error', signal: AbortSignal.timeout(askTimeoutMs) })
    await answer.body?.cancel()
    const commit = answer.ok ? answer.headers.get(siteVersionHeader) : null
    return commit && /^[0-9a-f]{40,64}$/.test(commit) ? commit : undefined
  } catch {
    return undefined
  }
}

/** Records "live" on a published request once the site at `origin` serves its commit or a later one. */
export function liveSiteWatch(origin: string, remote: SiteRemote, requests: ChangeRequestsStore) {
  const asking = new Set<string>()
  return async (sent: SentRequest): Promise<void> => {
    if (sent.state !== 'published' || asking.has(sent.id)) return
    asking.add(sent.id)
    try {
      if ((await requests.events(sent.id)).some((e) => e.kind === 'live')) return
      const live = await liveCommit(origin)
      // A commit the editor has not fetched yet is asked about again next time.
      if (live && (await isAncestor(remote, sent.commit, live).catch(() => false))) await requests.remark(sent.id, 'live', '')
    } finally {
      asking.delete(sent.id)
    }
  }
}
