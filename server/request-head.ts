// Reads the head of one plain HTTP/1.1 GET or HEAD request from the bytes a connection received, for
// the socket-level fast path (fast-path.ts). It understands only the simplest, commonest request a
// browser or a crawler sends for a page or an asset; for anything else (another method or version, a
// body, an upgrade, a head split across reads or larger than Node allows, a duplicated header it
// reads, any byte that is not plainly valid) it answers undefined and the connection goes to Node's
// own HTTP parser, which answers or refuses as it always has. So this parser can only be narrower
// than Node's, never looser.
import { maxHeaderSize } from 'node:http'

export interface RequestHead {
  method: 'GET' | 'HEAD'
  /** The request target as sent: a path, maybe with a query string. */
  url: string
  /** The headers the answer depends on, lower-cased. */
  headers: { 'accept-encoding'?: string; 'if-none-match'?: string; 'if-modified-since'?: string }
  /** False when the client asked to close the connection after this answer. */
  keepAlive: boolean
  /** Where the next request starts in the buffer. */
  end: number
}

const requestLine = /^(GET|HEAD) (\/[!-~]*) HTTP\/1\.1$/
// A header name is a token (RFC 9110 5.1); the value is visible characters, spaces and tabs, and
// obs-text, which Node accepts too. Leading and trailing whitespace is not part of the value.
const headerLine = /^([!#$%&'*+.^_`|~0-9A-Za-z-]+):[ \t]*([^\x00-\x08\x0a-\x1f\x7f]*?)[ \t]*$/
const answerHeaders = ['accept-encoding', 'if-none-match', 'if-modified-since'] as const
const read = new Set<string>(['host', 'connection', ...answerHeaders])
// Each of these makes the request something other than a plain GET, so Node handles it.
const handedOver = new Set(['content-length', 'transfer-encoding', 'upgrade', 'expect'])
const headEnd = '\r\n\r\n'

/** The request head starting at `start`, or undefined when Node should read it instead. */
export function readRequestHead(data: Buffer, start: number): RequestHead | undefined {
  const end = data.indexOf(headEnd, start, 'latin1')
  // Node refuses a head larger than maxHeaderSize (431): so is it left to Node.
  if (end === -1 || end - start > maxHeaderSize) return undefined
  const lines = data.toString('latin1', start, end).split('\r\n')
  const first = requestLine.exec(lines[0]!)
  if (!first) return undefined

  const seen: Record<string, string> = {}
  for (let i = 1; i < lines.length; i++) {
    const header = headerLine.exec(lines[i]!)
    if (!header) return undefined
    const name = header[1]!.toLowerCase()
    if (handedOver.has(name)) return undefined
    if (read.has(name)) {
      if (name in seen) return undefined
      seen[name] = header[2]!
    }
  }
  // HTTP/1.1 requires Host; Node refuses a request without one, so it is left to Node.
  if (seen.host === undefined) return undefined

  const connection = seen.connection?.toLowerCase().split(',').map((token) => token.trim()) ?? []
  if (connection.includes('upgrade')) return undefined
  const headers: RequestHead['headers'] = {}
  for (const name of answerHeaders) if (seen[name] !== undefined) headers[name] = seen[name]
  return { method: first[1] as RequestHead['method'], url: first[2]!, headers, keepAlive: !connection.includes('close'), end: end + headEnd.length }
}
