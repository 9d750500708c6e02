// Debian's nginx serving a built site with the build's own dist/nginx.conf, as an operator would run it:
// a server block with the root, the include, and the upstream for /api/. For tests and benchmarks: a
// temporary prefix (pid, logs, temp folders), a free port, one worker, not a daemon, stopped by stop().
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { nodeUpstream } from '../build/nginx-config.ts'
import { freePort } from './free-port.ts'
import { waitUntilAnswering } from './wait-until-answering.ts'

const nginxBinary = '/usr/sbin/nginx'
const brotliModule = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so'
/** Debian's packages, each with the file it brings: nginx itself and the brotli_static module the generated config uses. */
const nginxPackages: [name: string, file: string][] = [
  ['nginx-light', nginxBinary],
  ['libnginx-mod-http-brotli-static', brotliModule],
]

/** Installs what is missing when this is root (as CI runs); otherwise says what to install. */
export function ensureNginx(): void {
  const missing = () => nginxPackages.filter(([, file]) => !existsSync(file)).map(([name]) => name)
  if (missing().length === 0) return
  if (process.getuid?.() === 0) {
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
    const install = () => spawnSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...missing()], { stdio: 'ignore', env, timeout: 300_000 })
    if (install().status !== 0) {
      spawnSync('apt-get', ['update', '-qq'], { stdio: 'ignore', env, timeout: 300_000 })
      install()
    }
  }
  if (missing().length > 0) throw new Error(`nginx with the brotli_static module is needed: apt-get install ${missing().join(' ')}`)
}

export interface NginxOptions {
  /** The folder served (dist/client). */
  root: string
  /** The generated server-block include (dist/nginx.conf). */
  include: string
  /** Where the Node server listens: the upstream of /api/. */
  upstreamPort: number
}

export interface RunningNginx {
  port: number
  /** The master and its worker. */
  process: ChildProcess
  /** nginx's error log so far (why it did not start, or what it refused). */
  errors(): string
  stop(): Promise<void>
}

function mainConfig(dir: string, port: number, { root, include, upstreamPort }: NginxOptions): string {
  // The settings an operator would tune for static files; the answers come from the include alone.
  return `load_module ${brotliModule};
${rootWorkers()}daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  sendfile on;
  tcp_nopush on;
  server_tokens off;
  keepalive_requests 10000000;
  open_file_cache max=1000 inactive=60s;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream ${nodeUpstream} { server 127.0.0.1:${upstreamPort}; keepalive 16; }
  server {
    listen 127.0.0.1:${port};
    root ${root};
    include ${include};
  }
}
`
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms))

export function startNginx(options: NginxOptions): Promise<RunningNginx> {
  return launchNginx((dir, port) => mainConfig(dir, port, options))
}

/** The line that lets root's nginx workers read a temporary folder of root's (they start as nobody). */
export const rootWorkers = () => (process.getuid?.() === 0 ? 'user root;\n' : '')

/**
 * nginx with the configuration `config` writes for its temporary prefix `dir` and a free `port`; ready
 * when the port answers. The serving of a built site above, and the git server of the tests.
 */
export async function launchNginx(config: (dir: string, port: number) => string): Promise<RunningNginx> {
  ensureNginx()
  const dir = mkdtempSync(join(tmpdir(), 'nginx-'))
  const port = await freePort()
  const conf = join(dir, 'nginx.conf')
  writeFileSync(conf, config(dir, port))
  const errorLog = join(dir, 'error.log')
  const errors = () => (existsSync(errorLog) ? readFileSync(errorLog, 'utf8') : '')

  const child = spawn(nginxBinary, ['-p', dir, '-c', conf, '-e', errorLog], { stdio: ['ignore', 'ignore', 'pipe'] })
  let output = ''
  child.stderr.on('data', (chunk: Buffer) => (output += chunk))
  const exited = new Promise<void>((done) => child.once('exit', () => done()))
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      // QUIT: the master closes its worker and waits for it, so nothing outlives the test.
      child.kill('SIGQUIT')
      await Promise.race([exited, sleep(5_000).then(() => child.kill('SIGKILL'))])
    }
    rmSync(dir, { recursive: true, force: true })
  }

  // Ready when the port answers; an exit before that is a refused config, shown in nginx's own words.
  try {
    await waitUntilAnswering(`http://127.0.0.1:${port}/`, { child, output: () => output + errors(), what: 'nginx', timeoutMs: 10_000 })
  } catch (error) {
    await stop()
    throw error
  }
  return { port, process: child, errors: () => output + errors(), stop }
}
