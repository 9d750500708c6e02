// Clients for the tests of the server's HTTP handling over real sockets: one request on a connection
// of its own (Node's client), and raw bytes on one connection with the answers that come back, for what
// Node's client will not send (pipelined requests, broken heads, a half-close).
import { request as httpRequest } from 'node:http'
import { connect } from 'node:net'

interface Answer {
  status: number
  headers: Record<string, string>
  body: Buffer
}

/** The answers in these bytes, in order: status line, headers and a body of Content-Length bytes. */
function parseAnswers(bytes: Buffer): Answer[] {
  const answers: Answer[] = []
  let at = 0
  while (at < bytes.length) {
    const headEnd = bytes.indexOf('\r\n\r\n', at, 'latin1')
    if (headEnd === -1) break
    const [statusLine, ...lines] = bytes.toString('latin1', at, headEnd).split('\r\n')
    const headers: Record<string, string> = {}
    for (const line of lines) {
      const colon = line.indexOf(':')
      headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim()
    }
    if (headers['transfer-encoding']) throw new Error('a chunked answer: not expected from this server')
    const length = Number(headers['content-length'] ?? 0)
    const bodyStart = headEnd + 4
    if (bodyStart + length > bytes.length) break
    answers.push({ status: Number(statusLine!.split(' ')[1]), headers, body: bytes.subarray(bodyStart, bodyStart + length) })
    at = bodyStart + length
  }
  return answers
}

interface Exchange {
  answers: Answer[]
  /** From the write to the server's closing the connection (or the first answer, with `untilAnswers`). */
  ms: number
  closedByServer: boolean
}

/**
 * One connection: writes `data` (and then half-closes it, with `end`), collects what comes back until
 * the server closes the connection or `untilAnswers` answers have come, or `timeoutMs` passes.
 */
export function exchange(port: number, data: string, { end = false, untilAnswers = Infinity, timeoutMs = 5_000 } = {}): Promise<Exchange> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1')
    const chunks: Buffer[] = []
    let started = 0
    const finish = (closedByServer: boolean) => {
      clearTimeout(timer)
      const ms = performance.now() - started
      socket.destroy()
      resolve({ answers: parseAnswers(Buffer.concat(chunks)), ms, closedByServer })
    }
    const timer = setTimeout(() => finish(false), timeoutMs)
    socket.on('connect', () => {
      started = performance.now()
      socket.write(data, 'latin1')
      if (end) socket.end()
    })
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk)
      if (parseAnswers(Buffer.concat(chunks)).length >= untilAnswers) finish(false)
    })
    socket.on('error', () => {})
    socket.on('close', () => finish(true))
  })
}

/** One request on a connection of its own, with the time to its whole answer. */
export function send(port: number, method: string, path: string, headers: Record<string, string> = {}, body?: string) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string; ms: number }>((resolve, reject) => {
    const started = performance.now()
    const req = httpRequest({ host: '127.0.0.1', port, method, path, headers, agent: false }, (res) => {
      let text = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => {
        text += chunk
      })
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: text, ms: performance.now() - started }))
    })
    req.on('error', reject)
    req.end(body)
  })
}

export const get = (port: number, path: string) => send(port, 'GET', path)
