// The servers the benchmark starts (ours and nginx) as child processes: started with their output
// kept for errors, waited for until they answer, and stopped gracefully, or killed if they hang.
import { spawn, type ChildProcess } from 'node:child_process'
import { request as httpRequest } from 'node:http'

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms))

/** One raw GET: status, headers and body, and the bytes of the whole answer as sent. */
export function fetchRaw(port: number, path: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: Record<string, string>; body: Buffer; bytes: number }>((done, fail) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, headers, timeout: 5_000 }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => {
        const body = Buffer.concat(chunks)
        const head =
          `HTTP/1.1 ${res.statusCode} ${res.statusMessage}\r\n` + res.rawHeaders.reduce((s, v, i) => s + (i % 2 ? `${v}\r\n` : `${v}: `), '') + '\r\n'
        done({ status: res.statusCode ?? 0, headers: res.headers as Record<string, string>, body, bytes: Buffer.byteLength(head) + body.length })
      })
    })
    req.on('timeout', () => req.destroy(new Error('timed out')))
    req.on('error', fail)
    req.end()
  })
}

export async function waitUntilAnswering(port: number, path: string, child: ChildProcess, what: string, output: () => string) {
  const deadline = Date.now() + 20_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`${what} exited before answering:\n${output()}`)
    try {
      if ((await fetchRaw(port, path, {})).status === 200) return
    } catch {
      /* not listening yet */
    }
    await sleep(100)
  }
  throw new Error(`${what} did not answer ${path} within 20 s:\n${output()}`)
}

export function startChild(command: string, args: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv }) {
  const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000)
  }
  child.stdout!.on('data', keep)
  child.stderr!.on('data', keep)
  return { child, output: () => output }
}

export async function stopChild(child: ChildProcess | undefined) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise((done) => child.once('exit', done))
  child.kill('SIGTERM')
  if (await Promise.race([exited.then(() => true), sleep(12_000).then(() => false)])) return
  child.kill('SIGKILL')
  await Promise.race([exited, sleep(2_000)])
}
