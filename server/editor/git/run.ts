// The one way git is run, by the local and the hosted editor alike: an argument list (never a shell
// string), the environment given (the hosted editor's credentials, site-remote-config.ts; a temporary
// index), what goes to its standard input, and a time limit, without blocking the server while it runs.
// A failure carries git's exit status and its own words. runGitSync is the same for the few quick
// questions asked where no promise can wait (where the repository is, what HEAD is).
import { spawn, spawnSync } from 'node:child_process'

export class GitFailure extends Error {
  readonly status: number | null
  readonly stderr: string
  constructor(args: string[], status: number | null, stderr: string) {
    super(`git ${args[0]} failed: ${stderr.trim() || `exit status ${status}`}`)
    this.status = status
    this.stderr = stderr
  }
}

/** git in one repository, with its environment set: what every function of this folder takes. */
export type Git = (args: string[], options?: { env?: NodeJS.ProcessEnv; input?: string | Buffer }) => Promise<string>

/** Milliseconds before git is stopped (a remote that stopped answering). */
const timeoutMs = 120_000
const stopped = (signal: string | null) => (signal ? `\n(stopped after ${timeoutMs} ms: ${signal})` : '')

/** git in `cwd` with `env` (extended by each call's own). */
export const gitIn =
  (cwd: string, env: NodeJS.ProcessEnv = process.env): Git =>
  (args, options = {}) =>
    new Promise((resolve, reject) => {
      const child = spawn('git', args, { cwd, env: { ...env, ...options.env }, stdio: ['pipe', 'pipe', 'pipe'], timeout: timeoutMs })
      const out: Buffer[] = []
      const err: Buffer[] = []
      child.stdout.on('data', (chunk: Buffer) => out.push(chunk))
      child.stderr.on('data', (chunk: Buffer) => err.push(chunk))
      child.once('error', reject)
      child.once('close', (status, signal) => {
        if (status === 0) resolve(Buffer.concat(out).toString('utf8'))
        else reject(new GitFailure(args, status, Buffer.concat(err).toString('utf8') + stopped(signal)))
      })
      child.stdin.on('error', () => {
        /* git exited before reading it all: its status says why */
      })
      child.stdin.end(options.input)
    })

export function runGitSync(cwd: string, args: string[]): string {
  const run = spawnSync('git', args, { cwd, encoding: 'utf8', timeout: timeoutMs, maxBuffer: 1 << 28 })
  if (run.error) throw run.error
  if (run.status !== 0) throw new GitFailure(args, run.status, run.stderr + stopped(run.signal))
  return run.stdout
}

/** One word for a shell (a command shown to a person, GIT_SSH_COMMAND): quoted, its own quotes escaped. */
export const shellWord = (word: string) => `'${word.replaceAll("'", `'\\''`)}'`

/** git's own words when it fails (its standard error), else the error's message. */
export const gitMessage = (error: unknown) => String((error as { stderr?: string }).stderr || (error as Error).message).trim()
