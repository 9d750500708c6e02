// Editing site/ in an editor that uses the YAML language server (VS Code with redhat.vscode-yaml, and
// others): each file is bound to its part of the schema, by its first line and by .vscode/settings.json,
// so the editor offers the valid section types, underlines a misspelt key and shows a field's help on
// hover. This runs the real server over stdio and speaks JSON-RPC to it, as an editor does.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { entrySchemas } from './generate.ts'
import { defaultSiteDir, projectRoot, schemaValidator } from './load-site.ts'
import { sectionDefs } from './catalogue.ts'

interface Position { line: number; character: number }
interface Diagnostic { range: { start: Position; end: Position }; message: string; severity: number }
interface CompletionItem { label: string; insertText?: string; textEdit?: { newText: string }; documentation?: string | { value: string } }
interface Message { id?: number; method?: string; params?: any; result?: any; error?: { message: string } }

const vscode = (name: string) => JSON.parse(readFileSync(join(projectRoot, '.vscode', name), 'utf8'))
const settings = vscode('settings.json') as Record<string, unknown>

/** The `yaml` settings section as VS Code sends it: `yaml.schemas` becomes `{ schemas }`. */
const yamlSettings = {
  ...Object.fromEntries(Object.entries(settings).filter(([key]) => key.startsWith('yaml.')).map(([key, value]) => [key.slice(5), value])),
  schemaStore: { enable: false }, // no network in tests
}

class LanguageServer {
  private process: ChildProcessWithoutNullStreams
  private buffer = Buffer.alloc(0)
  private nextId = 1
  private pending = new Map<number, (message: Message) => void>()
  private diagnosticsWaiters = new Map<string, (diagnostics: Diagnostic[]) => void>()
  private version = 0
  private opened = new Set<string>()

  constructor() {
    const bin = join(projectRoot, 'node_modules/yaml-language-server/bin/yaml-language-server')
    this.process = spawn(process.execPath, [bin, '--stdio'], { cwd: projectRoot })
    this.process.stdout.on('data', (chunk: Buffer) => this.receive(chunk))
  }

  private receive(chunk: Buffer) {
    this.buffer = Buffer.concat([this.buffer, chunk])
    for (;;) {
      const headerEnd = this.buffer.indexOf('\r\n\r\n')
      if (headerEnd < 0) return
      const length = Number(/Content-Length: (\d+)/i.exec(this.buffer.subarray(0, headerEnd).toString())![1])
      if (this.buffer.length < headerEnd + 4 + length) return
      const message = JSON.parse(this.buffer.subarray(headerEnd + 4, headerEnd + 4 + length).toString()) as Message
      this.buffer = this.buffer.subarray(headerEnd + 4 + length)
      this.handle(message)
    }
  }

  private handle(message: Message) {
    if (message.method && message.id !== undefined) {
      // Requests from the server: its settings (sections yaml, http, [yaml], editor), and registrations.
      const result = message.method === 'workspace/configuration'
        ? message.params.items.map((item: { section: string }) => (item.section === 'yaml' ? yamlSettings : {}))
        : null
      this.send({ id: message.id, result })
    } else if (message.id !== undefined) {
      this.pending.get(message.id)?.(message)
      this.pending.delete(message.id)
    } else if (message.method === 'textDocument/publishDiagnostics') {
      this.diagnosticsWaiters.get(message.params.uri)?.(message.params.diagnostics)
      this.diagnosticsWaiters.delete(message.params.uri)
    }
  }

  private send(message: Message) {
    const body = JSON.stringify({ jsonrpc: '2.0', ...message })
    this.process.stdin.write(`Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`)
  }

  request<T>(method: string, params: unknown): Promise<T> {
    const id = this.nextId++
    return new Promise((resolve, reject) => {
      this.pending.set(id, (message) => (message.error ? reject(new Error(message.error.message)) : resolve(message.result as T)))
      this.send({ id, method, params })
    })
  }

  notify(method: string, params: unknown) {
    this.send({ method, params })
  }

  async start() {
    const root = pathToFileURL(projectRoot).href
    await this.request('initialize', {
      processId: process.pid,
      rootUri: root,
      workspaceFolders: [{ uri: root, name: 'site' }],
      capabilities: {
        workspace: { configuration: true, didChangeConfiguration: { dynamicRegistration: true } },
        textDocument: {
          completion: { completionItem: { snippetSupport: true, documentationFormat: ['markdown', 'plaintext'] } },
          hover: { contentFormat: ['markdown', 'plaintext'] },
          publishDiagnostics: {},
        },
      },
    })
    this.notify('initialized', {})
    this.notify('workspace/didChangeConfiguration', { settings: { yaml: yamlSettings } })
  }

  /** Opens a document (it need not exist on disk) and resolves with the server's diagnostics for it.
   *  Each path is opened once, so the diagnostics received are this text's. */
  open(path: string, text: string): Promise<Diagnostic[]> {
    const uri = pathToFileURL(path).href
    if (this.opened.has(uri)) throw new Error(`${path} is already open`)
    this.opened.add(uri)
    const diagnostics = new Promise<Diagnostic[]>((resolve) => this.diagnosticsWaiters.set(uri, resolve))
    this.notify('textDocument/didOpen', { textDocument: { uri, languageId: 'yaml', version: ++this.version, text } })
    return diagnostics
  }

  async complete(path: string, position: Position): Promise<CompletionItem[]> {
    const result = await this.request<{ items: CompletionItem[] } | null>('textDocument/completion', { textDocument: { uri: pathToFileURL(path).href }, position })
    return result?.items ?? []
  }

  hover(path: string, position: Position) {
    return this.request<{ contents: { value: string } } | null>('textDocument/hover', { textDocument: { uri: pathToFileURL(path).href }, position })
  }

  async stop() {
    await Promise.race([this.request('shutdown', null), new Promise((resolve) => setTimeout(resolve, 2000))])
    this.notify('exit', null)
    this.process.kill()
  }
}

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
  const siteFiles = ['site.yaml', 'testimonials.yaml', ...readdirSync(sitePath('pages')).filter((f) => f.endsWith('.yaml')).map((f) => `pages/${f}`)]
  const pageFiles = siteFiles.filter((file) => file.startsWith('pages/'))
  /** A page file and the first of its lines that `pattern` matches. */
  const pageLine = (pattern: RegExp) => pageFiles.flatMap((file) => [[file, pattern.exec(read(file))?.[0]]]).find(([, line]) => line) as [string, string]
  const [page] = pageLine(/^sections:$/m)
  const schemaFor = (file: string) => (file === 'site.yaml' ? 'site-config.schema.json' : file === 'testimonials.yaml' ? 'testimonials.schema.json' : 'page.schema.json')

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
    expect(diagnostics).toContainEqual(expect.objectContaining({
      range: { start: at, end: { line: at.line, character: at.character + key.length } },
      message: expect.stringContaining(key),
      severity: 1,
    }))
  })

  it('shows a field\'s description and example on hover', async () => {
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
