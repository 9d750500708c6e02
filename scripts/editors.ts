// npm run editors -- invite <email> --role editor|publisher|owner [--name "Ana López"] [--new]
//                    list
//                    remove <email>
// The people of the hosted editor (npm run edit with EDITOR_ORIGIN), in the message store's database
// where the editor finds it (DATA_DIR, or DATABASE_URL), read from the same settings as npm run edit
// (server/config.ts). An invitation prints its one-time link as the last line, and is emailed too when
// SMTP_HOST is set. A removed person's sessions end at once.
// Its first line says which database it opens and the editor's address the links are for. It refuses (exit 1)
// without EDITOR_ORIGIN (the settings are not the hosted editor's: the link would lead nowhere), and an
// invitation into a database no editor ever knew anyone in (nobody, no invitation, nothing in its log) unless
// `--new` says this is the first person of a new editor: otherwise the link would wait in a database the
// running editor does not read.
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { readConfig } from '../server/config.ts'
import { readEditorOrigin } from '../server/editor/sign-in/hosted-settings.ts'
import { invitePerson } from '../server/editor/people/invite.ts'
import { emailPattern } from '../server/editor/sign-in-contract.ts'
import { peopleMail } from '../server/editor/people/people-mail.ts'
import { databaseLocation, openMessagesStore } from '../server/open-store.ts'
import { databaseFile } from '../server/sqlite-store.ts'
import { roles, type Role } from '../server/people-store.ts'

const usage =
  'Use: npm run editors -- invite <email> --role editor|publisher|owner [--name "Their name"] [--new], npm run editors -- list, or npm run editors -- remove <email>'

function fail(message: string, code = 2): never {
  console.error(message)
  process.exit(code)
}

let parsed
try {
  parsed = parseArgs({
    args: process.argv.slice(2).filter((a) => a !== '--'),
    allowPositionals: true,
    options: { role: { type: 'string' }, name: { type: 'string' }, new: { type: 'boolean' } },
  })
} catch (error) {
  fail(`${(error as Error).message}. ${usage}`)
}
const [command, email, ...extra] = parsed.positionals
if (extra.length || !['invite', 'list', 'remove'].includes(command ?? '')) fail(usage)
if (command !== 'list' && !new RegExp(emailPattern).test(email ?? '')) fail(`"${email ?? ''}" is not an email address. ${usage}`)

let config, origin
try {
  config = readConfig()
  origin = readEditorOrigin()
} catch (error) {
  fail((error as Error).message)
}

if (!origin)
  fail(
    "EDITOR_ORIGIN is not set, so these are not the hosted editor's settings: run this with the same settings as npm run edit (for example set -a; . /etc/site-editor.env), where EDITOR_ORIGIN is the address staff open.",
    1,
  )
const where = config.databaseUrl ? 'the PostgreSQL database of DATABASE_URL' : `the folder ${resolve(config.dataDir)} (DATA_DIR)`
console.error(`The editor at ${origin}: its people are kept in ${databaseLocation(config)} (${config.databaseUrl ? 'DATABASE_URL' : 'DATA_DIR'}).`)
const firstPerson = `If npm run edit runs with this same ${config.databaseUrl ? 'DATABASE_URL' : 'DATA_DIR'}, invite its first person with --new.`
const neverUsed = `Nobody has ever been invited to an editor in ${where}, so the editor at ${origin} does not read it, or has nobody yet.`
if (command === 'invite' && !parsed.values.new && !config.databaseUrl && !existsSync(databaseFile(config.dataDir))) fail(`${neverUsed} ${firstPerson}`, 1)

const store = await openMessagesStore({ dataDir: config.dataDir, databaseUrl: config.databaseUrl })
try {
  const known = async () => (await store.people.list()).length + (await store.people.invitations()).length + (await store.people.auditLog(1)).length > 0
  if (command === 'invite' && !parsed.values.new && !(await known())) fail(`${neverUsed} ${firstPerson}`, 1)
  if (command === 'list') {
    const people = await store.people.list()
    const invitations = await store.people.invitations()
    if (!people.length)
      console.log(
        invitations.length ? 'Nobody has signed in yet.' : 'Nobody yet: invite the first owner with npm run editors -- invite <email> --role owner --new',
      )
    for (const p of people)
      console.log(`${p.email.padEnd(32)} ${p.role.padEnd(10)} ${p.name}${p.removed ? ` (removed ${new Date(p.removed).toISOString().slice(0, 10)})` : ''}`)
    if (invitations.length) console.log('\nInvited, not signed in yet:')
    for (const i of invitations)
      console.log(`${i.email.padEnd(32)} ${i.role.padEnd(10)} invitation ends ${new Date(i.expires).toISOString().slice(0, 16).replace('T', ' ')} UTC`)
  } else if (command === 'remove') {
    const removed = await store.people.remove(email!)
    if (!removed) fail(`Nobody with the address ${email} may sign in to the editor: there is nobody to remove.`)
    await store.people.audit({ person: removed.id, email: removed.email, action: 'removal', detail: 'npm run editors' })
    console.log(`${removed.email} can no longer sign in; their sessions have ended.`)
  } else {
    const role = parsed.values.role as Role | undefined
    if (!role || !roles.includes(role)) fail(`Say what they may do with --role editor, --role publisher or --role owner. ${usage}`)
    const mail = config.mail && peopleMail(config.mail, config.siteDir)
    const invited = await invitePerson(store.people, mail, origin, { email: email!, role, name: parsed.values.name }, { address: 'npm run editors' })
    mail?.close()
    // The link works only in the editor that reads this database: a second DATA_DIR is a second editor.
    console.log(`The invitation is kept in ${where}: its link works in the editor started with the same one.`)
    if (invited.emailed) console.log(`The invitation is on its way to ${email}.`)
    else if (invited.mailError) console.log(`The invitation could not be emailed (${invited.mailError}); send ${email} this link yourself.`)
    else console.log(`Send ${email} this link (it works once, within 7 days):`)
    console.log(invited.link)
  }
} finally {
  await store.close()
}
