// The JSON Schema parts the editor's routes share: a data path, a file name of the site (the pattern
// of contract.ts, so a request naming any other file, ../, an absolute path or a folder is refused with
// 400 before a handler runs), the drafts keyed by such names, and the answers' common shapes.
import { siteFileNamePattern } from './contract.ts'

const siteFileName = { type: 'string', pattern: siteFileNamePattern, maxLength: 200 } as const

const dataPath = { type: 'array', maxItems: 64, items: { anyOf: [{ type: 'string' }, { type: 'integer' }] } } as const

/** Each changed file's whole new data, by file name. */
export const drafts = { type: 'object', propertyNames: siteFileName, maxProperties: 1000 } as const

const stringList = { type: 'array', items: { type: 'string' } } as const
export const strings = stringList

export const placedProblem = {
  type: 'object',
  properties: { text: { type: 'string' }, file: { type: 'string' }, path: dataPath },
  required: ['text', 'file', 'path'],
} as const

/** One change of the history (contract.ts Change); `before` and `after` are any JSON value. */
export const change = {
  type: 'object',
  properties: { file: siteFileName, path: dataPath, before: {}, after: {} },
  required: ['file', 'path'],
} as const

export const conflict = {
  type: 'object',
  properties: { file: siteFileName, path: dataPath, mine: {}, theirs: {}, changes: { type: 'array', items: change } },
  required: ['file', 'path', 'changes'],
} as const

/** Every error's answer (contract.ts ErrorAnswer): its code and its words (editor-errors.ts). */
export const errorAnswerSchema = { type: 'object', properties: { code: { type: 'string' }, message: { type: 'string' } }, required: ['code', 'message'] } as const
