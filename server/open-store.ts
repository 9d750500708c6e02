// The message store the settings ask for: PostgreSQL when DATABASE_URL is set, SQLite under DATA_DIR
// otherwise.
import type { MessagesStore, StoreSettings } from './messages-store.ts'
import { describeUrl, openPostgresStore } from './postgres-store.ts'
import { databaseFile, openSqliteStore } from './sqlite-store.ts'

export async function openMessagesStore(settings: StoreSettings): Promise<MessagesStore> {
  return settings.databaseUrl ? openPostgresStore(settings.databaseUrl, settings) : openSqliteStore(settings.dataDir, settings)
}

/** Where the messages are, for logs and messages (the URL without its password). */
export function databaseLocation({ databaseUrl, dataDir }: Pick<StoreSettings, 'databaseUrl' | 'dataDir'>): string {
  return databaseUrl ? describeUrl(databaseUrl) : databaseFile(dataDir)
}
