// Where a section type's component lives, inside renderer/sections/: its folder, and in it the file
// named after the type in PascalCase (rich-text/RichText.tsx). The generated registry imports this file
// and the build finds the type's chunk in Vite's manifest by it, so the two cannot disagree.
const componentName = (type: string) => type.replace(/(^|-)([a-z])/g, (_, __, c: string) => c.toUpperCase())

export const componentFile = (type: string) => `${type}/${componentName(type)}.tsx`
