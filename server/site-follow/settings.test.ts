// SITE_REPO and the settings that go with it, read from the environment by readConfig.
import { describe, expect, test } from 'vitest'
import { readConfig } from '../config.ts'

describe('SITE_REPO', () => {
  test('unset: nothing is followed', () => {
    expect(readConfig({}).siteFollow).toBeUndefined()
  })

  test('read like EDITOR_REPO, under its own names, polling every 30 s by default', () => {
    const follow = readConfig({
      SITE_REPO: 'https://git.example.com/firm/site.git',
      SITE_GIT_USERNAME: 'reader',
      SITE_GIT_PASSWORD: 'a-token',
      EDITOR_GIT_PASSWORD: 'not this one',
    }).siteFollow!
    expect(follow).toMatchObject({
      pollSeconds: 30,
      hookSecret: undefined,
      remote: { kind: 'http', url: 'https://git.example.com/firm/site.git', username: 'reader', password: 'a-token', prefix: 'SITE', sitePath: 'site' },
    })
    expect(readConfig({ SITE_REPO: 'git@git.example.com:firm/site.git', SITE_GIT_SSH_KEY: '/keys/site' }).siteFollow!.remote).toMatchObject({
      kind: 'ssh',
      sshKey: '/keys/site',
    })
  })

  test('a mistake names the setting to fix', () => {
    expect(() => readConfig({ SITE_REPO: 'https://git.example.com/site.git', SITE_GIT_USERNAME: 'reader' })).toThrow(
      /set both SITE_GIT_USERNAME and SITE_GIT_PASSWORD/,
    )
    expect(() => readConfig({ SITE_REPO: 'https://reader:secret@git.example.com/site.git' })).toThrow(/SITE_REPO holds a user name or password/)
    expect(() => readConfig({ SITE_REPO: '/srv/site.git', SITE_POLL_SECONDS: 'often' })).toThrow(/SITE_POLL_SECONDS must be a whole number/)
    expect(() => readConfig({ SITE_REPO: '/srv/site.git', SITE_HOOK_SECRET: 'short' })).toThrow(/at least 16 random/)
    expect(() => readConfig({ SITE_REPO: '/srv/site.git', SITE_POLL_SECONDS: '0' })).toThrow(/would never follow SITE_REPO/)
  })

  test('the hook alone, without polling', () => {
    expect(readConfig({ SITE_REPO: '/srv/site.git', SITE_POLL_SECONDS: '0', SITE_HOOK_SECRET: 'x'.repeat(32) }).siteFollow).toMatchObject({
      pollSeconds: 0,
      hookSecret: 'x'.repeat(32),
    })
  })
})
