// The listening entry as a real process: it refuses an invalid site, listens on PORT, serves, and
// closes gracefully on SIGTERM with the message it was storing kept.
import { spawn, spawnSync } from 'node:child_process'
import { cpSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, expect, it } from 'vitest'
import { contactMessage, fixtureSiteDir, makeDist, page, removeTempDirs, storedMessages, tempDir } from './test-support.ts'

afterAll(removeTempDirs)

it('refuses to start with an invalid site and prints each problem with its place', () => {
  const siteDir = join(tempDir(), 'site')
  cpSync(fixtureSiteDir, siteDir, { recursive: true })
  writeFileSync(join(siteDir, 'pages', 'broken.yaml'), 'path: /broken\ntitle: Broken\ndescription: A page with a misspelt section.\nsections:\n  - type: heor\n    heading: Hi\n')
  const run = spawnSync(process.execPath, ['server/main.ts'], { env: { ...process.env, SITE_DIR: siteDir, DATA_DIR: tempDir(), PORT: '0' }, encoding: 'utf8', timeout: 15_000 })
  expect(run.status).toBe(1)
  expect(run.stderr).toMatch(/broken\.yaml:5:\d+ {2}error {2}.*heor/)
  expect(run.stderr).toContain('The server did not start')
})

it('refuses a malformed setting with a message naming it', () => {
  const run = spawnSync(process.execPath, ['server/main.ts'], { env: { ...process.env, PORT: 'eighty' }, encoding: 'utf8', timeout: 15_000 })
  expect(run.status).toBe(1)
  expect(run.stderr).toContain('PORT must be a whole number from 0 to 65535; it is "eighty".')
})

it('listens, serves the site and the API, and closes on SIGTERM', async () => {
  const dataDir = tempDir()
  const child = spawn(process.execPath, ['server/main.ts'], {
    env: { ...process.env, SITE_DIR: fixtureSiteDir, DATA_DIR: dataDir, DIST_DIR: makeDist({ 'index.html': page('Home') }), PORT: '0', HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const address = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk
      const found = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output)
      if (found) resolve(found[1])
    })
    child.once('exit', (code) => reject(new Error(`exited with ${code}: ${output}`)))
  })
  expect((await fetch(`${address}/`)).status).toBe(200)
  const posted = await fetch(`${address}/api/contact`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(contactMessage()) })
  expect(posted.status).toBe(201)

  const exit = new Promise<number | null>((resolve) => child.once('exit', resolve))
  child.kill('SIGTERM')
  expect(await exit).toBe(0)
  expect(output).toContain('closing: finishing requests in progress')
  expect(output).toContain('mail is not configured')
  expect(await storedMessages({ dataDir })).toHaveLength(1)
})
