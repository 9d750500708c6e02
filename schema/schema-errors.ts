// Turns ajv's errors into problems an editor can act on: the exact position of the faulty value, the
// field's name, and a suggestion where a name is misspelt. Raw validator output is never shown.
import type { ErrorObject } from 'ajv'
import { messages, staffMessages } from './messages.ts'
import type { Problem } from './problem.ts'
import { linkKindAt, targetProblem } from './safe-links.ts'
import { locate, type DataPath, type SourceFile } from './source-file.ts'
import { didYouMean } from './suggest.ts'

type Schema = { properties?: Record<string, { description?: string; const?: unknown }>; description?: string; oneOf?: Schema[]; $ref?: string }

function toDataPath(pointer: string): DataPath {
  if (!pointer) return []
  return pointer
    .slice(1)
    .split('/')
    .map((part) => {
      const key = part.replace(/~1/g, '/').replace(/~0/g, '~')
      return /^\d+$/.test(key) ? Number(key) : key
    })
}

function valueAt(data: unknown, path: DataPath): unknown {
  return path.reduce<unknown>((node, key) => (node as Record<string | number, unknown> | undefined)?.[key], data)
}

/** "section 3 (hero)" or "site.yaml's `header`": where in the file an object sits, for messages. */
function describeObject(file: SourceFile, path: DataPath): string {
  const sectionIndex = path[0] === 'sections' && typeof path[1] === 'number' ? path[1] : undefined
  const section = sectionIndex === undefined ? undefined : (valueAt(file.data, ['sections', sectionIndex]) as { type?: string })
  const inSection = section ? `section ${sectionIndex! + 1} (${section.type ?? 'no type'})` : ''
  const rest = path.slice(sectionIndex === undefined ? 0 : 2)
  const last = rest.length ? describeField(rest) : ''
  if (inSection && last) return `${last} in ${inSection}`
  return inSection || last || 'this file'
}

function describeField(path: DataPath): string {
  const last = path[path.length - 1]
  if (typeof last === 'number') {
    const parent = path[path.length - 2]
    return parent === undefined ? `item ${last + 1}` : `item ${last + 1} of \`${String(parent)}\``
  }
  return `\`${String(last)}\``
}

function kindOf(value: unknown): string {
  if (Array.isArray(value)) return 'a list'
  if (value === null) return 'empty'
  if (typeof value === 'object') return 'a group of fields'
  if (typeof value === 'string') return 'text'
  return `a ${typeof value}`
}

const expected: Record<string, string> = {
  string: 'text',
  number: 'a number',
  integer: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'a group of fields',
}

export function schemaErrorToProblem(file: SourceFile, error: ErrorObject, sectionTypes: readonly string[]): Problem | undefined {
  const path = toDataPath(error.instancePath)
  const value = valueAt(file.data, path)
  const parentSchema = error.parentSchema as Schema | undefined
  const field = path.length ? describeObject(file, path) : 'this file'
  // An unknown field is at its key, so its path names the key too, as a value's path names the value.
  const at = (p: DataPath, key?: string) => ({ file: file.name, path: key === undefined ? p : [...p, key], ...locate(file, p, key) })
  const params = error.params as Record<string, unknown>

  switch (error.keyword) {
    case 'discriminator': {
      const tag = String(params.tag)
      const isSection = tag === 'type'
      const tagValue = (value as Record<string, unknown> | undefined)?.[tag]
      const valid = isSection ? sectionTypes : (parentSchema?.oneOf ?? []).map((s) => s.$ref?.split('/').pop() ?? '')
      if (params.error === 'tag' && tagValue === undefined) {
        return { ...at(path), message: isSection ? messages.missingSectionType(valid) : messages.missingField(tag, field) }
      }
      // Another union (a form's `submit`) lists its variants inline, each fixing the tag to one value.
      const allowed = isSection ? sectionTypes : (parentSchema?.oneOf ?? []).map((variant) => String(variant.properties?.[tag]?.const))
      return {
        ...at([...path, tag]),
        message: isSection
          ? messages.unknownSectionType(tagValue, didYouMean(String(tagValue), allowed), allowed)
          : messages.notInList(`\`${tag}\``, tagValue, didYouMean(String(tagValue), allowed), allowed),
      }
    }
    case 'additionalProperties': {
      const key = String(params.additionalProperty)
      const allowed = Object.keys(parentSchema?.properties ?? {}).filter((k) => k !== '$schema')
      return {
        ...at(path, key),
        message: messages.unknownField(key, path.length ? `in ${field}` : 'at the top of this file', didYouMean(key, allowed), allowed),
      }
    }
    case 'required': {
      const key = String(params.missingProperty)
      return { ...at(path), message: messages.missingField(key, path.length ? field : 'this file', parentSchema?.properties?.[key]?.description) }
    }
    case 'type':
      return { ...at(path), message: messages.wrongType(field, expected[String(params.type)] ?? String(params.type), kindOf(value)) }
    case 'enum': {
      const allowed = params.allowedValues as unknown[]
      return { ...at(path), message: messages.notInList(field, value, didYouMean(String(value), allowed.map(String)), allowed) }
    }
    case 'const':
      return { ...at(path), message: messages.mustBe(field, params.allowedValue) }
    case 'pattern': {
      // A link of a kind no link may have is told what links may be (schema/safe-links.ts).
      const kind = typeof value === 'string' ? linkKindAt(path) : undefined
      return { ...at(path), message: (kind && targetProblem(value as string, kind)) || messages.wrongForm(field, value, parentSchema?.description) }
    }
    case 'format':
      return { ...at(path), message: messages.notEmail(field, value) }
    case 'minLength':
    case 'minItems':
      return { ...at(path), message: messages.empty(field), inWords: staffMessages.empty(error.keyword === 'minItems') }
    case 'maxLength':
      return { ...at(path), message: messages.tooLong(field, Number(params.limit)) }
    case 'minimum':
    case 'maximum':
      return { ...at(path), message: messages.outOfRange(field, String(params.comparison), Number(params.limit)) }
    case 'oneOf':
    case 'anyOf':
      return undefined // the branch errors that follow say what is wrong
    default:
      return { ...at(path), message: messages.other(field, error.message ?? 'is not valid') }
  }
}
