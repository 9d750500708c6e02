// What the dev server sends instead of the site while site/ has problems: every problem as
// `file:line:col  error  message` (the same lines `npm run validate` prints). The page loads Vite's
// client, so saving any file in site/ reloads it: into the site once the problems are fixed.
// Developer-facing tool text, not site copy, so its words live here rather than in site/.
import { formatProblem, problemCount, type Problem } from '../../schema/problem.ts'

const escape = (text: string) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!)

/** `reloader`: what reloads the page on the next save (Vite's client here; a refresh in the editor). */
export function problemsPage(problems: Problem[], reloader = '<script type="module" src="/@vite/client"></script>'): string {
  const count = problemCount(problems.length)
  const items = problems.map((p) => `<li><code>${escape(formatProblem(p))}</code></li>`)
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>site/ has ${count}</title>
${reloader}
<style>
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0; padding: 2rem; background: #fff7f7; color: #1f1f1f; }
  h1 { font-size: 1.4rem; color: #a40000; margin: 0 0 1rem; }
  ol { padding-left: 1.5rem; }
  li { margin: 0 0 .75rem; }
  code { font: .95rem/1.4 ui-monospace, monospace; white-space: pre-wrap; }
  p { color: #555; }
</style>
</head>
<body>
<main id="site-problems">
<h1>site/ has ${count}</h1>
<ol>
${items.join('\n')}
</ol>
<p>Fix the file and save it: this page reloads by itself. <code>npm run validate</code> prints the same list.</p>
</main>
</body>
</html>
`
}
