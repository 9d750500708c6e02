// node scripts/copy-in-tests.ts: lists every string written in a test that is also a value in site/
// (a label, a price, a page's path, a toast's text), with its file and line. Tests take such things
// from the site they run against; a copy of them fails the day an editor changes the word.
//
// Not part of npm test: it reads the editors' copy, so an editor who happens to write a word a test
// types as input (a name typed into a form) would turn the check red for nothing they can act on.
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import { isPair, isScalar, parseAllDocuments, visit } from 'yaml'
import { defaultSiteDir, projectRoot } from '../schema/load-site.ts'

function filesUnder(dir: string, keep: (path: string) => boolean): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((path) => !/node_modules|[\\/]dist[\\/]|\.node24/.test(path) && keep(path))
}

/** Every text value in a site's YAML, without its {{references}}. */
function siteValues(siteDir: string): Set<string> {
  const values = new Set<string>()
  for (const file of filesUnder(siteDir, (p) => p.endsWith('.yaml'))) {
    for (const doc of parseAllDocuments(readFileSync(file, 'utf8'))) {
      visit(doc, {
        Scalar(key, node, path) {
          if (key === 'key' || !isScalar(node) || typeof node.value !== 'string') return
          const text = node.value.trim()
          // A section's id is written as "#id" where something links to it.
          const pair = path.at(-1)
          if (isPair(pair) && isScalar(pair.key) && pair.key.value === 'id') values.add(`#${text}`)
          // Short words (an icon's name, a variant, "post") are the schema's words, not copy.
          if (text.length >= 4 && !/^[a-z0-9-]+$/.test(text) && !text.includes('{{')) values.add(text)
        },
      })
    }
  }
  return values
}

/** Every string literal and template piece in a test file, with its line. */
function literals(file: string): { text: string; line: number }[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true)
  const found: { text: string; line: number }[] = []
  const walk = (node: ts.Node) => {
    if (
      ts.isStringLiteralLike(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node) ||
      ts.isRegularExpressionLiteral(node)
    ) {
      found.push({ text: node.text, line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1 })
    }
    ts.forEachChild(node, walk)
  }
  walk(source)
  return found
}

const isTest = (path: string) => /\.test\.tsx?$/.test(path) || /[\\/]tests[\\/]browser[\\/].*\.ts$/.test(path)
const sources = ['schema', 'renderer', 'server', 'scripts', 'tests'].flatMap((dir) => filesUnder(join(projectRoot, dir), (p) => /\.tsx?$/.test(p)))
const tests = sources.filter(isTest)
// A value the code itself names (the path /404, the endpoint /api/contact) is the code's contract with
// site/, which validation enforces, not an editor's word.
const contract = new Set(sources.filter((p) => !isTest(p) && p !== fileURLToPath(import.meta.url)).flatMap((p) => literals(p).map((l) => l.text)))
// A test that runs on a fixture site of its own may name the fixture's words.
const fixtureSites = ['site', 'sample-site'].map((name) => join(projectRoot, 'server', 'test-fixtures', name))
const fixture = new Set(fixtureSites.flatMap((dir) => [...siteValues(dir)]))
const values = new Set([...siteValues(defaultSiteDir)].filter((value) => !contract.has(value) && !fixture.has(value)))
let found = 0
for (const file of tests) {
  for (const { text, line } of literals(file)) {
    if (fixture.has(text)) continue
    const copied = [...values].find((value) => text === value || (value.length >= 10 && text.includes(value)))
    if (copied) {
      found++
      console.log(`${relative(process.cwd(), file)}:${line}  ${JSON.stringify(copied)} is written in site/`)
    }
  }
}
console.log(
  found ? `\n${found} strings in tests are copies of site/.` : `No test contains a string from site/ (${tests.length} test files, ${values.size} values).`,
)
process.exit(found ? 1 : 0)
