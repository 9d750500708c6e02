// The names the proposal and request routes still import, until they take their schemas from contract.ts
// and editor-errors.ts themselves.
export { Drafts as drafts } from './contract.ts'
export { ErrorAnswer as errorAnswerSchema } from './editor-errors.ts'
