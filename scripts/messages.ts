// npm run messages [-- --csv]: the messages visitors sent, as a table, or as CSV for a spreadsheet
// (npm run messages -- --csv > messages.csv). Reads PostgreSQL when DATABASE_URL is set, otherwise the
// SQLite database under DATA_DIR (default ./data).
import { existsSync } from 'node:fs'
import { readConfig } from '../server/config.ts'
import { toCsv, toTable } from '../server/messages-report.ts'
import { databaseLocation, openMessagesStore } from '../server/open-store.ts'

const args = process.argv.slice(2)
const unknown = args.filter((a) => a !== '--csv' && a !== '--')
if (unknown.length) {
  console.error(`Unknown option ${unknown.join(' ')}. Use: npm run messages [-- --csv]`)
  process.exit(2)
}

let config
try {
  config = readConfig()
} catch (error) {
  console.error((error as Error).message)
  process.exit(2)
}
const location = databaseLocation(config)
if (!config.databaseUrl && !existsSync(location)) {
  console.error(
    `No messages yet: there is no database at ${location}. The server creates it when it starts; set DATA_DIR if it keeps its data elsewhere, or DATABASE_URL if it uses PostgreSQL.`,
  )
  process.exit(args.includes('--csv') ? 1 : 0)
}

let store
try {
  store = await openMessagesStore({ dataDir: config.dataDir, databaseUrl: config.databaseUrl, readOnly: true })
  const messages = await store.list()
  process.stdout.write(args.includes('--csv') ? toCsv(messages) : toTable(messages))
} catch (error) {
  console.error(`Could not read the messages from ${location}: ${(error as Error).message}`)
  process.exitCode = 1
} finally {
  await store?.close()
}
