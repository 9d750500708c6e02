// The hook's signature as GitHub (and Gitea, Forgejo) send it: `X-Hub-Signature-256: sha256=<hex>`, the
// HMAC-SHA256 of the request's body under the shared secret, compared in constant time so the time an
// answer takes tells nothing about how much of a guess was right.
import { createHmac, timingSafeEqual } from 'node:crypto'

export const signatureHeader = 'x-hub-signature-256'

/** The header's value for `body` under `secret`, as the git host computes it. */
export const signBody = (secret: string, body: string | Buffer): string => `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`

/** 'missing' without the header; 'wrong' when it is not the body's signature under `secret`. */
export function checkSignature(secret: string, body: Buffer, header: string | string[] | undefined): 'good' | 'missing' | 'wrong' {
  if (header === undefined) return 'missing'
  const given = typeof header === 'string' ? /^sha256=([0-9a-f]{64})$/i.exec(header.trim())?.[1] : undefined
  if (!given) return 'wrong'
  const expected = createHmac('sha256', secret).update(body).digest()
  return timingSafeEqual(Buffer.from(given, 'hex'), expected) ? 'good' : 'wrong'
}
