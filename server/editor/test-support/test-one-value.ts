// For tests: that a save changed exactly one value of site/. Every file but one is byte for byte as it
// was; in that one, the text before the value and the text after it are as they were, and the value
// in between reads (with yaml) as the value expected. Nothing else may differ, not even a space.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect } from 'vitest'
import { isScalar, parseDocument } from 'yaml'
import type { DataPath } from '../../../schema/source-file.ts'

/** Every YAML file of a site folder, by its name in it, with its text. */
export function siteTexts(siteDir: string): Record<string, string> {
  const pages = readdirSync(join(siteDir, 'pages'))
    .filter((f) => f.endsWith('.yaml'))
    .map((f) => `pages/${f}`)
  return Object.fromEntries(['site.yaml', 'testimonials.yaml', ...pages].map((name) => [name, readFileSync(join(siteDir, name), 'utf8')]))
}

function valueSpan(text: string, path: DataPath): [number, number] {
  const node = parseDocument(text).getIn(path, true)
  if (!isScalar(node) || !node.range) throw new Error(`No single value at ${path.join('.')} in:\n${text}`)
  return [node.range[0], node.range[1]]
}

export function expectOneValueChanged(before: Record<string, string>, after: Record<string, string>, file: string, path: DataPath, value: unknown) {
  for (const name of Object.keys(before)) if (name !== file) expect(after[name], name).toBe(before[name])
  expect(Object.keys(after).sort()).toEqual(Object.keys(before).sort())
  const [start, end] = valueSpan(before[file]!, path)
  const [newStart, newEnd] = valueSpan(after[file]!, path)
  expect(after[file]!.slice(0, newStart), `${file} before ${path.join('.')}`).toBe(before[file]!.slice(0, start))
  expect(after[file]!.slice(newEnd), `${file} after ${path.join('.')}`).toBe(before[file]!.slice(end))
  expect(parseDocument(after[file]!).getIn(path)).toEqual(value)
}
