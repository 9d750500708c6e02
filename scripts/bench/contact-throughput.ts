// Durable POST /api/contact under load: wrk posts valid messages, each with an Idempotency-Key of its
// own, and keeps the ids of those answered 201; once our server has stopped gracefully, every one of
// them is looked up in the SQLite file. What counts is messages per second that are really stored.
import type { ChildProcess } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { stopChild } from './child-servers.ts'
import { runWrk, type LoadResult } from './wrk.ts'

export interface ContactResult extends LoadResult {
  messagesPerSecond: number
  /** Answers 201 and others, over the warm-up and the measurement. */
  acknowledged: number
  refused: number
  /** Requests written but unanswered when wrk stopped (the server still stores those). */
  inFlightAtStop: number
  stored: number
  /** Acknowledged ids not found in the database: must be 0. */
  missing: number
  verified: boolean
}

export async function measureContact({
  wrk,
  server,
  port,
  dataDir,
  postScript,
  idsFile,
  connections,
  warmup,
  seconds,
  log,
}: {
  wrk: string
  /** Our server, stopped here before the database is read. */
  server: ChildProcess
  port: number
  dataDir: string
  /** post.lua (wrk-lua.ts), and the file it writes the acknowledged ids to. */
  postScript: string
  idsFile: string
  connections: number
  warmup: number
  seconds: number
  log: (line: string) => void
}): Promise<ContactResult> {
  const contactUrl = `http://127.0.0.1:${port}/api/contact`
  const runId = `bench-${Date.now().toString(36)}`
  const postLoad = { connections, script: postScript, serverPids: [server.pid!] }
  const warm = await runWrk(wrk, contactUrl, { ...postLoad, seconds: warmup, args: [`${runId}-warm`] })
  const acknowledgedIds = readFileSync(idsFile, 'utf8').split('\n').filter(Boolean)
  const posts = await runWrk(wrk, contactUrl, { ...postLoad, seconds, args: [`${runId}-run`] })
  acknowledgedIds.push(...readFileSync(idsFile, 'utf8').split('\n').filter(Boolean))
  log(`POST /api/contact ours: ${Math.round(posts.acknowledged! / posts.seconds)} messages/s, p99 ${posts.latencyMs.p99} ms`)

  // Stopped gracefully, so every commit is done; then every acknowledged id is looked up.
  await stopChild(server)
  const db = new DatabaseSync(join(dataDir, 'messages.db'), { readOnly: true })
  let stored: Set<string>
  try {
    stored = new Set((db.prepare('SELECT id FROM messages').all() as { id: string }[]).map((row) => row.id))
  } finally {
    db.close()
  }
  const acknowledged = warm.acknowledged! + posts.acknowledged!
  const refused = warm.refused! + posts.refused!
  const inFlightAtStop = warm.sent! - warm.answered! + (posts.sent! - posts.answered!)
  const missing = acknowledgedIds.filter((id) => !stored.has(id)).length
  const extra = stored.size - acknowledged
  const { requestsPerSecond, requests, seconds: secondsRun, latencyMs, errors, cpuMicrosecondsPerRequest } = posts
  return {
    requestsPerSecond,
    requests,
    seconds: secondsRun,
    latencyMs,
    errors,
    cpuMicrosecondsPerRequest,
    messagesPerSecond: Math.round(posts.acknowledged! / posts.seconds),
    acknowledged,
    refused,
    inFlightAtStop,
    stored: stored.size,
    missing,
    // Every 201 is in the database, and nothing else is but the requests cut off when wrk stopped.
    verified: missing === 0 && refused === 0 && acknowledgedIds.length === acknowledged && extra >= 0 && extra <= inFlightAtStop,
  }
}
