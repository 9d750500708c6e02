// Every request to the editor's API carries this session's token, which only the page the editor
// serves knows: another site open in the same browser can send requests to 127.0.0.1, but cannot read
// that page (the browser's same-origin rule), so it cannot make a request the editor accepts.
import { randomBytes, timingSafeEqual } from 'node:crypto'
import type { IncomingMessage } from 'node:http'

const tokenHeader = 'x-editor-token'

export function sessionToken() {
  const token = randomBytes(24).toString('base64url')
  return {
    token,
    accepts(req: IncomingMessage): boolean {
      const sent = Buffer.from(String(req.headers[tokenHeader] ?? ''))
      const expected = Buffer.from(token)
      return sent.length === expected.length && timingSafeEqual(sent, expected)
    },
  }
}
