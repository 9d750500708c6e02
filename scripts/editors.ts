// npm run editors -- invite <email> --role editor|publisher|owner [--name "Ana López"]
//                    list
//                    remove <email>
// The people of the hosted editor (npm run edit with EDITOR_ORIGIN), in the message store's database
// where the editor finds it (DATA_DIR, or DATABASE_URL). An invitation prints its one-time link as the
// last line, and is emailed too when SMTP_HOST is set. A removed person's sessions end at once.
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { readConfig } from '../server/config.ts'
import { readEditorOrigin } from '../server/editor/sign-in/hosted-settings.ts'
import { invitePerson } from '../server/editor/people/invite.ts'
import { emailPattern } from '../server/editor/sign-in-contract.ts'
import { peopleMail } from '../server/editor/people/people-mail.ts'
import { openMessagesStore } from '../server/open-store.ts'
import { roles, type Role } from '../server/people-store.ts'

const usage =
  'Use: npm run editors -- invite <email> --role editor|publisher|owner [--name "Their name"], npm run editors -- list, or npm run editors -- remove <email>'

function fail(message: string): never {
  console.error(message)
  process.exit(2)
}

let parsed
try {
  parsed = parseArgs({
    args: process.argv.slice(2).filter((a) => a !== '--'),
    allowPositionals: true,
    options: { role: { type: 'string' }, name: { type: 'string' } },
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

const store = await openMessagesStore({ dataDir: config.dataDir, databaseUrl: config.databaseUrl })
try {
  if (command === 'list') {
    const people = await store.people.list()
    const invitations = await store.people.invitations()
    if (!people.length)
      console.log(invitations.length ? 'Nobody has signed in yet.' : 'Nobody yet: invite someone with npm run editors -- invite <email> --role owner')
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
    if (!origin) fail('Set EDITOR_ORIGIN to the address staff open the editor at (such as https://edit.example.com), so the link leads there.')
    const role = parsed.values.role as Role | undefined
    if (!role || !roles.includes(role)) fail(`Say what they may do with --role editor, --role publisher or --role owner. ${usage}`)
    const mail = config.mail && peopleMail(config.mail, config.siteDir)
    const invited = await invitePerson(store.people, mail, origin, { email: email!, role, name: parsed.values.name }, { address: 'npm run editors' })
    mail?.close()
    // The link works only in the editor that reads this database: a second DATA_DIR is a second editor.
    console.log(
      `The invitation is kept in ${config.databaseUrl ? 'the PostgreSQL database of DATABASE_URL' : `the folder ${resolve(config.dataDir)} (DATA_DIR)`}: its link works in the editor started with the same one.`,
    )
    if (invited.emailed) console.log(`The invitation is on its way to ${email}.`)
    else if (invited.mailError) console.log(`The invitation could not be emailed (${invited.mailError}); send ${email} this link yourself.`)
    else console.log(`Send ${email} this link (it works once, within 7 days):`)
    console.log(invited.link)
  }
} finally {
  await store.close()
}
