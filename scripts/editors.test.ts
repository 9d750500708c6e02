// npm run editors on either database, as its own process: an invitation's link is the last line of its
// output and arrives by email through a real SMTP server, the person appears once they accept it, and
// a removal ends their sessions. It says which database it opens and the address the links are for, and
// refuses without EDITOR_ORIGIN, or to invite into a database no editor knew anyone in unless told --new.
import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import { promisify } from 'node:util'
import { afterAll, describe, expect, it } from 'vitest'
import { projectRoot } from '../schema/load-site.ts'
import { openMessagesStore } from '../server/open-store.ts'
import { mailPart, startSmtpServer } from '../server/test-smtp.ts'
import { databases, newDatabase, removeTempDirs, type Database } from '../server/test-support.ts'

afterAll(removeTempDirs)

const run = (database: Database, env: Record<string, string>, ...args: string[]) =>
  promisify(execFile)(process.execPath, ['scripts/editors.ts', ...args], {
    cwd: projectRoot,
    env: {
      ...process.env,
      DATA_DIR: database.dataDir,
      DATABASE_URL: database.databaseUrl ?? '',
      EDITOR_ORIGIN: 'https://edit.example.com',
      SMTP_HOST: '',
      ...env,
    },
  })

describe.each(databases)('%s', (kind) => {
  it("invites with a link that is the last line and the email's, lists and removes", async () => {
    const database = await newDatabase(kind)
    const smtp = await startSmtpServer()
    try {
      const { stdout, stderr } = await run(
        database,
        { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(smtp.port), SMTP_SECURE: 'false' },
        'invite',
        'Ana@Example.com',
        '--role',
        'publisher',
        '--new',
      )
      const link = stdout.trim().split('\n').at(-1)!
      // Which database it wrote to, and the address its link is for.
      expect(stderr).toContain(kind === 'PostgreSQL' ? 'DATABASE_URL' : `${database.dataDir}/messages.db (DATA_DIR)`)
      expect(stderr).toContain('The editor at https://edit.example.com')
      expect(link).toMatch(/^https:\/\/edit\.example\.com\/__editor\/sign-in#invitation=[\w-]{43,}$/)
      expect(smtp.received.map((m) => m.to)).toEqual([['ana@example.com']])
      expect(mailPart(smtp.received[0]!.raw, 'text/plain')).toContain(link)

      await expect(run(database, {}, 'invite', 'bo@example.com', '--role', 'boss')).rejects.toMatchObject({ stderr: expect.stringContaining('--role editor') })

      // Not used yet: listed apart from the people, with its role and when it ends.
      expect(stdout).toContain(kind === 'PostgreSQL' ? 'kept in the PostgreSQL database of DATABASE_URL' : `kept in the folder ${database.dataDir}`)
      const before = (await run(database, {}, 'list')).stdout
      expect(before).toMatch(/^Nobody has signed in yet\.\n/)
      expect(before).toMatch(/Invited, not signed in yet:\nana@example\.com\s+publisher\s+invitation ends \d{4}-\d\d-\d\d \d\d:\d\d UTC/)
      const store = await openMessagesStore(database)
      const ana = await store.people.acceptInvitation(link.split('#invitation=')[1]!)
      const session = await store.people.startSession(ana!.id, { userAgent: 'test', address: '127.0.0.1' })
      const listed = (await run(database, {}, 'list')).stdout
      expect(listed).toMatch(/^ana@example\.com\s+publisher/)
      expect(listed).not.toContain('Invited, not signed in yet')
      expect((await run(database, {}, 'remove', 'ana@example.com')).stdout).toContain('can no longer sign in')
      expect(await store.people.sessionPerson(session)).toBeUndefined()
      expect((await store.people.auditLog()).map((e) => e.action)).toEqual(['removal', 'invitation'])
      await store.close()
    } finally {
      await smtp.close()
    }
  }, 30_000)

  it('refuses without EDITOR_ORIGIN, and to invite into a database no editor knew anyone in without --new', async () => {
    const database = await newDatabase(kind)
    const refused = (env: Record<string, string>, ...args: string[]) =>
      run(database, env, ...args).then(
        () => expect.unreachable('it ran'),
        (error: { code: number; stdout: string; stderr: string }) => error,
      )
    for (const args of [['invite', 'ana@example.com', '--role', 'owner', '--new'], ['list']]) {
      const withoutOrigin = await refused({ EDITOR_ORIGIN: '' }, ...args)
      expect(withoutOrigin.code).toBe(1)
      expect(withoutOrigin.stderr).toMatch(/^EDITOR_ORIGIN is not set/)
    }
    if (kind === 'SQLite') expect(existsSync(`${database.dataDir}/messages.db`)).toBe(false)

    // A database that does not exist yet, and one the site keeps messages in but no editor ever knew anyone in.
    for (const opened of [false, true]) {
      if (opened) await (await openMessagesStore(database)).close()
      const never = await refused({}, 'invite', 'ana@example.com', '--role', 'owner')
      expect(never.code).toBe(1)
      expect(never.stderr).toContain('Nobody has ever been invited to an editor in')
      expect(never.stderr).toContain('--new')
      expect(never.stdout).not.toMatch(/sign-in#invitation=/)
    }
    const store = await openMessagesStore(database)
    expect(await store.people.invitations()).toEqual([])
    // Once someone was invited there, the next invitation needs no --new.
    await run(database, {}, 'invite', 'ana@example.com', '--role', 'owner', '--new')
    expect((await run(database, {}, 'invite', 'bo@example.com', '--role', 'editor')).stdout.trim().split('\n').at(-1)).toMatch(/#invitation=/)
    expect((await store.people.invitations()).map((i) => i.email).sort()).toEqual(['ana@example.com', 'bo@example.com'])
    await store.close()
  }, 30_000)
})
