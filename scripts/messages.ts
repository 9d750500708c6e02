// npm run messages [-- --csv]: the messages visitors sent, as a table, or as CSV for a spreadsheet
// (npm run messages -- --csv > messages.csv). Reads the database under DATA_DIR (default ./data).
import { existsSync } from 'node:fs'
import { readConfig } from '../server/config.ts'
import { toCsv, toTable } from '../server/messages-report.ts'
import { databaseFile, openMessagesStore } from '../server/messages-store.ts'

const args = process.argv.slice(2)
const unknown = args.filter((a) => a !== '--csv' && a !== '--')
if (unknown.length) {
  console.error(`Unknown option ${unknown.join(' ')}. Use: npm run messages [-- --csv]`)
  process.exit(2)
}

const { dataDir } = readConfig()
if (!existsSync(databaseFile(dataDir))) {
  console.error(`No messages yet: there is no database at ${databaseFile(dataDir)}. The server creates it when it starts; set DATA_DIR if it keeps its data elsewhere.`)
  process.exit(args.includes('--csv') ? 1 : 0)
}

const store = openMessagesStore(dataDir, { readOnly: true })
try {
  const messages = store.list()
  process.stdout.write(args.includes('--csv') ? toCsv(messages) : toTable(messages))
} finally {
  store.close()
}
