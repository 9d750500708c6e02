// The fast path in front of Fastify (fast-path.ts), over real HTTP: it answers the site's files with
// exactly what Fastify's own route answers (status, headers, body), and leaves everything else to
// Fastify: the API, posts, paths that name no file. Over raw sockets: a keep-alive connection passes
// from the fast path to Node mid-way with answers in order, and closing the server ends idle ones.
import Fastify, { type FastifyInstance } from 'fastify'
import { request as httpRequest } from 'node:http'
import { connect, type AddressInfo, type Socket } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import app from './app.ts'
import { fastPathServer } from './fast-path.ts'
import { serverOptions } from './server-options.ts'
import { defaultDist, eventually, fixtureSite, makeDist, page, removeTempDirs, tempDir } from './test-support.ts'

let server: FastifyInstance
let port: number
const reachedFastify: string[] = []
const logs: string[] = []

beforeAll(async () => {
  const { serverFactory, use } = fastPathServer()
  server = Fastify({ ...serverOptions({ logLevel: 'info', logStream: { write: (line) => void logs.push(line) } }), serverFactory })
  server.addHook('onRequest', async (request) => void reachedFastify.push(`${request.method} ${request.url}`))
  await server.register(app, { site: fixtureSite(), dataDir: tempDir('fast-path-data-'), distDir: defaultDist(), onFastPath: use })
  await server.listen({ host: '127.0.0.1', port: 0 })
  port = (server.server.address() as AddressInfo).port
})
afterAll(async () => {
  await server.close()
  removeTempDirs()
})

/** One raw HTTP request, with the answer's status, headers and body as they came over the wire. */
function send(method: string, path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((done, fail) => {
    const req = httpRequest({ host: '127.0.0.1', port, method, path, headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => done({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }))
    })
    req.on('error', fail)
    req.end()
  })
}

// What only the connection adds: Node's Date and keep-alive headers.
const connectionHeaders = new Set(['date', 'connection', 'keep-alive'])
const comparable = (headers: Record<string, unknown>) => Object.fromEntries(Object.entries(headers).filter(([name]) => !connectionHeaders.has(name)))

describe('the fast path', () => {
  it.each([
    ['GET', '/', { 'accept-encoding': 'br, gzip' }],
    ['GET', '/', { 'accept-encoding': 'gzip' }],
    ['GET', '/', {}],
    ['GET', '/contact', { 'accept-encoding': 'br' }],
    ['GET', '/contact/', { 'accept-encoding': 'br' }],
    ['GET', '/payroll?utm_source=mail', {}],
    ['HEAD', '/payroll', { 'accept-encoding': 'gzip' }],
    ['GET', '/assets/index-AbC123.js', { 'accept-encoding': 'br' }],
    ['GET', '/images/logo.svg', {}],
    ['GET', '/robots.txt', {}],
  ] as const)('answers %s %s %j as Fastify does', async (method, path, headers) => {
    const before = reachedFastify.length
    const fast = await send(method, path, headers)
    expect(reachedFastify.length, 'the request went to Fastify').toBe(before)
    const viaFastify = await server.inject({ method, url: path, headers })
    expect(fast.status).toBe(viaFastify.statusCode)
    expect(comparable(fast.headers)).toEqual(comparable(viaFastify.headers))
    expect(fast.body.equals(viaFastify.rawPayload)).toBe(true)
    if (method === 'GET') expect(fast.body.length).toBe(Number(fast.headers['content-length']))
  })

  it('answers 304 to a client whose copy is current, with no body and the same headers as Fastify', async () => {
    const { headers } = await send('GET', '/contact', { 'accept-encoding': 'br' })
    const conditional = { 'accept-encoding': 'br', 'if-none-match': String(headers.etag) }
    const fast = await send('GET', '/contact', conditional)
    const viaFastify = await server.inject({ url: '/contact', headers: conditional })
    expect(fast.status).toBe(304)
    expect(fast.body.length).toBe(0)
    expect(comparable(fast.headers)).toEqual(comparable(viaFastify.headers))
  })

  it('logs each answer at info, as Fastify does', async () => {
    await send('GET', '/payroll')
    expect(logs.some((line) => line.includes('"msg":"request completed"') && line.includes('"path":"/payroll"') && line.includes('"statusCode":200'))).toBe(true)
  })

  it.each([
    ['GET', '/api/testimonials', 200],
    ['GET', '/no-such-page', 404],
    ['POST', '/contact', 404],
  ] as const)('leaves %s %s to Fastify (%i)', async (method, path, status) => {
    const before = reachedFastify.length
    const answer = await send(method, path)
    expect(answer.status).toBe(status)
    expect(reachedFastify.slice(before)).toEqual([`${method} ${path}`])
  })

  it('leaves a path with a broken %-escape to Fastify, which refuses it', async () => {
    const answer = await send('GET', '/%E0%A4%A')
    expect(answer.status).toBe(400)
    expect(answer.status).toBe((await server.inject('/%E0%A4%A')).statusCode)
  })
})

