// Vitest's global setup: the editor's UI built once before the test files start, so the editors they
// start in parallel find it in the cache instead of each running Vite at once on a 2-core machine.
import { editorBundle } from '../../../scripts/build/editor-bundle.ts'

export default async function setup() {
  await editorBundle()
}
