// npm run validate [site-dir]: checks site/ and prints every problem as file:line:col, or as GitHub
// annotations when GITHUB_ACTIONS=true. Exits 1 on any problem.
import { loadSite } from '../schema/load-site.ts'
import { formatAnnotation, formatProblem } from '../schema/problem.ts'

const { problems, site } = loadSite(process.argv[2])
for (const problem of problems) {
  console.error(formatProblem(problem))
  if (process.env.GITHUB_ACTIONS === 'true') console.log(formatAnnotation(problem))
}
if (site) {
  console.log(`site/ is valid: ${site.pages.length} pages, ${site.testimonials.length} testimonials.`)
} else {
  console.error(`\n${problems.length} problem${problems.length === 1 ? '' : 's'} found. Fix ${problems.length === 1 ? 'it' : 'them'} and run \`npm run validate\` again.`)
  process.exit(1)
}
