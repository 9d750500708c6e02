// npm test: every check CI runs, in order, stopping at the first that fails. Each step is a separate
// command so a failure names the step.
import { spawnSync } from 'node:child_process'

const bin = (name: string) => `node_modules/.bin/${name}`
const steps: [string, string[]][] = [
  ['validate site/', [process.execPath, 'scripts/validate.ts']],
  ['generated files are current', [process.execPath, 'scripts/gen-types.ts', '--check']],
  ['type check', [bin('tsc'), '--noEmit', '-p', '.']],
  ['lint (no copy in code, every file within 250 lines)', [bin('eslint'), '.']],
  ['unused code and dependencies (knip)', [bin('knip')]],
  ['unit and server tests', [bin('vitest'), 'run']],
  ['build', [process.execPath, 'scripts/build.ts']],
  ['browser tests', [bin('playwright'), 'test']],
]

for (const [name, [command, ...args]] of steps) {
  console.log(`\n▶ ${name}`)
  const started = performance.now()
  const result = spawnSync(command, args, { stdio: 'inherit' })
  // The time of each step, so whoever speeds the suite up sees where it goes.
  console.log(`  (${name}: ${((performance.now() - started) / 1000).toFixed(1)} s)`)
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed`)
    process.exit(result.status ?? 1)
  }
}
console.log('\n✔ all checks passed')
