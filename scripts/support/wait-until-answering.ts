// Waits for a process the tests or benchmarks started to answer over HTTP: ready at the first answer
// (any status), failed at once when the process exits first, or when the time runs out; either way
// with what the process printed, which says why. `ready` tells the answer came from that process: a
// port found free can be taken by another test's server before this one listens, and answer instead.
import type { ChildProcess } from 'node:child_process'

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms))

export async function waitUntilAnswering(
  url: string,
  {
    child,
    output,
    what,
    timeoutMs,
    ok = false,
    ready = () => true,
  }: {
    child: ChildProcess
    /** What the process printed so far. */
    output: () => string
    /** Its name in the error: "npm run dev", "nginx". */
    what: string
    timeoutMs: number
    /** Wait for a 2xx answer, not just any answer. */
    ok?: boolean
    /** The process said it is listening (its own words in `output`), so the answer is its own. */
    ready?: () => boolean
  },
): Promise<void> {
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; await sleep(100)) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`${what} exited before it answered:\n${output()}`)
    try {
      const response = await fetch(url, { method: ok ? 'GET' : 'HEAD' })
      if ((!ok || response.ok) && ready()) return
    } catch {
      /* not listening yet */
    }
  }
  throw new Error(`${what} did not answer ${url} within ${timeoutMs} ms:\n${output()}`)
}
