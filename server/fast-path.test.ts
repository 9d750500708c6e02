// The fast path in front of Fastify (fast-path.ts), over real HTTP: it answers the site's files with
// exactly what Fastify's own route answers (status, headers, body), and leaves everything else to
// Fastify: the API, posts, paths that name no file.
import Fastify, { type FastifyInstance } from 'fastify'
import { request as httpRequest } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import app from './app.ts'
import { fastPathServer } from './fast-path.ts'
import { serverOptions } from './server-options.ts'
import { defaultDist, fixtureSite, removeTempDirs, tempDir } from './test-support.ts'

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
