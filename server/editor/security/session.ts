// The editor's session: a token made when the process starts, written into every page the editor
// serves and carried by every API request in the session header (contract.ts). Another site open in
// the same browser can send requests to 127.0.0.1, but cannot read the editor's page (the browser's
// same-origin rule; editor-security.ts refuses other hosts, so DNS rebinding cannot either), so it
// cannot make a request the editor accepts.
import { randomBytes, timingSafeEqual } from 'node:crypto'
import type { FastifyRequest } from 'fastify'
import { sessionHeader } from '../contract.ts'

export function editorSession() {
  const token = randomBytes(32).toString('base64url')
  const expected = Buffer.from(token)
  return {
    token,
    accepts: (request: FastifyRequest) => {
      const sent = Buffer.from(String(request.headers[sessionHeader] ?? ''))
      return sent.length === expected.length && timingSafeEqual(sent, expected)
    },
  }
}
