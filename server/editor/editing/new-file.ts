// A file the editor creates (a page added by copying another): only a new page may be made, inside
// pages/, under a plain name, so a request cannot write anywhere else. Its text is written by the yaml
// library, as any other tool would write it; the editor's own files keep their text (yaml-splice.ts).
import { Document } from 'yaml'

const newPageName = /^pages\/[a-z0-9][a-z0-9-]*\.yaml$/

export function newFileText(name: string, data: unknown): string {
  if (!newPageName.test(name))
    throw new Error(`${name} is not a file the editor can make: a new page is pages/<name>.yaml, the name in small letters, digits and dashes`)
  return new Document(data).toString({ lineWidth: 0 })
}
