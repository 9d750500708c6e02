// The photos of the page's sections: which fields hold one (the schema's `pattern: '^images/'`, as
// schema/schema-parts.ts writes a photo's path), what the page shows for each path, and which field
// a picture in the page shows, so a file dropped on it replaces the right one.
import type { Section } from '../../../schema/generated/site-types.ts'
import { loadedPage } from '../../load-page.ts'
import type { SiteImage } from '../../site-image.ts'
import type { DataPath } from '../../../schema/data-at.ts'
import { images as layoutImages } from '../preview/live-site-config.ts'
import { liveSlice } from '../preview/live-store.ts'
import { resolved, sectionSchema, type FieldSchema } from '../panels/schema-parts.ts'

const photoPattern = '^images/'

export const isPhotoField = (schema: FieldSchema) => schema.type === 'string' && schema.pattern === photoPattern

/** What the page shows for a photo's path: one just added, the page's own, or the layout's. */
export const shownImage = (path: string): SiteImage | undefined =>
  liveSlice.get().images[path] ?? loadedPage(location.pathname)?.images[path] ?? layoutImages[path]

/** Every photo field of `value`, in the order of the data, with its path. */
function photoFields(value: unknown, schema: FieldSchema, path: DataPath): { path: DataPath; image: string }[] {
  const s = resolved(schema)
  if (isPhotoField(s) && typeof value === 'string') return [{ path, image: value }]
  if (Array.isArray(value) && s.items) return value.flatMap((item, i) => photoFields(item, s.items!, [...path, i]))
  if (value && typeof value === 'object' && s.properties) {
    return Object.entries(s.properties).flatMap(([key, sub]) => photoFields((value as Record<string, unknown>)[key], sub, [...path, key]))
  }
  return []
}

/**
 * The field a picture of section `index` shows: the photo whose address is the picture's, the n-th
 * such picture of the section for the n-th field holding the same photo; else the n-th picture's.
 */
export function photoFieldOf(img: HTMLImageElement, section: Section, index: number, sectionElement: Element): DataPath | undefined {
  const fields = photoFields(section, sectionSchema(section.type) ?? {}, ['sections', index])
  const src = img.getAttribute('src')
  const srcOf = (image: string) => shownImage(image)?.src ?? `/${image}`
  const pictures = [...sectionElement.querySelectorAll('img')]
  const same = pictures.filter((p) => p.getAttribute('src') === src)
  const matching = fields.filter((f) => srcOf(f.image) === src)
  return (matching[same.indexOf(img)] ?? fields[pictures.indexOf(img)])?.path
}
