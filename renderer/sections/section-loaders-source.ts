// The text of renderer/generated/section-loaders.ts, which `npm run gen:types` writes: one dynamic
// import per section type of the definitions list, so each type's component is a chunk of its own that
// a page loads only when it has such a section. It is generated rather than built at run time because
// the list of definitions holds the schema, which the browser has no use for, and because a literal
// import() is what lets the type check see a missing component (renderer/registry.ts).
import { componentFile } from './component-file.ts'

export function sectionLoadersSource(types: readonly string[]): string {
  return [
    '// Generated from renderer/sections/definitions.ts by `npm run gen:types`. Do not edit.',
    "// Each section type's component, imported when a page first needs it (renderer/registry.ts).",
    'export const sectionLoaders = {',
    ...types.map((type) => `  '${type}': () => import('../sections/${componentFile(type)}'),`),
    '}',
    '',
  ].join('\n')
}
