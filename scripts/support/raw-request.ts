// One HTTP request through Node's own client, with the answer as sent: the body as bytes, compressed or
// not (fetch would decode it), and the headers by lower-case name (repeated ones joined with ", ").
import { request } from 'node:http'

export interface RawAnswer {
  status: number
  headers: Record<string, string>
  body: Buffer
}

// A request may wait long (Send for review takes its pictures before it answers, slow on a loaded
// machine); one that never answers still fails, within the test's own time limit.
export function rawRequest(
  port: number,
  path: string,
  { method = 'GET', headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: string | Buffer } = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method, headers, timeout: 90_000 }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers as Record<string, string>, body: Buffer.concat(chunks) }))
      res.on('error', reject)
    })
    req.on('timeout', () => req.destroy(new Error(`${method} ${path} on port ${port} timed out`)))
    req.on('error', reject)
    req.end(body)
  })
}
