// CPU time a server spends, read from Linux's /proc, so the benchmark can report CPU per request for
// our one Node process and for nginx's master and workers alike.
import { existsSync, readdirSync, readFileSync } from 'node:fs'

/** The process and its children (nginx's workers), by the parent ids in /proc. */
export function processTree(pid: number): number[] {
  if (!existsSync('/proc')) return [pid]
  const children = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((name) => {
      try {
        const stat = readFileSync(`/proc/${name}/stat`, 'utf8')
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid
      } catch {
        return false
      }
    })
  return [pid, ...children.map(Number)]
}

/** CPU time used so far by these processes (all their threads), in microseconds; undefined off Linux. */
export function cpuMicroseconds(pids: readonly number[]): number | undefined {
  let ticks = 0
  for (const pid of pids) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
      // utime and stime, fields 14 and 15 of the line, in USER_HZ ticks (100 per second on Linux).
      ticks += Number(fields[11]) + Number(fields[12])
    } catch {
      return undefined
    }
  }
  return ticks * 10_000
}
