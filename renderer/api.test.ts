// The request helper's semantics, against a real HTTP server on loopback.
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiRequest, getQueryFn, serverMessage } from './api.ts'

let server: Server
let base = ''
const seen: { method?: string; headers: IncomingMessage['headers']; body: string }[] = []

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk) => (body += chunk))
    req.on('end', () => {
      seen.push({ method: req.method, headers: req.headers, body })
      const status = Number(new URL(req.url!, 'http://x').searchParams.get('status') ?? 200)
      const reply = new URL(req.url!, 'http://x').searchParams.get('reply') ?? ''
      res.writeHead(status, { 'content-type': reply.startsWith('{') || reply.startsWith('[') ? 'application/json' : 'text/plain' })
      res.end(reply)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

describe('apiRequest', () => {
  it('sends JSON with a JSON content type only when there is a body', async () => {
    await apiRequest('POST', `${base}/a`, { x: 1 })
    expect(seen.at(-1)).toMatchObject({ method: 'POST', body: '{"x":1}' })
    expect(seen.at(-1)!.headers['content-type']).toBe('application/json')
    await apiRequest('GET', `${base}/b`)
    expect(seen.at(-1)!.headers['content-type']).toBeUndefined()
  })

  it('fails with "<status>: <body>" or, for an empty body, "<status>: <status text>"', async () => {
    await expect(apiRequest('POST', `${base}/c?status=400&reply=${encodeURIComponent('{"message":"Bad email"}')}`, {})).rejects.toThrow(
      '400: {"message":"Bad email"}',
    )
    await expect(apiRequest('GET', `${base}/d?status=503`)).rejects.toThrow('503: Service Unavailable')
  })

  it('reads the server message out of a failure, if there is one', async () => {
    const failure = await apiRequest('POST', `${base}/e?status=422&reply=${encodeURIComponent('{"message":"Too long"}')}`, {}).catch((e: unknown) => e)
    expect(serverMessage(failure)).toBe('Too long')
    expect(serverMessage(new Error('500: Internal Server Error'))).toBeUndefined()
  })
})

describe('getQueryFn', () => {
  const run = (fn: ReturnType<typeof getQueryFn>, key: string[]) => fn({ queryKey: key } as never)

  it('joins the query key with slashes and parses JSON', async () => {
    const data = await run(getQueryFn({ on401: 'throw' }), [base, `f?reply=${encodeURIComponent('[1,2]')}`])
    expect(data).toEqual([1, 2])
  })

  it('turns a 401 into null when asked, and into an error otherwise', async () => {
    expect(await run(getQueryFn({ on401: 'returnNull' }), [base, 'g?status=401'])).toBeNull()
    await expect(run(getQueryFn({ on401: 'throw' }), [base, 'h?status=401'])).rejects.toThrow('401: Unauthorized')
  })
})
