// Editing site/ in an editor that uses the YAML language server (VS Code with redhat.vscode-yaml, and
// others): each file is bound to its part of the schema, by its first line and by .vscode/settings.json,
// so the editor offers the valid section types, underlines a misspelt key and shows a field's help on
// hover. This runs the real server over stdio and speaks JSON-RPC to it, as an editor does
// (test-language-server.ts).
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { sectionDefs } from './catalogue.ts'
import { entrySchemas } from './generate.ts'
import { defaultSiteDir, projectRoot } from './load-site.ts'
import { schemaValidator } from './validate-file.ts'
import { LanguageServer, settings, vscode, type CompletionItem, type Position } from './test-language-server.ts'

// The text comes from the site the tests run against (SITE_DIR, or site/); the editor opens it where
// site/ is in the project, since that is where the first lines and the workspace settings bind files.
const sitePath = (...parts: string[]) => join(defaultSiteDir, ...parts)
const read = (...parts: string[]) => readFileSync(sitePath(...parts), 'utf8')
const editorPath = (...parts: string[]) => join(projectRoot, 'site', ...parts)
let copies = 0
/** A path beside a site file for an edited copy of it: same folder, so its first line still binds it. */
const editedCopy = (file: string) => editorPath(file.replace(/\.yaml$/, `.edited-${++copies}.yaml`))
const sectionTypes = sectionDefs.map((s) => s.type)
const labels = (items: CompletionItem[]) => items.map((item) => item.label)

/** Where `marker` is in `text`, as line and character (0-based, as in the protocol): at its end, or
 *  `offset` characters into it. */
function positionAfter(text: string, marker: string, offset = marker.length): Position {
  const at = text.indexOf(marker)
  if (at < 0) throw new Error(`${marker} not found`)
  const lines = text.slice(0, at + offset).split('\n')
  return { line: lines.length - 1, character: lines[lines.length - 1].length }
}

/** What an editor inserts for a snippet: placeholders filled with their defaults, escapes undone, and
 *  every line after the first indented like the line the snippet goes into (VS Code does this). */
function expandSnippet(snippet: string, lineIndent: string): string {
  return snippet
    .replace(/\$\{\d+:([^}]*)\}/g, '$1')
    .replace(/\$\{\d+\|([^,|]*)[^}]*\}/g, '$1')
    .replace(/(?<!\\)\$\d+/g, '')
    .replace(/\\([$}\\])/g, '$1')
    .split('\n')
    .join('\n' + lineIndent)
}

let server: LanguageServer
beforeAll(async () => {
  server = new LanguageServer()
  await server.start()
})
afterAll(() => server?.stop())

