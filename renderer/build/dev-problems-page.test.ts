import { expect, test } from 'vitest'
import { formatProblem } from '../../schema/problem.ts'
import { problemsPage } from './dev-problems-page.ts'

test('lists every problem as npm run validate prints it, escaped, and loads Vite’s client to reload', () => {
  const problems = [
    { file: 'site/pages/home.yaml', path: ['sections', 1, 'type'], line: 25, col: 11, message: 'unknown section type `heor`; did you mean `hero`?' },
    { file: 'site/site.yaml', path: [], line: 3, col: 1, message: 'a <script> & "quotes"' },
  ]
  const html = problemsPage(problems)
  expect(html).toContain('<h1>site/ has 2 problems</h1>')
  expect(html).toContain(`<li><code>${formatProblem(problems[0]!)}</code></li>`)
  expect(html).toContain('site/site.yaml:3:1  error  a &lt;script&gt; &amp; &quot;quotes&quot;')
  expect(html).not.toContain('<script>')
  expect(html).toContain('<script type="module" src="/@vite/client"></script>')
  expect(problemsPage(problems.slice(0, 1))).toContain('site/ has 1 problem<')
})
