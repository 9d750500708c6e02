// npm test: every check CI runs, in order, stopping at the first that fails. Each step is a separate
// command so a failure names the step. With --site-steps only the steps that read the site definition
// run: CI runs the suite a second time on an edited copy of site/ (.ci/run), where the code's own
// checks (generated files, types, lint, knip) would only repeat the first run's answer.
import { spawn } from 'node:child_process'

interface Step {
  name: string
  command: string[]
  readsSite: boolean
}

const bin = (name: string) => `node_modules/.bin/${name}`
const siteStepsOnly = process.argv.includes('--site-steps')
// Steps in one stage run at once: the code's own checks each keep one core busy for a few seconds,
// so on two cores they take the time of the longest (the type check), not of all four.
const stages: Step[][] = [
  [{ name: 'validate site/', command: [process.execPath, 'scripts/validate.ts'], readsSite: true }],
  [
    { name: 'generated files are current', command: [process.execPath, 'scripts/gen-types.ts', '--check'], readsSite: false },
    { name: 'type check', command: [bin('tsc'), '--noEmit', '-p', '.'], readsSite: false },
    { name: 'lint (no copy in code, every file within 250 lines)', command: [bin('eslint'), '.'], readsSite: false },
    { name: 'unused code and dependencies (knip)', command: [bin('knip')], readsSite: false },
    { name: 'formatted as Prettier writes it (npm run format)', command: [bin('prettier'), '--check', '.', '--log-level', 'warn'], readsSite: false },
  ],
  // The second time, only the test files that read the site (vitest.config.ts lists those that do not).
  [{ name: 'unit and server tests', command: [bin('vitest'), 'run', ...(siteStepsOnly ? ['--project', 'site'] : [])], readsSite: true }],
  [{ name: 'build', command: [process.execPath, 'scripts/build.ts'], readsSite: true }],
  [{ name: 'browser tests', command: [bin('playwright'), 'test'], readsSite: true }],
]

interface Outcome {
  status: number | null
  output?: string
}

/** One step: its output shown as it comes when it runs alone, or kept and shown whole when it ends
 * when it runs beside others, so theirs do not interleave. */
function run([command, ...args]: string[], alone: boolean): Promise<Outcome> {
  return new Promise((resolve) => {
    const child = spawn(command!, args, { stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout?.on('data', (chunk) => (output += chunk))
    child.stderr?.on('data', (chunk) => (output += chunk))
    child.on('error', (error) => resolve({ status: 1, output: `${output}${error.message}\n` }))
    child.on('close', (status) => resolve({ status, output: alone ? undefined : output }))
  })
}

for (const stage of stages) {
  const steps = stage.filter((step) => {
    if (siteStepsOnly && !step.readsSite) console.log(`\n▷ ${step.name}: the same code as the first run, skipped`)
    return !siteStepsOnly || step.readsSite
  })
  const started = performance.now()
  const outcomes = await Promise.all(
    steps.map(async (step) => {
      if (steps.length === 1) console.log(`\n▶ ${step.name}`)
      const outcome = await run(step.command, steps.length === 1)
      // The time of each step, so whoever speeds the suite up sees where it goes.
      return { ...outcome, seconds: (performance.now() - started) / 1000 }
    }),
  )
  steps.forEach((step, i) => {
    const { output, seconds } = outcomes[i]!
    if (output !== undefined) process.stdout.write(`\n▶ ${step.name}\n${output}`)
    console.log(`  (${step.name}: ${seconds.toFixed(1)} s)`)
  })
  const failed = steps.findIndex((_, i) => outcomes[i]!.status !== 0)
  if (failed >= 0) {
    console.error(`\n✖ ${steps[failed]!.name} failed`)
    process.exit(outcomes[failed]!.status ?? 1)
  }
}
console.log('\n✔ all checks passed')
