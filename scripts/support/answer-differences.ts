// Two servers' answers to one request, compared (scripts/build/nginx-parity.test.ts): the status, the
// body and every header but the transport's and the validators'.
import { rawRequest, type RawAnswer } from './raw-request.ts'

// Each server's own: the connection, the date, and the validators (Node's ETag is a hash of the body,
// nginx's the file's time and size; each answers its own with a 304). The body is compared whole.
export const transport = new Set([
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'accept-ranges',
  'server',
  'etag',
  'last-modified',
])
export const comparable = (answer: RawAnswer) =>
  Object.fromEntries(
    Object.entries(answer.headers)
      .filter(([name]) => !transport.has(name))
      .sort(),
  )

export type Request = { path: string; acceptEncoding?: string; method?: 'GET' | 'HEAD' }

/** How the answer on `port` differs from Node's on `nodePort`, in words; empty when it does not. */
export async function answerDifferences(nodePort: number, port: number, { path, acceptEncoding, method = 'GET' }: Request): Promise<string[]> {
  const headers: Record<string, string> = acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}
  const [ours, theirs] = await Promise.all([rawRequest(nodePort, path, { method, headers }), rawRequest(port, path, { method, headers })])
  const where = `${method} ${path}${acceptEncoding ? ` (Accept-Encoding: ${acceptEncoding})` : ''}`
  const found: string[] = []
  if (theirs.status !== ours.status) found.push(`${where}: status ${theirs.status}, Node ${ours.status}`)
  const [a, b] = [comparable(ours), comparable(theirs)]
  for (const name of new Set([...Object.keys(a), ...Object.keys(b)])) {
    if (a[name] !== b[name]) found.push(`${where}: ${name} is ${JSON.stringify(b[name])}, Node sends ${JSON.stringify(a[name])}`)
  }
  if (!theirs.body.equals(ours.body)) found.push(`${where}: the body differs (${theirs.body.length} bytes, Node ${ours.body.length})`)
  return found
}