interface RawAnswer { status: number; headers: Record<string, string>; body: string }

/**
 * Writes each chunk on one connection (a pause between chunks, so each is its own read) and reads
 * `count` answers from the bytes that come back, by Content-Length (none for 304 and for the first
 * `headRequests` answers, to HEAD requests). Also says whether the server closed the connection.
 */
function exchange(chunks: string[], count: number, { headRequests = 0 } = {}) {
  return new Promise<{ answers: RawAnswer[]; closedByServer: boolean }>((done, fail) => {
    const socket = connect(port, '127.0.0.1')
    let received = Buffer.alloc(0)
    const answers: RawAnswer[] = []
    const timer = setTimeout(() => { socket.destroy(); fail(new Error(`only ${answers.length} of ${count} answers came`)) }, 5_000)
    const finish = (closedByServer: boolean) => { clearTimeout(timer); socket.destroy(); done({ answers, closedByServer }) }
    socket.on('data', (data: Buffer) => {
      received = Buffer.concat([received, data])
      for (;;) {
        const end = received.indexOf('\r\n\r\n')
        if (end === -1) return
        const [statusLine, ...lines] = received.subarray(0, end).toString('latin1').split('\r\n')
        const headers = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]))
        const status = Number(statusLine!.split(' ')[1])
        const length = status === 304 || answers.length < headRequests ? 0 : Number(headers['content-length'] ?? 0)
        if (received.length < end + 4 + length) return
        answers.push({ status, headers, body: received.subarray(end + 4, end + 4 + length).toString() })
        received = received.subarray(end + 4 + length)
        if (answers.length === count) {
          // Closed by the server within a moment, or still open.
          socket.once('end', () => finish(true))
          setTimeout(() => finish(false), 500)
          return
        }
      }
    })
    socket.on('error', fail)
    void (async () => {
      for (const chunk of chunks) {
        socket.write(chunk)
        await new Promise((resolve) => setTimeout(resolve, 30))
      }
    })()
  })
}

const get = (path: string, extra = '') => `GET ${path} HTTP/1.1\r\nHost: localhost\r\n${extra}\r\n`
const post = (path: string, body: string) => `POST ${path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`
const title = (answer: RawAnswer) => /<title>(.*)<\/title>/.exec(answer.body)?.[1] ?? answer.body

