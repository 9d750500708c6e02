// Links are safe by construction: only a page, a #section, https:, mailto: and tel: (an embedded page
// only https:), however the scheme is disguised, and also when it comes from a {{reference}}.
import { afterEach, describe, expect, it } from 'vitest'
import { loadSite } from './load-site.ts'
import { messages } from './messages.ts'
import { linkFields, linkProblem, schemeOf, targetProblem } from './safe-links.ts'
import { siteSchema } from './site-schema.ts'
import { copySite, editYaml, pagesOf, positionOf, removeCopies } from './site-copy.ts'
import type { DataPath } from './source-file.ts'

afterEach(removeCopies)

const refused: [string, string, string][] = [
  ['a javascript: link', 'javascript:alert(1)', 'javascript'],
  ['a data: link', 'data:text/html,<script>alert(1)</script>', 'data'],
  ['a vbscript: link', 'vbscript:msgbox(1)', 'vbscript'],
  ['a file: link', 'file:///etc/passwd', 'file'],
  ['a scheme in mixed case', 'JavaScript:alert(1)', 'javascript'],
  ['a scheme in capitals', 'DATA:text/html,x', 'data'],
  ['a decimal entity', '&#106;avascript:alert(1)', 'javascript'],
  ['a hexadecimal entity', 'java&#x73;cript:alert(1)', 'javascript'],
  ['an entity without its semicolon', '&#x6A;avascript&#58alert(1)', 'javascript'],
  ['a named entity for the colon', 'javascript&colon;alert(1)', 'javascript'],
  ['an entity inside an entity', '&amp;#106;avascript:alert(1)', 'javascript'],
  ['a space in front', ' javascript:alert(1)', 'javascript'],
  ['a NUL in front', '\u0000javascript:alert(1)', 'javascript'],
  ['control characters in front', '\u0001\u001f\u0008javascript:alert(1)', 'javascript'],
  ['a line break and a tab in front', '\n\tvbscript:msgbox(1)', 'vbscript'],
  ['a tab inside the scheme', 'java\tscript:alert(1)', 'javascript'],
  ['a line break inside the scheme', 'java\nscr\ript:alert(1)', 'javascript'],
  ['an entity tab inside the scheme', 'java&Tab;script:alert(1)', 'javascript'],
]

const allowedLinks = [
  '/',
  '/contact',
  '/contact#form',
  '#some-section',
  'https://example.com/a?b=1&c=2',
  'HTTPS://EXAMPLE.COM',
  'mailto:office@example.com',
  'tel:+19165550100',
]

describe('the scheme a browser reads', () => {
  it.each(refused)('is found through %s', (_, target, scheme) => {
    expect(schemeOf(target)).toBe(scheme)
  })
  it('is none for a page, a #section or a word', () => {
    expect([schemeOf('/a:b'), schemeOf('#x'), schemeOf('www.example.com')]).toEqual([undefined, undefined, undefined])
  })
})

describe('a link', () => {
  it.each(refused)('is refused as %s, naming the scheme', (_, target, scheme) => {
    expect(targetProblem(target, 'link')).toMatch(new RegExp(`; \`${scheme}:\` is not allowed$`))
    expect(targetProblem(target, 'link')).toMatch(/^the link goes to `[^\u0000-\u001f]*`\. A link may go to a page of this site/)
  })
  it('without a scheme is told to start with / or https://', () => {
    for (const target of ['www.example.com', 'contact', ' /contact', '&#47;contact']) {
      expect(targetProblem(target, 'link')).toBe(messages.unsafeLink(target, undefined))
    }
  })
  it.each(['http://example.com', 'HTTP://example.com', ' http://example.com', 'ht&#116;p://example.com'])('to %j keeps the message about http://', (target) => {
    expect(targetProblem(target, 'link')).toBe(messages.insecureLink(target))
  })
  it.each(allowedLinks)('to %j is allowed', (target) => {
    expect(targetProblem(target, 'link')).toBeUndefined()
  })
  it('is checked with its references filled in, and left to its own message when a reference is unknown', () => {
    const facts = { links: { bad: 'javascript:alert(1)', good: 'https://example.com' } }
    expect(linkProblem('{{links.bad}}', facts, 'link')).toBe(messages.unsafeLink('javascript:alert(1)', 'javascript'))
    expect(linkProblem('{{ links.good }}', facts, 'link')).toBeUndefined()
    expect(linkProblem('{{links.missing}}', facts, 'link')).toBeUndefined()
  })
})

describe('an address of another site (an embed)', () => {
  it.each([
    ['data:text/html,x', 'data'],
    ['javascript:alert(1)', 'javascript'],
    ['/book', undefined],
    ['mailto:a@example.com', 'mailto'],
  ] as const)('%j is refused', (target, scheme) => {
    expect(targetProblem(target, 'web')).toBe(messages.unsafeAddress(target, scheme))
  })
  it('http:// keeps its message; https:// is allowed', () => {
    expect(targetProblem('http://example.com', 'web')).toBe(messages.insecureLink('http://example.com'))
    expect(targetProblem('https://example.com', 'web')).toBeUndefined()
  })
})

