// npm test: every check CI runs, stopping at the first step that fails. Each step is a separate command
// so a failure names the step. The unit and server tests and the browser tests run at the same time,
// after the build: each waits on the browsers and servers it starts for much of its time, so together
// they keep two cores busy where one after the other they left one idle. The browser tests' output is
// printed when they end, so the two never mix.
// With --site-steps only the steps that read the site definition run: CI runs the suite a second time
// on an edited copy of site/ (.ci/run), where the code's own checks (generated files, types, lint,
// knip) would only repeat the first run's answer.
import { spawn } from 'node:child_process'

interface Step { name: string; command: string[]; readsSite: boolean }

const bin = (name: string) => `node_modules/.bin/${name}`
const inOrder: Step[] = [
  { name: 'validate site/', command: [process.execPath, 'scripts/validate.ts'], readsSite: true },
  { name: 'generated files are current', command: [process.execPath, 'scripts/gen-types.ts', '--check'], readsSite: false },
  { name: 'type check', command: [bin('tsc'), '--noEmit', '-p', '.'], readsSite: false },
  { name: 'lint (no copy in code, every file within 250 lines)', command: [bin('eslint'), '.'], readsSite: false },
  { name: 'unused code and dependencies (knip)', command: [bin('knip')], readsSite: false },
  { name: 'build', command: [process.execPath, 'scripts/build.ts'], readsSite: true },
]
const together: [Step, Step] = [
  { name: 'unit and server tests', command: [bin('vitest'), 'run'], readsSite: true },
  { name: 'browser tests', command: [bin('playwright'), 'test'], readsSite: true },
]

const siteStepsOnly = process.argv.includes('--site-steps')
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`

/** Runs a step: its output shown as it comes, or kept and handed back when `keep`. */
function run({ name, command: [command, ...args] }: Step, keep = false): Promise<{ ok: boolean; output: string }> {
  const started = performance.now()
  return new Promise((resolve) => {
    const child = spawn(command!, args, { stdio: keep ? ['ignore', 'pipe', 'pipe'] : 'inherit' })
    let output = ''
    child.stdout?.on('data', (chunk) => (output += chunk))
    child.stderr?.on('data', (chunk) => (output += chunk))
    const end = (ok: boolean) => {
      // The time of each step, so whoever speeds the suite up sees where it goes.
      output += `  (${name}: ${seconds(started)})\n`
      if (!keep) process.stdout.write(output)
      resolve({ ok, output })
    }
    child.on('error', (error) => {
      output += `${error.message}\n`
      end(false)
    })
    child.on('close', (code) => end(code === 0))
  })
}

function fail(name: string): never {
  console.error(`\n✖ ${name} failed`)
  process.exit(1)
}

for (const step of inOrder) {
  if (siteStepsOnly && !step.readsSite) {
    console.log(`\n▷ ${step.name}: the same code as the first run, skipped`)
    continue
  }
  console.log(`\n▶ ${step.name}`)
  if (!(await run(step)).ok) fail(step.name)
}

const [shown, kept] = together
console.log(`\n▶ ${shown.name}, and ${kept.name} at the same time (their output when they end)`)
const [first, second] = await Promise.all([run(shown), run(kept, true)])
console.log(`\n▶ ${kept.name}\n${second.output}`)
for (const [step, result] of [[shown, first], [kept, second]] as const) if (!result.ok) fail(step.name)
console.log('\n✔ all checks passed')
