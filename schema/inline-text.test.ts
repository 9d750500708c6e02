// Links, bold and italic in prose: read by the Markdown library into parts, checked like every other
// link, and nothing else Markdown or HTML would do.
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { inlineLinks, parseInline } from './inline-text.ts'
import { defaultSiteDir, loadSite } from './load-site.ts'
import { messages } from './messages.ts'

describe('parseInline', () => {
  it('reads links, bold and italic, nested', () => {
    expect(parseInline('Call **[us](tel:555)** or *write*.')).toEqual([
      'Call ',
      { strong: [{ link: 'tel:555', children: ['us'] }] },
      ' or ',
      { em: ['write'] },
      '.',
    ])
  })
  it('leaves HTML, code and bare addresses as the text typed', () => {
    expect(parseInline('A <b>tag</b>, `code` and https://example.com & 5 * 3')).toEqual(['A <b>tag</b>, `code` and https://example.com & 5 * 3'])
  })
  it('finds the targets of the links in a text', () => {
    expect(inlineLinks('See [a](/a#b) and **[c](https://example.com)**.')).toEqual(['/a#b', 'https://example.com'])
  })
})

const work = mkdtempSync(join(tmpdir(), 'inline-text-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))

/** A copy of the site with one rich-text paragraph added at the end of some page that has prose. */
function withParagraph(paragraph: string) {
  const dir = join(work, String(Math.random()).slice(2))
  cpSync(defaultSiteDir, dir, { recursive: true })
  const name = readdirSync(join(dir, 'pages')).find((f) => /^ {6}- heading:|^ {8}paragraphs:/m.test(readFileSync(join(dir, 'pages', f), 'utf8')))
  const file = join(dir, 'pages', name ?? 'added.yaml')
  const text = name
    ? readFileSync(file, 'utf8')
    : 'path: /added\ntitle: Added\ndescription: A page added by a test.\nsections:\n  - type: hero\n    heading: Added\n'
  const added = `${text.trimEnd()}\n  - type: rich-text\n    blocks:\n      - paragraphs:\n          - ${JSON.stringify(paragraph)}\n`
  writeFileSync(file, added)
  return { result: loadSite(dir), line: added.trimEnd().split('\n').length, name: name ?? 'added.yaml' }
}

/** The warnings at the added paragraph's line: the site may have warnings of its own elsewhere. */
const warningsAtParagraph = ({ result, line, name }: ReturnType<typeof withParagraph>) =>
  result.warnings.filter((w) => w.line === line && w.file.endsWith(name)).map((w) => w.message)

describe('links in prose', () => {
  it('are loaded as parts, with references resolved and phone numbers dialable', () => {
    const { result } = withParagraph('Call [us](tel:{{firm.phones.tollFree}}) or **write**.')
    const config = result.site!.config
    const paragraphs = result
      .site!.pages.flatMap((p) => p.page.sections)
      .flatMap((s) => (s.type === 'rich-text' ? s.blocks.flatMap((b) => b.paragraphs ?? []) : []))
    expect(paragraphs.find((p) => p[0] === 'Call ')).toEqual([
      'Call ',
      { link: `tel:+1${config.firm.phones.tollFree.replace(/\D/g, '')}`, children: ['us'] },
      ' or ',
      { strong: ['write'] },
      '.',
    ])
  })
  it('to a page that does not exist is a problem at the paragraph', () => {
    const { result, line } = withParagraph('See [our rates](/no-such-page).')
    expect(result.problems).toEqual([
      expect.objectContaining({ line, message: expect.stringMatching(/^the link goes to `\/no-such-page`, which is not a page of the site/) }),
    ])
  })
  it('to an #anchor no section has is a problem', () => {
    const { result } = withParagraph('See [below](#no-such-section).')
    expect(result.problems.map((p) => p.message)).toEqual([expect.stringMatching(/^no section on this page has the id `no-such-section`/)])
  })
  it('to an http:// address is a problem', () => {
    const { result } = withParagraph('See [this](http://example.com).')
    expect(result.problems.map((p) => p.message)).toEqual([messages.insecureLink('http://example.com')])
  })
  it('bold and links in prose are not warned about; HTML is', () => {
    expect(warningsAtParagraph(withParagraph('A **bold** [link](/).'))).toEqual([])
    expect(warningsAtParagraph(withParagraph('A <b>bold</b> word.'))).toEqual([messages.markupInText('<html>')])
  })
})
