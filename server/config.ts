// The server's settings, read from the environment. Every setting has a default, so nothing is needed
// to run locally; mail is off unless SMTP_HOST is set. Relative paths are taken from the working
// directory, the defaults from the project's root.
import { join, resolve } from 'node:path'
import { defaultSiteDir, projectRoot } from '../schema/load-site.ts'
import type { MailSettings } from './mailer.ts'

export interface RateLimitSettings {
  /** Contact messages one client may post per window. */
  max: number
  windowMs: number
}

export interface OutboxSettings {
  /** First retry delay after a failed delivery; it doubles on each failure up to maxDelayMs. */
  baseDelayMs: number
  maxDelayMs: number
  /** How long a claimed message is reserved for one sender, so two processes never send it both. */
  leaseMs: number
  /** How often the outbox is checked for messages due again. */
  pollMs: number
}

export interface ServerConfig {
  host: string
  port: number
  dataDir: string
  /** postgres://…: messages in PostgreSQL, shared by several server processes; SQLite under dataDir without it. */
  databaseUrl?: string
  distDir: string
  siteDir: string
  /** Fastify's trustProxy: false, true, a hop count or a list of proxy addresses. */
  trustProxy: boolean | number | string
  logLevel: string
  mail?: MailSettings
  rateLimit: RateLimitSettings
  outbox: OutboxSettings
}

type Env = Record<string, string | undefined>

export const defaultRateLimit: RateLimitSettings = { max: 10, windowMs: 10 * 60_000 }
export const defaultOutbox: OutboxSettings = { baseDelayMs: 5_000, maxDelayMs: 15 * 60_000, leaseMs: 2 * 60_000, pollMs: 1_000 }

export function readConfig(env: Env = process.env): ServerConfig {
  const whole = (name: string, fallback: number, min = 0, max = Number.MAX_SAFE_INTEGER): number => {
    const raw = env[name]?.trim()
    if (!raw) return fallback
    const value = Number(raw)
    if (!Number.isInteger(value) || value < min || value > max) {
      throw new Error(`${name} must be a whole number from ${min} to ${max}; it is "${raw}". Fix it or leave it unset for ${fallback}.`)
    }
    return value
  }
  const path = (name: string, fallback: string) => (env[name]?.trim() ? resolve(env[name]!.trim()) : fallback)

  return {
    host: env.HOST?.trim() || '127.0.0.1',
    port: whole('PORT', 3000, 0, 65535),
    dataDir: path('DATA_DIR', join(projectRoot, 'data')),
    databaseUrl: readDatabaseUrl(env.DATABASE_URL),
    distDir: path('DIST_DIR', join(projectRoot, 'dist', 'client')),
    siteDir: path('SITE_DIR', defaultSiteDir),
    trustProxy: readTrustProxy(env.TRUST_PROXY),
    logLevel: env.LOG_LEVEL?.trim() || 'info',
    mail: readMail(env, whole),
    rateLimit: {
      max: whole('RATE_LIMIT_MAX', defaultRateLimit.max, 1),
      windowMs: whole('RATE_LIMIT_WINDOW_SECONDS', defaultRateLimit.windowMs / 1000, 1) * 1000,
    },
    outbox: {
      baseDelayMs: whole('OUTBOX_RETRY_BASE_MS', defaultOutbox.baseDelayMs, 1),
      maxDelayMs: whole('OUTBOX_RETRY_MAX_MS', defaultOutbox.maxDelayMs, 1),
      leaseMs: whole('OUTBOX_LEASE_MS', defaultOutbox.leaseMs, 1),
      pollMs: whole('OUTBOX_POLL_MS', defaultOutbox.pollMs, 1),
    },
  }
}

function readDatabaseUrl(raw: string | undefined): string | undefined {
  const value = raw?.trim()
  if (!value) return undefined
  if (!/^postgres(ql)?:\/\//.test(value)) {
    throw new Error('DATABASE_URL must be a PostgreSQL URL such as postgres://user:password@host:5432/database. Fix it, or leave it unset to keep messages in SQLite under DATA_DIR.')
  }
  return value
}

function readTrustProxy(raw: string | undefined): boolean | number | string {
  const value = raw?.trim()
  if (!value || value === 'false') return false
  if (value === 'true') return true
  return /^\d+$/.test(value) ? Number(value) : value
}

function readMail(env: Env, whole: (name: string, fallback: number, min?: number, max?: number) => number): MailSettings | undefined {
  const host = env.SMTP_HOST?.trim()
  if (!host) return undefined
  const port = whole('SMTP_PORT', 587, 1, 65535)
  const secure = env.SMTP_SECURE?.trim() ? env.SMTP_SECURE.trim() === 'true' : port === 465
  const user = env.SMTP_USER?.trim()
  return {
    host,
    port,
    secure,
    auth: user ? { user, pass: env.SMTP_PASS ?? '' } : undefined,
    requireTLS: env.SMTP_REQUIRE_TLS?.trim() === 'true',
    from: env.MAIL_FROM?.trim() || undefined,
    to: env.MAIL_TO?.trim() || undefined,
  }
}
