// A store for @fastify/rate-limit that counts in the message database, so several server processes
// share one limit per client instead of each allowing the full count. @fastify/rate-limit creates the
// store itself (`new Store(options)`), so the counting function is bound into the class here.
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit'
import type { RouteOptions } from 'fastify'
import type { MessagesStore } from './messages-store.ts'

type CountHit = NonNullable<MessagesStore['countHit']>
type IncrCallback = Parameters<FastifyRateLimitStore['incr']>[1]

export function databaseRateLimitStore(countHit: CountHit): FastifyRateLimitStoreCtor {
  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    prefix: string

    constructor(_options: unknown, prefix = '') {
      this.prefix = prefix
    }

    incr(key: string, callback: IncrCallback, timeWindow: number) {
      countHit(this.prefix + key, timeWindow).then(
        ({ count, ttlMs }) => callback(null, { current: count, ttl: ttlMs }),
        (error: Error) => callback(error),
      )
    }

    // Each route with a limit of its own counts apart from the others. The plugin passes the route's
    // options under `routeInfo`, beside the limit's settings (its type declarations leave that out).
    child(options: RouteOptions) {
      const route = (options as RouteOptions & { routeInfo?: RouteOptions }).routeInfo
      return new DatabaseRateLimitStore(undefined, `${String(route?.method ?? '')} ${route?.url ?? ''} `)
    }
  }
}