describe('a connection through the fast path', () => {
  it('is handed to Fastify at the first request the fast path does not answer, and keeps serving pages after it', async () => {
    const before = reachedFastify.length
    const { answers, closedByServer } = await exchange([get('/'), post('/api/contact', '{}'), get('/payroll')], 3)
    expect(answers.map((a) => a.status)).toEqual([200, 400, 200])
    expect(title(answers[0]!)).toBe('Home')
    expect(JSON.parse(answers[1]!.body).message).toBeTruthy()
    expect(title(answers[2]!)).toBe('Payroll')
    expect(reachedFastify.slice(before)).toEqual(['POST /api/contact', 'GET /payroll'])
    expect(closedByServer).toBe(false)
  })

  it('answers requests sent together in the order they came, across the hand-over', async () => {
    const before = reachedFastify.length
    const { answers } = await exchange([get('/contact') + get('/payroll') + get('/api/testimonials') + get('/')], 4)
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200])
    expect([title(answers[0]!), title(answers[1]!)]).toEqual(['Contact Us', 'Payroll'])
    expect(Array.isArray(JSON.parse(answers[2]!.body))).toBe(true)
    expect(title(answers[3]!)).toBe('Home')
    expect(reachedFastify.slice(before)).toEqual(['GET /api/testimonials', 'GET /'])
  })

  it('leaves a request whose head arrives in two reads to Node, which answers it whole', async () => {
    const before = reachedFastify.length
    const request = get('/contact')
    const { answers } = await exchange([request.slice(0, 20), request.slice(20)], 1)
    expect(answers[0]!.status).toBe(200)
    expect(title(answers[0]!)).toBe('Contact Us')
    expect(reachedFastify.slice(before)).toEqual(['GET /contact'])
  })

  it('answers HEAD with the headers of GET and no body', async () => {
    const { answers } = await exchange([`HEAD /payroll HTTP/1.1\r\nHost: localhost\r\n\r\n` + get('/contact')], 2, { headRequests: 1 })
    expect(answers[0]!.status).toBe(200)
    expect(answers[0]!.body).toBe('')
    expect(Number(answers[0]!.headers['content-length'])).toBeGreaterThan(0)
    expect(title(answers[1]!)).toBe('Contact Us')
  })

  it('closes the connection after the answer when the client asks to', async () => {
    const { answers, closedByServer } = await exchange([get('/', 'Connection: close\r\n')], 1)
    expect(answers[0]!.headers.connection).toBe('close')
    expect(closedByServer).toBe(true)
  })

  it('sends Date and keep-alive headers as Node does', async () => {
    const { answers } = await exchange([get('/')], 1)
    expect(answers[0]!.headers.connection).toBe('keep-alive')
    expect(answers[0]!.headers['keep-alive']).toBe(`timeout=${Math.floor(server.server.keepAliveTimeout / 1000)}`)
    expect(Math.abs(Date.parse(answers[0]!.headers.date!) - Date.now())).toBeLessThan(5_000)
  })

  it('leaves a malformed request to Node, which refuses it', async () => {
    const { answers, closedByServer } = await exchange(['GET / HTTP/1.1\r\nHost: localhost\r\nBad Header: x\r\n\r\n'], 1)
    expect(answers[0]!.status).toBe(400)
    expect(closedByServer).toBe(true)
  })
})

/** Another server with the fast path in front, on its own port, serving `distDir`. */
async function startFastPathServer(distDir = defaultDist()) {
  const { serverFactory, use } = fastPathServer()
  const instance = Fastify({ ...serverOptions({ logLevel: 'warn' }), serverFactory })
  await instance.register(app, { site: fixtureSite(), dataDir: tempDir('fast-path-data-'), distDir, onFastPath: use })
  await instance.listen({ host: '127.0.0.1', port: 0 })
  return { instance, port: (instance.server.address() as AddressInfo).port }
}

describe('closing a server with the fast path', () => {
  it('ends idle keep-alive connections at once, whether the fast path or Node holds them', async () => {
    const { instance, port: closingPort } = await startFastPathServer()
    const open = (request: string) => new Promise<{ ended: Promise<void> }>((answered) => {
      const socket = connect(closingPort, '127.0.0.1', () => socket.write(request))
      const ended = new Promise<void>((resolve) => socket.once('close', () => resolve()))
      socket.once('data', () => answered({ ended }))
    })
    const heldByFastPath = await open(get('/'))
    const heldByNode = await open(get('/api/testimonials'))
    const started = Date.now()
    await instance.close()
    await Promise.all([heldByFastPath.ended, heldByNode.ended])
    expect(Date.now() - started).toBeLessThan(2_000)
  })
})

describe('a client that sends requests faster than it reads', () => {
  it('gets every answer in order once it reads, and meanwhile the answers do not pile up in memory', async () => {
    const file = 'x'.repeat(256 * 1024)
    const { instance, port: bigPort } = await startFastPathServer(makeDist({ 'index.html': page('Home'), 'big.txt': file }, { compress: false }))
    let largestUnsent = 0
    instance.server.on('connection', (socket: Socket) => {
      const timer = setInterval(() => { largestUnsent = Math.max(largestUnsent, socket.writableLength) }, 5)
      socket.once('close', () => clearInterval(timer))
    })
    try {
      const client = connect(bigPort, '127.0.0.1')
      // Forty requests at once (one read for the server), and nothing read for half a second.
      client.pause()
      client.write(Array.from({ length: 40 }, () => get('/big.txt')).join(''))
      await new Promise((resolve) => setTimeout(resolve, 500))
      expect(largestUnsent, 'bytes waiting in the server for the client').toBeLessThan(4 * file.length)
      const received: Buffer[] = []
      let length = 0
      client.on('data', (data: Buffer) => { received.push(data); length += data.length })
      client.resume()
      await eventually(() => length >= 40 * file.length, 10_000, 'forty answers')
      const text = Buffer.concat(received).toString('latin1')
      expect(text.match(/HTTP\/1\.1 200 OK/g)).toHaveLength(40)
      client.destroy()
    } finally {
      await instance.close()
    }
  })
})
