// A real git server over HTTP for the tests, as a firm's git host would be reached by the hosted editor:
// Debian's nginx (a temporary prefix, a free port) asks for a password (auth_basic, an htpasswd file with
// a SHA-256 crypt hash made by `openssl passwd -5`) and hands the request over FastCGI to fcgiwrap (on a
// unix socket in the same folder), which runs git's own git-http-backend. nginx passes the signed-in
// user as REMOTE_USER, so the backend takes pushes. One bare repository, `site.git`, seeded with one
// commit of a given site folder at `site/` beside a file that is not the site's; it refuses any push
// that is not a fast-forward (receive.denyNonFastForwards), so a force push would fail the test.
import { execFileSync, spawn, spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { launchNginx, rootWorkers } from './nginx.ts'

const fcgiwrapBinary = '/usr/sbin/fcgiwrap'
const httpBackend = '/usr/lib/git-core/git-http-backend'

export interface GitServer {
  /** The repository's address, without credentials: http://127.0.0.1:<port>/site.git */
  url: string
  username: string
  password: string
  /** The bare repository on disk, for looking at what was pushed. */
  repoDir: string
  /** The default branch it was seeded on. */
  branch: string
  /** A working clone of the repository, as another person's, through the server with the password. */
  clone(): WorkClone
  stop(): Promise<void>
}

interface WorkClone {
  dir: string
  git(args: string[]): string
  /** Commits `text` as the file at `path` (inside the repository) on what is checked out; its commit. */
  commitFile(path: string, text: string, message: string): string
}

const someoneElse = {
  GIT_AUTHOR_NAME: 'Someone Else',
  GIT_AUTHOR_EMAIL: 'someone.else@example.com',
  GIT_COMMITTER_NAME: 'Someone Else',
  GIT_COMMITTER_EMAIL: 'someone.else@example.com',
}

function workClone(url: string, username: string, password: string, dir: string): WorkClone {
  const header = `http.extraHeader=Authorization: Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`
  const run = (args: string[]) => git(['-c', header, '-C', dir, ...args], { ...process.env, ...someoneElse, GIT_TERMINAL_PROMPT: '0' })
  git(['-c', header, 'clone', '--quiet', url, dir], { ...process.env, GIT_TERMINAL_PROMPT: '0' })
  return {
    dir,
    git: run,
    commitFile(path, text, message) {
      mkdirSync(dirname(join(dir, path)), { recursive: true })
      writeFileSync(join(dir, path), text)
      run(['add', '--', path])
      run(['commit', '--quiet', '--no-verify', '-m', message])
      return run(['rev-parse', 'HEAD']).trim()
    },
  }
}

/** Installs fcgiwrap when this is root (as CI runs); otherwise says what to install. */
function ensureFcgiwrap(): void {
  if (existsSync(fcgiwrapBinary)) return
  if (process.getuid?.() === 0) {
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
    spawnSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'fcgiwrap'], { stdio: 'ignore', env, timeout: 300_000 })
  }
  if (!existsSync(fcgiwrapBinary)) throw new Error('fcgiwrap is needed for the git server of the tests: apt-get install fcgiwrap')
}

const git = (args: string[], env: NodeJS.ProcessEnv = process.env) => execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], env })

/** A bare repository holding one commit: `siteDir` at `sitePath`, and a README that is not the site's. */
function seedRepository(repoDir: string, siteDir: string, sitePath: string, branch: string, scratch: string): void {
  git(['init', '--quiet', '--bare', '--initial-branch', branch, repoDir])
  git(['-C', repoDir, 'config', 'http.receivepack', 'true'])
  git(['-C', repoDir, 'config', 'receive.denyNonFastForwards', 'true'])
  const work = join(scratch, 'seed')
  try {
    cpSync(siteDir, join(work, sitePath), { recursive: true })
    writeFileSync(join(work, 'README.md'), 'The site and its code.\n')
    const env = { ...process.env, GIT_DIR: repoDir, GIT_WORK_TREE: work, GIT_INDEX_FILE: join(scratch, 'seed.index') }
    const identity = { GIT_AUTHOR_NAME: 'Seed', GIT_AUTHOR_EMAIL: 'seed@example.com', GIT_COMMITTER_NAME: 'Seed', GIT_COMMITTER_EMAIL: 'seed@example.com' }
    git(['add', '--all', '--force'], env)
    git(['commit', '--quiet', '--no-verify', '-m', 'The site as it was'], { ...env, ...identity })
  } finally {
    rmSync(work, { recursive: true, force: true })
    rmSync(join(scratch, 'seed.index'), { force: true })
  }
}

