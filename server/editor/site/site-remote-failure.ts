// A failed fetch or push to the site's repository in plain words: the remote itself is asked over HTTP
// what went wrong rather than git's wording read (401 or 403: the password; 404: the address; no answer:
// the network).
import { GitFailure } from '../git/run.ts'
import { basicAuth, type SiteRemoteConfig } from './site-remote-config.ts'

const networkWords: Record<string, string> = {
  ECONNREFUSED: 'nothing answers at that address',
  ENOTFOUND: 'no computer has that name',
  EAI_AGAIN: 'its name could not be looked up',
  ETIMEDOUT: 'it did not answer in time',
  UND_ERR_CONNECT_TIMEOUT: 'it did not answer in time',
  ECONNRESET: 'it closed the connection',
}

async function httpStatus(config: SiteRemoteConfig, service: string): Promise<number | string> {
  const headers: Record<string, string> = config.password ? { authorization: basicAuth(config) } : {}
  try {
    const answer = await fetch(`${config.url.replace(/\/+$/, '')}/info/refs?service=${service}`, {
      headers,
      redirect: 'manual',
      signal: AbortSignal.timeout(15_000),
    })
    await answer.body?.cancel()
    return answer.status
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause
    return (cause?.code && networkWords[cause.code]) || cause?.message || (error as Error).message
  }
}

/**
 * Plain words for a failed fetch or push (`service`: git-upload-pack for reading, git-receive-pack for
 * writing), naming the setting to change; git's own words come last, for whoever looks further.
 */
export async function remoteFailure(config: SiteRemoteConfig, error: unknown, service: 'git-upload-pack' | 'git-receive-pack'): Promise<Error> {
  const words = error instanceof GitFailure ? error.stderr.trim() : (error as Error).message
  const { prefix } = config
  const who = prefix === 'EDITOR' ? 'The editor' : 'The server'
  const doing = service === 'git-upload-pack' ? 'read' : 'write to'
  if (config.kind !== 'http') {
    return new Error(
      `${who} could not ${doing} the site's repository at ${config.url} (${prefix}_REPO${config.kind === 'ssh' ? `, with the key in ${prefix}_GIT_SSH_KEY` : ''}). git said: ${words}`,
      { cause: error },
    )
  }
  const status = await httpStatus(config, service)
  const message =
    typeof status === 'string'
      ? `${who} could not reach the site's repository at ${config.url} (${prefix}_REPO): ${status}. Check the address and that this machine can reach it.`
      : status === 401 && !config.password
        ? `The site's repository at ${config.url} asks for a password: set ${prefix}_GIT_USERNAME and ${prefix}_GIT_PASSWORD (a token that may read and write it).`
        : status === 401 || (status === 403 && service === 'git-upload-pack')
          ? `The site's repository refused the ${who === 'The editor' ? "editor's" : "server's"} password (${prefix}_GIT_PASSWORD) for the user ${config.username} (${prefix}_GIT_USERNAME) at ${config.url}: check the token, that it has not expired, and that it may read and write the repository.`
          : status === 403
            ? `The site's repository at ${config.url} lets ${who.toLowerCase()} read but not write: give the token in ${prefix}_GIT_PASSWORD the right to push.`
            : status === 404
              ? `There is no repository at ${config.url} (${prefix}_REPO), or the token in ${prefix}_GIT_PASSWORD may not see it: check the address.`
              : `${who} could not ${doing} the site's repository at ${config.url} (${prefix}_REPO). git said: ${words}`
  return new Error(message, { cause: error })
}
