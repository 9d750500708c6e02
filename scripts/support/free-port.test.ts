import { readFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { expect, test } from 'vitest'
import { freePort } from './free-port.ts'

test('gives a port a server can listen on, below the ports outgoing connections take', async () => {
  const outgoingFrom = Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0])
  const ports = await Promise.all(Array.from({ length: 20 }, () => freePort()))
  for (const port of ports) expect(port).toBeLessThan(outgoingFrom)
  const server = createServer()
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(ports[0], '127.0.0.1', resolve))
  server.close()
})
