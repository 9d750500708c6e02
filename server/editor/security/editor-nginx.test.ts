// The build's server block for the hosted editor (dist/editor-nginx.conf) in front of it, in a real
// nginx with TLS (a certificate made for the test): a page without a session goes to sign-in, a person
// signed in reaches the API through it, a change from the editor's own address is taken and one from
// elsewhere refused, and the editor's security headers come through.
import { execFileSync } from 'node:child_process'
import { request } from 'node:https'
import { join } from 'node:path'
import { afterAll, expect, test } from 'vitest'
import { removeCopies, copySampleSite } from '../../../schema/site-copy.ts'
import { editorNginxConfig } from '../../../scripts/build/editor-nginx-config.ts'
import { freePort } from '../../../scripts/support/free-port.ts'
import { launchNginx, rootWorkers } from '../../../scripts/support/nginx.ts'
import { newDatabase, removeTempDirs } from '../../test-support.ts'
import { apiPrefix, editorRoutes } from '../contract.ts'
import { signInPages } from '../sign-in-contract.ts'
import { startHostedEditor } from '../test-support/test-hosted-editor.ts'

afterAll(() => {
  removeCopies()
  removeTempDirs()
})

interface Answer {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: string
}

/** One request over TLS to nginx, trusting the test's own certificate. */
const fetchTls = (
  port: number,
  path: string,
  { method = 'GET', headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: string } = {},
) =>
  new Promise<Answer>((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, path, method, headers: { host: `localhost:${port}`, ...headers }, rejectUnauthorized: false, timeout: 10_000 },
      (res) => {
        let text = ''
        res.on('data', (chunk: Buffer) => (text += chunk))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }))
      },
    )
    req.on('error', reject)
    req.end(body)
  })

test('the editor behind the generated server block: sign-in, the API with a session, Origin and headers kept', async () => {
  const editorPort = await freePort()
  let nginxPort = 0
  const nginx = await launchNginx((dir, port) => {
    nginxPort = port
    execFileSync(
      'openssl',
      ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=localhost', '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem')],
      { stdio: 'ignore' },
    )
    const block = editorNginxConfig({
      origin: `https://localhost:${port}`,
      port: editorPort,
      certificate: { cert: join(dir, 'cert.pem'), key: join(dir, 'key.pem') },
    })
    return `${rootWorkers()}daemon off;\nworker_processes 1;\npid ${dir}/nginx.pid;\nevents {}\nhttp {\naccess_log off;\nclient_body_temp_path ${dir}/body;\nproxy_temp_path ${dir}/proxy;\n${block}\n}\n`
  })
  const origin = `https://localhost:${nginxPort}`
  const editor = await startHostedEditor(copySampleSite(), await newDatabase(), { port: editorPort, origin })
  try {
    const page = await fetchTls(nginxPort, '/')
    expect(page.status).toBe(303)
    expect(page.headers.location).toBe(signInPages.signIn)
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN')
    expect(String(page.headers['strict-transport-security'])).toContain('max-age')

    const cookie = await editor.signedIn('staff@example.com', 'editor')
    const site = await fetchTls(nginxPort, apiPrefix + editorRoutes.site, { headers: { cookie } })
    expect(site.status).toBe(200)
    expect(JSON.parse(site.body).files.length).toBeGreaterThan(0)

    const check = (from: string) =>
      fetchTls(nginxPort, apiPrefix + editorRoutes.check, {
        method: 'POST',
        headers: { cookie, origin: from, 'content-type': 'application/json' },
        body: '{"drafts":{}}',
      })
    expect((await check(origin)).status).toBe(200)
    expect((await check(`https://localhost:${nginxPort + 1}`)).status).toBe(403)
  } finally {
    await editor.close()
    await nginx.stop()
  }
}, 120_000)