function serverConfig(dir: string, port: number, { projects, socket, htpasswd }: Record<'projects' | 'socket' | 'htpasswd', string>): string {
  return `${rootWorkers()}daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 64; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  server {
    listen 127.0.0.1:${port};
    client_max_body_size 0;
    location / {
      auth_basic "site repository";
      auth_basic_user_file ${htpasswd};
      fastcgi_pass unix:${socket};
      fastcgi_param SCRIPT_FILENAME ${httpBackend};
      fastcgi_param GIT_PROJECT_ROOT ${projects};
      fastcgi_param GIT_HTTP_EXPORT_ALL "";
      fastcgi_param PATH_INFO $uri;
      fastcgi_param REMOTE_USER $remote_user;
      fastcgi_param REQUEST_METHOD $request_method;
      fastcgi_param QUERY_STRING $query_string;
      fastcgi_param CONTENT_TYPE $content_type;
      fastcgi_param CONTENT_LENGTH $content_length;
      fastcgi_param SERVER_PROTOCOL $server_protocol;
      fastcgi_param REMOTE_ADDR $remote_addr;
    }
  }
}
`
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms))

/** Starts the server with `siteDir` committed at `sitePath` (default `site`) on `branch` (default `main`). */
export async function startGitServer({
  siteDir,
  sitePath = 'site',
  branch = 'main',
}: {
  siteDir: string
  sitePath?: string
  branch?: string
}): Promise<GitServer> {
  ensureFcgiwrap()
  const dir = mkdtempSync(join(tmpdir(), 'git-server-'))
  const projects = join(dir, 'repos')
  const repoDir = join(projects, 'site.git')
  const socket = join(dir, 'fcgiwrap.sock')
  const username = 'editor'
  const password = randomBytes(12).toString('hex')
  seedRepository(repoDir, siteDir, sitePath, branch, dir)
  const hash = execFileSync('openssl', ['passwd', '-5', '-stdin'], { input: `${password}\n`, encoding: 'utf8' }).trim()
  const htpasswd = join(dir, 'htpasswd')
  writeFileSync(htpasswd, `${username}:${hash}\n`)

  // Its own process group, so stop() ends the workers it forks along with it.
  const fcgiwrap = spawn(fcgiwrapBinary, ['-c', '2', '-s', `unix:${socket}`], { stdio: ['ignore', 'ignore', 'pipe'], detached: true })
  let fcgiOutput = ''
  fcgiwrap.stderr.on('data', (chunk: Buffer) => (fcgiOutput += chunk))
  const fcgiExited = new Promise<void>((done) => fcgiwrap.once('exit', () => done()))
  let nginx: Awaited<ReturnType<typeof launchNginx>> | undefined
  const stop = async () => {
    await nginx?.stop()
    if (fcgiwrap.pid && fcgiwrap.exitCode === null && fcgiwrap.signalCode === null) {
      process.kill(-fcgiwrap.pid, 'SIGTERM')
      await Promise.race([fcgiExited, sleep(5_000).then(() => process.kill(-fcgiwrap.pid!, 'SIGKILL'))])
    }
    rmSync(dir, { recursive: true, force: true })
  }
  try {
    for (const deadline = Date.now() + 10_000; !existsSync(socket); await sleep(20)) {
      if (fcgiwrap.exitCode !== null || Date.now() > deadline) throw new Error(`fcgiwrap did not start:\n${fcgiOutput}`)
    }
    nginx = await launchNginx((nginxDir, port) => serverConfig(nginxDir, port, { projects, socket, htpasswd }))
  } catch (error) {
    await stop()
    throw error
  }
  const url = `http://127.0.0.1:${nginx.port}/site.git`
  let clones = 0
  const clone = () => workClone(url, username, password, join(dir, `clone-${++clones}`))
  return { url, username, password, repoDir, branch, clone, stop }
}
