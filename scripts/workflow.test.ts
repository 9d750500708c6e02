// The GitHub Actions workflow runs on every pull request and runs exactly the commands README.md gives
// for it, so what passes on a machine passes on the pull request and the other way round.
import { spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { parseDocument } from 'yaml'
import { defaultSiteDir, projectRoot } from '../schema/load-site.ts'

interface Step {
  name?: string
  uses?: string
  run?: string
  with?: Record<string, unknown>
  env?: Record<string, unknown>
}
interface Job {
  'runs-on': string
  container?: string
  steps: Step[]
}
interface Workflow {
  name: string
  on: Record<string, unknown>
  jobs: Record<string, Job>
}

const read = (path: string) => readFileSync(join(projectRoot, path), 'utf8')
const document = parseDocument(read('.github/workflows/site.yml'), { uniqueKeys: true })
const workflow = document.toJS() as Workflow
const steps = Object.values(workflow.jobs).flatMap((job) => job.steps)

/** The commands in the code block of README.md's "Checks on every pull request", one per line. */
function readmeCommands(): string[] {
  const readme = read('README.md')
  const section = readme.slice(readme.indexOf('## Checks on every pull request'))
  const block = /```sh\n([\s\S]*?)\n```/.exec(section)
  expect(block, 'README.md has a "Checks on every pull request" section with a sh code block').not.toBeNull()
  return block![1]
    .split('\n')
    .map((line) => line.replace(/\s+#.*$/, '').trim())
    .filter(Boolean)
}

// The keys GitHub Actions accepts at each level that this workflow may use.
const workflowKeys = ['name', 'run-name', 'on', 'permissions', 'env', 'defaults', 'concurrency', 'jobs']
const jobKeys = [
  'name',
  'runs-on',
  'container',
  'services',
  'permissions',
  'needs',
  'if',
  'env',
  'defaults',
  'timeout-minutes',
  'strategy',
  'concurrency',
  'continue-on-error',
  'outputs',
  'steps',
]
const stepKeys = ['id', 'name', 'if', 'uses', 'run', 'with', 'env', 'shell', 'working-directory', 'continue-on-error', 'timeout-minutes']

describe('.github/workflows/site.yml', () => {
  it('is well-formed YAML with only keys GitHub Actions knows', () => {
    expect(document.errors).toEqual([])
    expect(Object.keys(workflow).filter((key) => !workflowKeys.includes(key))).toEqual([])
    expect(Object.keys(workflow.jobs).length).toBeGreaterThan(0)
    for (const [id, job] of Object.entries(workflow.jobs)) {
      expect(id).toMatch(/^[A-Za-z_][A-Za-z0-9_-]*$/)
      expect(
        Object.keys(job).filter((key) => !jobKeys.includes(key)),
        id,
      ).toEqual([])
      expect(job['runs-on'], id).toBeTruthy()
      expect(Array.isArray(job.steps) && job.steps.length > 0, id).toBe(true)
      for (const step of job.steps) {
        expect(
          Object.keys(step).filter((key) => !stepKeys.includes(key)),
          JSON.stringify(step),
        ).toEqual([])
        expect(Boolean(step.uses) !== Boolean(step.run), `${step.name}: exactly one of uses and run`).toBe(true)
        if (step.uses) expect(step.uses).toMatch(/^[\w.-]+\/[\w.-]+@[\w.-]+$/)
      }
    }
  })

  it('runs on every pull request and on pushes to main', () => {
    expect(Object.keys(workflow.on)).toContain('pull_request')
    expect(workflow.on.pull_request ?? {}).not.toHaveProperty('branches')
    expect(workflow.on.push).toEqual({ branches: ['main'] })
  })

  it('checks out the code and sets up the Node.js version of .nvmrc', () => {
    const uses = steps.map((step) => step.uses?.split('@')[0])
    expect(uses).toContain('actions/checkout')
    const node = steps.find((step) => step.uses?.startsWith('actions/setup-node@'))
    expect(node?.with?.['node-version-file']).toBe('.nvmrc')
    expect(existsSync(join(projectRoot, '.nvmrc'))).toBe(true)
    expect(uses.indexOf('actions/checkout')).toBeLessThan(uses.indexOf('actions/setup-node'))
  })

  it('runs exactly the commands README.md gives, in the same order', () => {
    const commands = readmeCommands()
    expect(commands).toContain('npm ci')
    expect(commands).toContain('npm run validate')
    expect(commands).toContain('npm test')
    expect(steps.filter((step) => step.run).map((step) => step.run!.trim())).toEqual(commands)
  })

  it('validates with GitHub annotations, so problems show on the changed lines', () => {
    const validate = steps.find((step) => step.run?.trim() === 'npm run validate')!
    expect(String(validate.env?.GITHUB_ACTIONS)).toBe('true')
    // The validator, run as that step runs it on a site with one problem, prints it as an annotation.
    const dir = mkdtempSync(join(tmpdir(), 'workflow-'))
    try {
      cpSync(defaultSiteDir, dir, { recursive: true })
      writeFileSync(join(dir, 'site.yaml'), readFileSync(join(dir, 'site.yaml'), 'utf8').replace(/\n( +)/, '\n\t$1'))
      const result = spawnSync(process.execPath, [join(projectRoot, 'scripts', 'validate.ts'), dir], {
        encoding: 'utf8',
        env: { ...process.env, ...(validate.env as Record<string, string>) },
      })
      expect(result.status).toBe(1)
      expect(result.stdout).toMatch(/^::error file=.*site\.yaml,line=\d+,col=\d+::\S/m)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('uses only npm scripts the project has', () => {
    const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts
    for (const command of readmeCommands().filter((c) => c.startsWith('npm '))) {
      const [, verb, name] = command.split(' ')
      if (verb === 'run') expect(scripts, command).toHaveProperty(name)
      if (verb === 'test') expect(scripts, command).toHaveProperty('test')
    }
  })
})
