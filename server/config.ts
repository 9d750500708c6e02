// The server's settings, read from the environment. Every setting has a default, so nothing is needed
// to run locally; mail is off unless SMTP_HOST is set. Relative paths are taken from the working
// directory, the defaults from the project's root.
import { isIP } from 'node:net'
import { join, resolve } from 'node:path'
import { defaultSiteDir, projectRoot } from '../schema/load-site.ts'
import type { MailSettings } from './mailer.ts'
import { readSiteFollow, type SiteFollowSettings } from './site-follow/settings.ts'

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
  /** Fastify's trustProxy: off, or the proxies' addresses; never true nor a hop count (readTrustProxy says why). */
  trustProxy: TrustProxy
  logLevel: string
  mail?: MailSettings
  rateLimit: RateLimitSettings
  outbox: OutboxSettings
  /** SITE_REPO: serve the newest commit of the site's repository (site-follow/) instead of distDir and siteDir. */
  siteFollow?: SiteFollowSettings
}

type Env = Record<string, string | undefined>

/** Off, or the trusted proxies' addresses and ranges, comma-separated. */
export type TrustProxy = false | string

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
    siteFollow: readSiteFollow(env, whole),
  }
}

function readDatabaseUrl(raw: string | undefined): string | undefined {
  const value = raw?.trim()
  if (!value) return undefined
  if (!/^postgres(ql)?:\/\//.test(value)) {
    throw new Error(
      'DATABASE_URL must be a PostgreSQL URL such as postgres://user:password@host:5432/database. Fix it, or leave it unset to keep messages in SQLite under DATA_DIR.',
    )
  }
  return value
}

// The names proxy-addr (Fastify's trustProxy) gives to address ranges.
const proxyRanges = new Set(['loopback', 'linklocal', 'uniquelocal'])

function isProxyAddress(entry: string): boolean {
  if (proxyRanges.has(entry)) return true
  const [address, prefix, ...rest] = entry.split('/')
  const version = isIP(address ?? '')
  if (!version || rest.length > 0) return false
  return prefix === undefined || (/^\d+$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128))
}

const safeSetting =
  'Set TRUST_PROXY to the addresses of the proxies in front of the server (127.0.0.1 or loopback for an nginx on the same machine; a comma-separated list such as 127.0.0.1, 10.0.0.0/8 for more), or leave it unset when clients connect directly.'

/**
 * Which X-Forwarded-For entry names the client: none when unset (the socket's address), or the last
 * one not added by one of the listed proxies (addresses, ranges, or proxy-addr's names for them).
 * Refused: `true`, which takes the leftmost entry, written by the client itself, so any client could
 * choose the address the contact form's rate limit counts; and a hop count, which Fastify 5 no longer
 * honours (it cannot tell a proxy from a client connecting directly), so every visitor would be counted
 * as the proxy.
 */
function readTrustProxy(raw: string | undefined): TrustProxy {
  const value = raw?.trim()
  if (!value || value === 'false') return false
  if (value === 'true') {
    throw new Error(
      `TRUST_PROXY=true would take a visitor's address from the leftmost X-Forwarded-For entry, which the visitor writes, so anyone could change the address the rate limit counts. ${safeSetting}`,
    )
  }
  if (/^\d+$/.test(value)) {
    throw new Error(
      `TRUST_PROXY=${value} is a number of proxies, which Fastify does not take (it cannot tell a proxy from a client connecting directly): every visitor would be counted as the proxy. ${safeSetting}`,
    )
  }
  const entries = value.split(',').map((entry) => entry.trim())
  const wrong = entries.filter((entry) => !isProxyAddress(entry))
  if (wrong.length > 0) {
    throw new Error(
      `TRUST_PROXY must list the proxies' addresses or ranges (127.0.0.1, 10.0.0.0/8, loopback, linklocal, uniquelocal); "${wrong.join('", "')}" is not one. ${safeSetting}`,
    )
  }
  return entries.join(',')
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
