// The YAML language server as an editor runs it (VS Code with redhat.vscode-yaml), for editor.test.ts:
// the real server started over stdio, spoken to in JSON-RPC, with the workspace's own settings
// (.vscode/settings.json) sent as VS Code sends them.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { projectRoot } from './load-site.ts'

export interface Position {
  line: number
  character: number
}
export interface Diagnostic {
  range: { start: Position; end: Position }
  message: string
  severity: number
}
export interface CompletionItem {
  label: string
  insertText?: string
  textEdit?: { newText: string }
  documentation?: string | { value: string }
}
interface Message {
  id?: number
  method?: string
  params?: any
  result?: any
  error?: { message: string }
}

/** A file of the workspace's .vscode folder. */
export const vscode = (name: string) => JSON.parse(readFileSync(join(projectRoot, '.vscode', name), 'utf8'))
export const settings = vscode('settings.json') as Record<string, unknown>

/** The `yaml` settings section as VS Code sends it: `yaml.schemas` becomes `{ schemas }`. */
const yamlSettings = {
  ...Object.fromEntries(
    Object.entries(settings)
      .filter(([key]) => key.startsWith('yaml.'))
      .map(([key, value]) => [key.slice(5), value]),
  ),
  schemaStore: { enable: false }, // no network in tests
}

export class LanguageServer {
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
      const result =
        message.method === 'workspace/configuration'
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
    const result = await this.request<{ items: CompletionItem[] } | null>('textDocument/completion', {
      textDocument: { uri: pathToFileURL(path).href },
      position,
    })
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