describe('editor support', () => {
  const siteFiles = [
    'site.yaml',
    'testimonials.yaml',
    ...readdirSync(sitePath('pages'))
      .filter((f) => f.endsWith('.yaml'))
      .map((f) => `pages/${f}`),
  ]
  const pageFiles = siteFiles.filter((file) => file.startsWith('pages/'))
  /** A page file and the first of its lines that `pattern` matches. */
  const pageLine = (pattern: RegExp) => pageFiles.flatMap((file) => [[file, pattern.exec(read(file))?.[0]]]).find(([, line]) => line) as [string, string]
  const [page] = pageLine(/^sections:$/m)
  const schemaFor = (file: string) =>
    file === 'site.yaml' ? 'site-config.schema.json' : file === 'testimonials.yaml' ? 'testimonials.schema.json' : 'page.schema.json'

  it('binds every file in site/ to its schema, by its first line and by the workspace settings', () => {
    for (const file of siteFiles) {
      const schema = relative(join(editorPath(file), '..'), join(projectRoot, 'schema', schemaFor(file)))
      expect(read(file).split('\n')[0], file).toBe(`# yaml-language-server: $schema=${schema}`)
    }
    expect(settings['yaml.schemas']).toEqual({
      './schema/page.schema.json': ['site/pages/*.yaml'],
      './schema/site-config.schema.json': ['site/site.yaml'],
      './schema/testimonials.schema.json': ['site/testimonials.yaml'],
    })
    expect(Object.keys(entrySchemas).sort()).toEqual(['page.schema.json', 'site-config.schema.json', 'testimonials.schema.json'])
    expect(vscode('extensions.json').recommendations).toContain('redhat.vscode-yaml')
  })

  it('accepts every file in site/ as it is, as the validator does', async () => {
    const results = await Promise.all(siteFiles.map(async (file) => [file, await server.open(editorPath(file), read(file))] as const))
    for (const [file, diagnostics] of results) expect(diagnostics, file).toEqual([])
  })

  it('offers every section type, with its description, when typing `type:`', async () => {
    const file = editedCopy(page)
    const text = read(page).replace('sections:\n', 'sections:\n  - type: \n')
    await server.open(file, text)
    const items = await server.complete(file, positionAfter(text, '  - type: '))
    expect(labels(items).sort()).toEqual([...sectionTypes].sort())
    const hero = items.find((item) => item.label === 'hero')!
    expect(JSON.stringify(hero.documentation)).toContain('The big opening of a page')
  })

  it('offers a filled-in example of every section type for a new item under `sections:`, each valid', async () => {
    const file = editedCopy(page)
    const text = read(page).replace('sections:\n', 'sections:\n  - \n')
    await server.open(file, text)
    const at = positionAfter(text, 'sections:\n  - ')
    const items = await server.complete(file, at)
    for (const type of sectionTypes) {
      const item = items.find((i) => i.label === `${type} section`)
      expect(item, `${type} section`).toBeDefined()
      const inserted = expandSnippet(item!.textEdit?.newText ?? item!.insertText!, '  ')
      const edited = text.replace('sections:\n  - \n', `sections:\n  - ${inserted}\n`)
      const data = parse(edited) as { sections: { type: string }[] }
      expect(data.sections[0].type).toBe(type)
      const validate = schemaValidator('Page')
      expect(validate(data) ? [] : validate.errors, `${type} section`).toEqual([])
    }
  })

  const [headingPage, heading] = pageLine(/^ {4}heading: .+$/m)
  it.each([
    [headingPage, heading, heading.replace('heading', 'heaidng'), 'heaidng'],
    ['site.yaml', '    tollFree:', '    tolFree:', 'tolFree'],
    ['testimonials.yaml', '    title:', '    titel:', 'titel'],
  ])('underlines a misspelt key in %s', async (name, from, to, key) => {
    const text = read(name).replace(from, to)
    const diagnostics = await server.open(editedCopy(name), text)
    const at = positionAfter(text, to, to.indexOf(key))
    expect(diagnostics).toContainEqual(
      expect.objectContaining({
        range: { start: at, end: { line: at.line, character: at.character + key.length } },
        message: expect.stringContaining(key),
        severity: 1,
      }),
    )
  })

  it("shows a field's description and example on hover", async () => {
    const file = editedCopy(headingPage)
    const text = read(headingPage)
    await server.open(file, text)
    const hover = await server.hover(file, positionAfter(text, heading, 6))
    expect(hover?.contents.value).toContain('The heading of the section.')
    expect(hover?.contents.value).toMatch(/Example:[\s\S]*Our Tax Services/)
  })

  it('binds a new page through the workspace settings, without the first line', async () => {
    const file = editorPath('pages', 'new-page.yaml')
    const text = 'path: /new-page\ntitle: New\ndescription: A new page.\nsections:\n  - type: \n    titel: x\n'
    const diagnostics = await server.open(file, text)
    expect(diagnostics.map((d) => d.message)).toContainEqual(expect.stringContaining('titel'))
    expect(labels(await server.complete(file, positionAfter(text, '  - type: '))).sort()).toEqual([...sectionTypes].sort())
  })
})
