// npm run changes on a copy of the project (committed in a repository of its own, so it is the
// project as it is now) with one page's YAML edited in its working tree: the summary lists exactly
// that route, and its four screenshots exist at the right widths and differ.
// And the workflow that runs it on pull requests.
import { execFileSync, spawn, spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative, sep } from 'node:path'
import { afterAll, expect, test } from 'vitest'
import { parse } from 'yaml'
import type { HeroSection, Section } from '../schema/generated/site-types.ts'
import { projectRoot } from '../schema/load-site.ts'
import { editYaml, findSection, sampleSiteDir } from '../schema/site-copy.ts'
import { pictureFolderOf } from '../schema/route-file.ts'

const dir = mkdtempSync(join(tmpdir(), 'site-changes-test-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

function run(cwd: string, args: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('close', (code) => resolve({ code, output }))
  })
}

/** Width and height from a PNG's header. */
const pngSize = (file: string) => {
  const bytes = readFileSync(file)
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }
}

// The project as it is now, with the site the tests run against (SITE_DIR, or site/), committed in a
// repository of its own: the base the edit is compared with.
function projectRepo(repo: string) {
  const skip = new Set(['.git', 'node_modules', 'dist', 'data', 'changes', 'test-results', 'playwright-report', 'bench-results', '.node24', 'site'])
  cpSync(projectRoot, repo, { recursive: true, filter: (path) => !skip.has(relative(projectRoot, path).split(sep)[0]!) })
  cpSync(sampleSiteDir, join(repo, 'site'), { recursive: true })
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=test', '-c', 'user.email=test@example.com', '-c', 'commit.gpgsign=false', ...args], { cwd: repo, stdio: 'ignore' })
  git('init', '--quiet')
  git('add', '--all')
  git('commit', '--quiet', '--no-verify', '-m', 'base')
  symlinkSync(join(projectRoot, 'node_modules'), join(repo, 'node_modules'), 'dir')
}

const hasGit = spawnSync('git', ['--version']).status === 0

test.skipIf(!hasGit)(
  'lists exactly the route a page edit changed, with before and after screenshots at 1280 and 375 px',
  async () => {
    const repo = join(dir, 'repo')
    projectRepo(repo)
    const siteDir = join(repo, 'site')
    const isHero = (s: Section): s is HeroSection => s.type === 'hero'
    const { file, page, index, section } = findSection(siteDir, isHero)!
    editYaml(siteDir, file, (doc) => doc.setIn(['sections', index, 'heading'], `${section.heading}, Since Long Ago`))
    const route = page.path
    const folder = pictureFolderOf(route)

    const out = join(dir, 'out')
    const started = Date.now()
    const { code, output } = await run(repo, [join(projectRoot, 'scripts', 'changes.ts'), 'HEAD', '--out', out])
    console.log(`npm run changes took ${((Date.now() - started) / 1000).toFixed(1)} s`)
    expect(code, output).toBe(0)

    const routes = JSON.parse(readFileSync(join(out, 'routes.json'), 'utf8'))
    expect(routes).toMatchObject({ base: 'HEAD', changed: [route], added: [], removed: [] })
    const summary = readFileSync(join(out, 'summary.md'), 'utf8')
    const listed = [...summary.matchAll(/^- `([^`]+)`/gm)].map((m) => m[1])
    expect(listed).toEqual([route])
    expect(summary).toMatch(/^1 route changed, 0 added, 0 removed/m)

    for (const width of [1280, 375]) {
      const before = join(out, folder, `before-${width}.png`)
      const after = join(out, folder, `after-${width}.png`)
      expect(existsSync(before) && existsSync(after)).toBe(true)
      expect(pngSize(before).width).toBe(width)
      expect(pngSize(after).width).toBe(width)
      expect(pngSize(after).height).toBeGreaterThan(800)
      expect(readFileSync(before).equals(readFileSync(after))).toBe(false)
    }
    // Screenshots of no other route.
    const pngs = readdirSync(out, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.png'))
    expect(pngs.sort()).toEqual(['after-1280.png', 'after-375.png', 'before-1280.png', 'before-375.png'].map((f) => join(folder, f)))
  },
  300_000,
)

test('the Changes workflow runs it on pull requests, posts the summary and keeps the screenshots', () => {
  interface Step {
    uses?: string
    run?: string
    with?: Record<string, unknown>
    env?: Record<string, string>
  }
  const workflow = parse(readFileSync(join(projectRoot, '.github', 'workflows', 'changes.yml'), 'utf8')) as {
    on: Record<string, unknown>
    jobs: Record<string, { steps: Step[] }>
  }
  expect(Object.keys(workflow.on)).toEqual(['pull_request'])
  const steps = Object.values(workflow.jobs).flatMap((job) => job.steps)
  const checkout = steps.find((s) => s.uses?.startsWith('actions/checkout@'))
  expect(checkout?.with?.['fetch-depth']).toBe(0) // the base branch must be there to build it
  const run = steps.find((s) => s.run?.includes('npm run changes'))!
  expect(run.run).toContain('npm run changes -- "origin/$BASE_REF"')
  expect(run.env?.BASE_REF).toBe('${{ github.base_ref }}')
  expect(run.run).toContain('cat changes/summary.md >> "$GITHUB_STEP_SUMMARY"')
  const upload = steps.find((s) => s.uses?.startsWith('actions/upload-artifact@'))
  expect(upload?.with?.path).toBe('changes/')
  expect(steps.indexOf(run)).toBeLessThan(steps.indexOf(upload!))
  const scripts = (JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts
  expect(scripts.changes).toBe('sh scripts/node.sh scripts/changes.ts')
})
