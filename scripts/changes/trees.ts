// The two builds `npm run changes` compares: the project as committed at a git ref, and the working
// tree as it is now (tracked files with their edits, plus new files git does not ignore). Each is put
// in a folder of its own, with the project's node_modules linked in, and built with its own
// scripts/build.ts, so the user's dist/ is left alone and git's state is never touched.
import { spawn } from 'node:child_process'
import { copyFileSync, existsSync, lstatSync, mkdirSync, readlinkSync, symlinkSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { exportTree } from '../../server/editor/git/export.ts'
import { commitAt } from '../../server/editor/git/refs.ts'
import { gitIn, runGitSync } from '../../server/editor/git/run.ts'

/** The commit a ref names, or undefined when git does not know it. */
export const commitOf = (projectDir: string, ref: string) => commitAt(gitIn(projectDir), ref)

/** Writes the project's files as committed at `commit` into `dir` (a link in them is refused, as in every export). */
export async function exportCommit(projectDir: string, commit: string, dir: string) {
  const git = gitIn(projectDir)
  // The project may sit in a subfolder of the repository: export that folder only.
  await exportTree(git, commit, (await git(['rev-parse', '--show-prefix'])).trim(), dir)
  linkNodeModules(projectDir, dir)
}

/** Copies the working tree into `dir`: what the user has now, whether committed or not. */
export function copyWorkingTree(projectDir: string, dir: string) {
  const files = runGitSync(projectDir, ['ls-files', '-z', '--cached', '--others', '--exclude-standard']).split('\0').filter(Boolean)
  for (const file of new Set(files)) {
    const from = join(projectDir, file)
    const stat = lstatSync(from, { throwIfNoEntry: false })
    if (!stat || stat.isDirectory() || file === 'node_modules') continue // deleted, a submodule, or linked below
    mkdirSync(dirname(join(dir, file)), { recursive: true })
    if (stat.isSymbolicLink()) symlinkSync(readlinkSync(from), join(dir, file))
    else copyFileSync(from, join(dir, file))
  }
  linkNodeModules(projectDir, dir)
}

function linkNodeModules(projectDir: string, dir: string) {
  if (!existsSync(join(dir, 'node_modules'))) symlinkSync(join(projectDir, 'node_modules'), join(dir, 'node_modules'), 'dir')
}

/** Settings that would point a build or a server at another folder, or make it send mail. */
const foreignSettings = ['SITE_DIR', 'DIST_DIR', 'DATA_DIR', 'PORT', 'HOST', 'DEV_PORT', 'SMTP_HOST']
export function cleanEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env = { ...process.env }
  for (const name of foreignSettings) delete env[name]
  return { ...env, ...extra }
}

/** Runs the tree's own `scripts/build.ts`; rejects with its output when it fails. `env` may name the
 * site and the output folder (SITE_DIR, BUILD_DIR), as the editor's review does. */
export function buildTree(dir: string, label: string, env: Record<string, string> = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    // The builds are only looked at, so they skip compression.
    const child = spawn(process.execPath, ['scripts/build.ts'], {
      cwd: dir,
      env: cleanEnv({ BUILD_COMPRESS: 'off', ...env }),
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('error', reject)
    child.on('close', (code) => {
      if (code === 0) resolve()
      else reject(new Error(`The build of ${label} failed (exit code ${code}):\n${output}`))
    })
  })
}