describe('the fields checked', () => {
  // Every field the schema writes as an address (a pattern that starts with https, or the link target
  // of buttons and menus) is one of the rule's fields; siteUrl is the site's own address, not a link.
  it('are every address field of the schema', () => {
    const found = new Set<string>()
    const visit = (node: unknown): void => {
      if (!node || typeof node !== 'object') return
      for (const [name, field] of Object.entries((node as { properties?: object }).properties ?? {})) {
        if (/https|mailto/.test(String((field as { pattern?: unknown }).pattern))) found.add(name)
      }
      Object.values(node).forEach(visit)
    }
    visit(siteSchema.$defs)
    found.delete('siteUrl')
    expect([...found].sort()).toEqual(Object.keys(linkFields).sort())
  })
})

describe('in a copy of the site', () => {
  const problemsOf = (dir: string) => {
    const { problems, site } = loadSite(dir)
    expect(site).toBeUndefined()
    return problems
  }
  const at = (dir: string, file: string, path: DataPath, message: string) => ({ ...positionOf(dir, file, path), message })

  it('refuses each unsafe link at its line, in prose and through a {{reference}}, and keeps the safe ones', () => {
    const dir = copySite()
    const { file, page } = pagesOf(dir)[0]
    const id = 'safe-links-test'
    const prose = [
      ['[a](javascript:alert(1))', 'javascript'],
      ['[a](data:text/html,x)', 'data'],
      ['[a](vbscript:msgbox(1))', 'vbscript'],
      ['[a](JavaScript:alert(1))', 'javascript'],
      ['[a](&#106;avascript:alert(1))', 'javascript'],
      ['[a](java&#x73;cript:alert(1))', 'javascript'],
      ['[a](<java\tscript:alert(1)>)', 'javascript'],
      ['<javascript:alert(1)>', 'javascript'],
      ['[a]({{prices.safeLinksHidden}})', 'javascript'],
    ]
    const fine = `[a](${page.path}) [b](#${id}) [c](${page.path}#${id}) [d](https://example.com) [e](mailto:a@example.com) [f](tel:+19165550100)`
    editYaml(dir, 'site.yaml', (doc) => {
      doc.setIn(['prices', 'safeLinksScript'], 'javascript:alert(1)')
      doc.setIn(['prices', 'safeLinksHidden'], ' \u0001java\tscript:alert(1)')
      doc.setIn(['prices', 'safeLinksData'], 'data:text/html,x')
    })
    const n = page.sections.length
    editYaml(dir, file, (doc) => {
      doc.addIn(['sections'], doc.createNode({ type: 'rich-text', id, blocks: [{ paragraphs: [...prose.map(([text]) => text), fine] }] }))
      doc.addIn(['sections'], doc.createNode({ type: 'banner', text: 'x', link: { label: 'x', to: '{{prices.safeLinksScript}}' } }))
      doc.addIn(['sections'], doc.createNode({ type: 'embed', src: '{{prices.safeLinksData}}', title: 'x', height: 300 }))
    })
    const problems = problemsOf(dir)
    prose.forEach(([, scheme], i) => {
      const path = ['sections', n, 'blocks', 0, 'paragraphs', i]
      expect(problems).toContainEqual(at(dir, file, path, expect.stringMatching(new RegExp(`; \`${scheme}:\` is not allowed$`)) as unknown as string))
    })
    expect(problems).toContainEqual(at(dir, file, ['sections', n + 1, 'link', 'to'], messages.unsafeLink('javascript:alert(1)', 'javascript')))
    expect(problems).toContainEqual(at(dir, file, ['sections', n + 2, 'src'], messages.unsafeAddress('data:text/html,x', 'data')))
    expect(problems).toHaveLength(prose.length + 2)
  })

  it('refuses a link written directly in a field with the same messages', () => {
    const dir = copySite()
    const { file, page } = pagesOf(dir)[0]
    const n = page.sections.length
    editYaml(dir, file, (doc) => {
      doc.addIn(['sections'], doc.createNode({ type: 'banner', text: 'x', link: { label: 'x', to: 'javascript:alert(1)' } }))
      doc.addIn(['sections'], doc.createNode({ type: 'embed', src: 'data:text/html,x', title: 'x', height: 300 }))
      doc.addIn(['sections'], doc.createNode({ type: 'embed', src: 'http://example.com', title: 'x', height: 300 }))
    })
    expect(problemsOf(dir)).toEqual([
      at(dir, file, ['sections', n, 'link', 'to'], messages.unsafeLink('javascript:alert(1)', 'javascript')),
      at(dir, file, ['sections', n + 1, 'src'], messages.unsafeAddress('data:text/html,x', 'data')),
      at(dir, file, ['sections', n + 2, 'src'], messages.insecureLink('http://example.com')),
    ])
  })
})
