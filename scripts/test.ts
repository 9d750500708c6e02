// npm test: every check CI runs, in order, stopping at the first that fails. Each step is a separate
// command so a failure names the step. With --site-steps only the steps that read the site definition
// run: CI runs the suite a second time on an edited copy of site/ (.ci/run), where the code's own
// checks (generated files, types, lint, knip) would only repeat the first run's answer.
import { spawnSync } from 'node:child_process'

const bin = (name: string) => `node_modules/.bin/${name}`
const siteStepsOnly = process.argv.includes('--site-steps')
const steps: { name: string; command: string[]; readsSite: boolean }[] = [
  { name: 'validate site/', command: [process.execPath, 'scripts/validate.ts'], readsSite: true },
  { name: 'generated files are current', command: [process.execPath, 'scripts/gen-types.ts', '--check'], readsSite: false },
  { name: 'type check', command: [bin('tsc'), '--noEmit', '-p', '.'], readsSite: false },
  { name: 'lint (no copy in code, every file within 250 lines)', command: [bin('eslint'), '.'], readsSite: false },
  { name: 'unused code and dependencies (knip)', command: [bin('knip')], readsSite: false },
  // The second time, only the test files that read the site (vitest.config.ts lists those that do not).
  { name: 'unit and server tests', command: [bin('vitest'), 'run', ...(siteStepsOnly ? ['--project', 'site'] : [])], readsSite: true },
  { name: 'build', command: [process.execPath, 'scripts/build.ts'], readsSite: true },
  { name: 'browser tests', command: [bin('playwright'), 'test'], readsSite: true },
]

for (const { name, command: [command, ...args], readsSite } of steps) {
  if (siteStepsOnly && !readsSite) {
    console.log(`\n▷ ${name}: the same code as the first run, skipped`)
    continue
  }
  console.log(`\n▶ ${name}`)
  const started = performance.now()
  const result = spawnSync(command!, args, { stdio: 'inherit' })
  // The time of each step, so whoever speeds the suite up sees where it goes.
  console.log(`  (${name}: ${((performance.now() - started) / 1000).toFixed(1)} s)`)
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed`)
    process.exit(result.status ?? 1)
  }
}
console.log('\n✔ all checks passed')
