// The fast path's request reader takes the plain GET and HEAD a browser sends, and leaves everything
// else to Node's parser (undefined).
import { maxHeaderSize } from 'node:http'
import { describe, expect, it } from 'vitest'
import { readRequestHead } from './request-head.ts'

const bytes = (text: string) => Buffer.from(text, 'latin1')
const browserGet = 'GET /tax-services?ref=mail HTTP/1.1\r\nHost: example.com\r\nUser-Agent: Mozilla/5.0\r\nAccept: text/html\r\nAccept-Encoding: gzip, deflate, br\r\nIf-None-Match: "abc"\r\n\r\n'

describe('readRequestHead', () => {
  it('reads a browser GET: method, target, the headers the answer depends on, and where it ends', () => {
    expect(readRequestHead(bytes(browserGet), 0)).toEqual({
      method: 'GET',
      url: '/tax-services?ref=mail',
      headers: { 'accept-encoding': 'gzip, deflate, br', 'if-none-match': '"abc"' },
      keepAlive: true,
      end: browserGet.length,
    })
  })

  it('reads the second of two requests sent together, from where the first ended', () => {
    const second = 'HEAD / HTTP/1.1\r\nhost: a\r\nConnection: close\r\n\r\n'
    const head = readRequestHead(bytes(browserGet + second), browserGet.length)
    expect(head).toMatchObject({ method: 'HEAD', url: '/', headers: {}, keepAlive: false, end: browserGet.length + second.length })
  })

  it.each([
    ['a head not received whole', 'GET / HTTP/1.1\r\nHost: a\r\n'],
    ['a POST', 'POST /api/contact HTTP/1.1\r\nHost: a\r\nContent-Length: 2\r\n\r\n{}'],
    ['HTTP/1.0', 'GET / HTTP/1.0\r\nHost: a\r\n\r\n'],
    ['an absolute URL', 'GET http://a/ HTTP/1.1\r\nHost: a\r\n\r\n'],
    ['a space in the target', 'GET /a b HTTP/1.1\r\nHost: a\r\n\r\n'],
    ['no Host', 'GET / HTTP/1.1\r\nAccept: */*\r\n\r\n'],
    ['two Host headers', 'GET / HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n'],
    ['a GET with a body', 'GET / HTTP/1.1\r\nHost: a\r\nContent-Length: 0\r\n\r\n'],
    ['chunked', 'GET / HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n'],
    ['an upgrade', 'GET / HTTP/1.1\r\nHost: a\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n\r\n'],
    ['a folded header line', 'GET / HTTP/1.1\r\nHost: a\r\nX-A: b\r\n c\r\n\r\n'],
    ['a space before the colon', 'GET / HTTP/1.1\r\nHost : a\r\n\r\n'],
    ['a control character in a value', 'GET / HTTP/1.1\r\nHost: a\r\nX-A: b\x01\r\n\r\n'],
    ['a bare line feed', 'GET / HTTP/1.1\nHost: a\r\n\r\n'],
    ['a head larger than Node allows', `GET / HTTP/1.1\r\nHost: a\r\nCookie: ${'x'.repeat(maxHeaderSize)}\r\n\r\n`],
  ])('leaves %s to Node', (_, request) => {
    expect(readRequestHead(bytes(request), 0)).toBeUndefined()
  })
})
