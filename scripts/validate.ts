// npm run validate [site-dir]: checks site/ and prints every problem and warning as file:line:col, or
// as GitHub annotations when GITHUB_ACTIONS=true. Exits 1 on any problem; warnings alone pass.
import { relative } from 'node:path'
import { checkSite } from '../schema/check-site.ts'
import { defaultSiteDir } from '../schema/load-site.ts'
import { formatAnnotation, formatProblem, problemCount, sortProblems } from '../schema/problem.ts'

// Node's process.env asks the operating system on every read, and the yaml parser reads it once per
// token (its LOG_TOKENS switch): a plain copy makes parsing each page about a tenth cheaper. This
// process starts no other and sets nothing in its environment, so the copy stands in for it unchanged.
process.env = { ...process.env }

const siteDir = process.argv[2] ?? defaultSiteDir
// The folder as the editor named it (site/ from the project, or the copy SITE_DIR or the argument gave).
const shownDir = `${relative(process.cwd(), siteDir) || '.'}/`
const { problems, warnings, site } = await checkSite(siteDir)
for (const problem of sortProblems([...problems, ...warnings])) {
  console.error(formatProblem(problem))
  if (process.env.GITHUB_ACTIONS === 'true') console.log(formatAnnotation(problem))
}
const warned = warnings.length
  ? ` ${warnings.length} warning${warnings.length === 1 ? '' : 's'}: the page may not look as you meant; look at ${warnings.length === 1 ? 'it' : 'each'}.`
  : ''
if (site) {
  console.log(`${shownDir} is valid: ${site.pages.length} pages, ${site.testimonials.length} testimonials.${warned}`)
} else {
  console.error(`\n${problemCount(problems.length)} found. Fix ${problems.length === 1 ? 'it' : 'them'} and run \`npm run validate\` again.${warned}`)
  process.exit(1)
}
