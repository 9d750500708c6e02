// A TCP port nobody listens on at the moment of asking, on 127.0.0.1, for a server a test starts a moment later.
// It is chosen below the range the system gives to outgoing connections: a port from that range (what
// listening on port 0 gives) can be taken by any connection made before the server listens, as a git
// clone's or a database's, and the server then fails with EADDRINUSE.
import { readFileSync } from 'node:fs'
import { createServer } from 'node:net'

const lowest = 10_000
const attempts = 50

/** Where outgoing connections' ports begin (Linux says it; 32768 is its default and others'). */
function outgoingPortsFrom(): number {
  try {
    const [from] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)
    return Number(from) > lowest ? Number(from) : 32_768
  } catch {
    return 32_768
  }
}

const listensOn = (port: number) =>
  new Promise<boolean>((resolve) => {
    const probe = createServer()
    probe.once('error', () => resolve(false))
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)))
  })

const below = outgoingPortsFrom()

export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < attempts; attempt++) {
    const port = lowest + Math.floor(Math.random() * (below - lowest))
    if (await listensOn(port)) return port
  }
  throw new Error(`No free port between ${lowest} and ${below} after ${attempts} tries`)
}
