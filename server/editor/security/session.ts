// The editor's session: a token made when the process starts, written into every page the editor
// serves and carried by every API request in the session header (contract.ts). Another site open in
// the same browser can send requests to 127.0.0.1, but cannot read the editor's page (the browser's
// same-origin rule; editor-security.ts refuses other hosts, so DNS rebinding cannot either), so it
// cannot make a request the editor accepts.
import { randomBytes, timingSafeEqual } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import type { Person } from '../../people-store.ts'
import { apiPrefix, sessionHeader } from '../contract.ts'
import { editorErrors } from '../editor-errors.ts'

const localPerson: Person = { id: 'local', email: '', name: 'local', role: 'owner', created: 0 }

/** Answers the token. `local`: everyone who reaches the editor (its loopback) is the one person, and an API
 * request needs the token, the session; hosted, the cookie is (sign-in/people-session.ts), and the Origin is checked. */
export function editorSession(app: FastifyInstance, local: boolean) {
  const token = randomBytes(32).toString('base64url')
  const expected = Buffer.from(token)
  if (local) {
    app.addHook('onRequest', (request, _reply, done) => {
      request.editorPerson = localPerson
      const sent = Buffer.from(String(request.headers[sessionHeader] ?? ''))
      const accepted = sent.length === expected.length && timingSafeEqual(sent, expected)
      done(request.url.startsWith(apiPrefix) && !accepted ? editorErrors.noSession() : undefined)
    })
  }
  return token
}
