// The site's files, and the ways hands slip when they edit one (lines deleted, doubled or re-indented;
// tabs, quotes, colons, dashes and brackets typed; a file cut short), for the tests that feed the
// checks thousands of mutated files (validation-fuzz.test.ts, yaml-parsers-agree.test.ts).
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { defaultSiteDir } from './load-site.ts'
import type { FileDefinition } from './validate-file.ts'

// A fixed seed, so a failure can be run again as it was.
let seed = 20261123
const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31
export const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!

export const siteFiles: { path: string; def: FileDefinition; text: string }[] = [
  { path: 'site.yaml', def: 'SiteConfig' as const },
  { path: 'testimonials.yaml', def: 'TestimonialsFile' as const },
  ...readdirSync(join(defaultSiteDir, 'pages'))
    .filter((f) => f.endsWith('.yaml'))
    .map((f) => ({ path: `pages/${f}`, def: 'Page' as const })),
].map((f) => ({ ...f, text: readFileSync(join(defaultSiteDir, f.path), 'utf8') }))

const typed = ['\t', '"', "'", ': ', ':', '- ', '-', '[', ']', '{', '}', '“', '”', '#', '&a ', '*a', '|', '>', '\\', ',']
const mutations: ((lines: string[]) => void)[] = [
  (lines) => {
    lines.splice(Math.floor(random() * lines.length), 1)
  },
  (lines) => {
    const i = Math.floor(random() * lines.length)
    lines.splice(i, 0, lines[i]!)
  },
  (lines) => {
    const i = Math.floor(random() * lines.length)
    lines[i] = ' '.repeat(1 + Math.floor(random() * 3)) + lines[i]
  },
  (lines) => {
    const i = Math.floor(random() * lines.length)
    lines[i] = lines[i]!.replace(/^ {1,2}/, '')
  },
  (lines) => {
    const i = Math.floor(random() * lines.length)
    lines[i] = '\t' + lines[i]!.trimStart()
  },
  (lines) => {
    const i = Math.floor(random() * lines.length)
    const at = Math.floor(random() * (lines[i]!.length + 1))
    lines[i] = lines[i]!.slice(0, at) + pick(typed) + lines[i]!.slice(at)
  },
  (lines) => {
    lines.splice(Math.floor(random() * lines.length))
  },
]

export function mutate(text: string): string {
  const lines = text.split('\n')
  for (let n = 1 + Math.floor(random() * 3); n > 0 && lines.length; n--) pick(mutations)(lines)
  return lines.join('\n')
}
