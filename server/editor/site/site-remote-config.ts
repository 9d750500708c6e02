// The hosted editor's settings for the site's git remote, read from the environment: EDITOR_REPO (an
// http(s):// address with EDITOR_GIT_USERNAME and EDITOR_GIT_PASSWORD, a token; an ssh:// or
// user@host:path address with EDITOR_GIT_SSH_KEY, a key file, or ssh's own defaults without it; or a
// local path), and the name the editor commits under (its host is EDITOR_ORIGIN's). The credentials
// are never written into the address nor into the clone's config: gitEnv() hands them to each git
// it runs, in its environment only.
import { isAbsolute, resolve } from 'node:path'
import { shellWord } from '../git/run.ts'

export interface GitPerson {
  name: string
  email: string
}

/** git's environment for a commit by `author`, committed by `committer` (the editor). */
export const gitIdentity = (author: GitPerson, committer: GitPerson): NodeJS.ProcessEnv => ({
  GIT_AUTHOR_NAME: author.name,
  GIT_AUTHOR_EMAIL: author.email,
  GIT_COMMITTER_NAME: committer.name,
  GIT_COMMITTER_EMAIL: committer.email,
})

export interface SiteRemoteConfig {
  /** EDITOR_REPO as given (a local path made absolute); never holds a password. */
  url: string
  kind: 'http' | 'ssh' | 'local'
  username?: string
  password?: string
  sshKey?: string
  /** The site folder inside the repository, without slashes at its ends. */
  sitePath: string
  /** Who commits: the editor (each commit's author is the person who made the change). */
  committer: GitPerson
  /** The settings' prefix, as messages name them: EDITOR (EDITOR_REPO…), or SITE for the served site (SITE_REPO…). */
  prefix: string
}

const scpLike = /^[\w.-]+@[\w.-]+:/

/** Who the editor is in git, as the committer of every commit it makes (and the author where no person is known). */
export const editorIdentity = (host = 'localhost') => ({ name: 'Site editor', email: `site-editor@${host}` })

/**
 * The settings, or undefined when EDITOR_REPO is not set (the editor works on the local working tree).
 * `prefix` reads the same settings under other names: SITE for SITE_REPO, SITE_GIT_USERNAME… (npm start).
 */
export function siteRemoteConfig(env: NodeJS.ProcessEnv = process.env, sitePath = 'site', prefix = 'EDITOR'): SiteRemoteConfig | undefined {
  const setting = (name: string) => env[`${prefix}_${name}`]
  const given = setting('REPO')?.trim()
  if (!given) return undefined
  const host = env.EDITOR_ORIGIN ? new URL(env.EDITOR_ORIGIN).hostname : 'localhost'
  const base = { sitePath, prefix, committer: editorIdentity(host) }
  if (/^https?:\/\//i.test(given)) {
    const url = new URL(given)
    if (url.username || url.password) {
      throw new Error(
        `${prefix}_REPO holds a user name or password (${url.host}): write the address without them, and the user and token in ${prefix}_GIT_USERNAME and ${prefix}_GIT_PASSWORD.`,
      )
    }
    const [username, password] = [setting('GIT_USERNAME'), setting('GIT_PASSWORD')]
    if (!username !== !password) {
      throw new Error(
        `${prefix}_REPO is ${given}: set both ${prefix}_GIT_USERNAME and ${prefix}_GIT_PASSWORD (a token that may read the repository${prefix === 'EDITOR' ? ' and write it' : ''}), or neither for a repository that needs no password.`,
      )
    }
    return { ...base, url: given, kind: 'http', username, password }
  }
  if (/^ssh:\/\//i.test(given) || scpLike.test(given)) {
    return { ...base, url: given, kind: 'ssh', sshKey: setting('GIT_SSH_KEY') ? resolve(setting('GIT_SSH_KEY')!) : undefined }
  }
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(given) && !/^file:\/\//i.test(given)) {
    throw new Error(
      `${prefix}_REPO is ${given}: the ${prefix === 'EDITOR' ? 'editor' : 'server'} reaches a repository over https://, ssh:// (or user@host:path) or as a local path.`,
    )
  }
  return { ...base, url: /^file:\/\//i.test(given) || isAbsolute(given) ? given : resolve(given), kind: 'local' }
}

/** The Authorization header's value for the remote's user and password (a token). */
export const basicAuth = ({ username, password }: SiteRemoteConfig) => `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`

/**
 * The environment of every git the editor runs on its clone: never a prompt (a git waiting for a
 * password would hang the request), none of a surrounding git's variables, and the credentials:
 * for http(s) an Authorization header for the remote's address only (http.<url>.extraHeader, passed
 * as GIT_CONFIG_COUNT/KEY/VALUE), for ssh the key and a known_hosts file of the editor's own.
 */
export function gitEnv(config: SiteRemoteConfig, knownHosts: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, GIT_TERMINAL_PROMPT: '0', GCM_INTERACTIVE: 'never' }
  for (const name of ['GIT_DIR', 'GIT_WORK_TREE', 'GIT_INDEX_FILE', 'GIT_OBJECT_DIRECTORY', 'GIT_ASKPASS', 'SSH_ASKPASS', 'GIT_CONFIG_PARAMETERS'])
    delete env[name]
  // No credential helper asks or stores anything for this remote.
  const settings: [string, string][] = [['credential.helper', '']]
  if (config.kind === 'http' && config.password) settings.push([`http.${config.url}.extraHeader`, `Authorization: ${basicAuth(config)}`])
  settings.forEach(([key, value], i) => Object.assign(env, { [`GIT_CONFIG_KEY_${i}`]: key, [`GIT_CONFIG_VALUE_${i}`]: value }))
  env.GIT_CONFIG_COUNT = String(settings.length)
  // ssh's words, each quoted for the shell git runs GIT_SSH_COMMAND with.
  if (config.kind === 'ssh') {
    const key = config.sshKey ? `-i ${shellWord(config.sshKey)} -o IdentitiesOnly=yes ` : ''
    env.GIT_SSH_COMMAND = `ssh ${key}-o BatchMode=yes -o StrictHostKeyChecking=accept-new -o UserKnownHostsFile=${shellWord(knownHosts)}`
  }
  return env
}
