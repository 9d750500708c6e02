// EDITOR_REPO and its credentials: each kind of address, and where the credentials go (git's
// environment for that one address, never the address or a file).
import { describe, expect, test } from 'vitest'
import { gitEnv, siteRemoteConfig } from './site-remote-config.ts'
import { fetchSite, openSiteRemote } from './site-remote.ts'
import { dataDir, gitServer, onServer } from '../test-support/test-site-remote.ts'

describe('EDITOR_REPO', () => {
  test('over https: the token goes in an Authorization header for that address only, in the environment', () => {
    const config = siteRemoteConfig({ EDITOR_REPO: 'https://git.example.com/firm/site.git', EDITOR_GIT_USERNAME: 'someone', EDITOR_GIT_PASSWORD: 'a-token' })!
    expect(config).toMatchObject({
      kind: 'http',
      url: 'https://git.example.com/firm/site.git',
      committer: { name: 'Site editor', email: 'site-editor@localhost' },
    })
    const env = gitEnv(config, '/unused')
    const settings = Array.from({ length: Number(env.GIT_CONFIG_COUNT) }, (_, i) => [env[`GIT_CONFIG_KEY_${i}`], env[`GIT_CONFIG_VALUE_${i}`]])
    expect(settings).toContainEqual([
      'http.https://git.example.com/firm/site.git.extraHeader',
      `Authorization: Basic ${Buffer.from('someone:a-token').toString('base64')}`,
    ])
    expect(settings).toContainEqual(['credential.helper', ''])
    expect(env.GIT_TERMINAL_PROMPT).toBe('0')
  })

  test('over https, a user without a token (or the reverse) names both settings', () => {
    expect(() => siteRemoteConfig({ EDITOR_REPO: 'https://git.example.com/site.git', EDITOR_GIT_USERNAME: 'someone' })).toThrow(
      /set both EDITOR_GIT_USERNAME and EDITOR_GIT_PASSWORD/,
    )
  })

  test("over ssh: the key, no prompt, and a known_hosts file of the editor's own", () => {
    for (const url of ['ssh://git@git.example.com/firm/site.git', 'git@git.example.com:firm/site.git']) {
      const config = siteRemoteConfig({ EDITOR_REPO: url, EDITOR_GIT_SSH_KEY: "/keys/the editor's key" })!
      expect(config.kind).toBe('ssh')
      expect(gitEnv(config, '/data/known_hosts').GIT_SSH_COMMAND).toBe(
        "ssh -i '/keys/the editor'\\''s key' -o IdentitiesOnly=yes -o BatchMode=yes -o StrictHostKeyChecking=accept-new -o UserKnownHostsFile='/data/known_hosts'",
      )
    }
  })

  test('another protocol is refused in plain words', () => {
    expect(() => siteRemoteConfig({ EDITOR_REPO: 'ftp://git.example.com/site.git' })).toThrow(/https:\/\/, ssh:\/\/ \(or user@host:path\) or as a local path/)
  })

  test('a local path is used as it is', async () => {
    const server = await gitServer()
    const config = siteRemoteConfig({ EDITOR_REPO: server.repoDir })!
    expect(config.kind).toBe('local')
    const remote = await openSiteRemote(config, dataDir())
    expect(await fetchSite(remote)).toEqual({ branch: server.branch, commit: onServer(server, ['rev-parse', server.branch]) })
  })
})
