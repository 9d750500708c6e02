// The data the renderer receives from site/, made the same way for the build and the dev server:
//   the layout data (firm, header, footer, strings) with the icons it and the components draw, which
//   is the bundle's virtual:site-config module, and each page's data (a PageModule: the page and
//   exactly the icons and images it uses), which reaches the browser as JSON (renderer/page-data.ts).
// `images` gives, for every `image:` path in the data, the versions the build makes of it
// (renderer/build/site-images.ts).
import type { IconNode } from 'lucide-react'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Page, SiteConfig } from '../../schema/generated/site-types.ts'
import type { PageModule } from '../page-module.ts'
import type { SiteImage } from '../site-image.ts'
import { componentIcons } from '../ui/component-icons.ts'
import type { SiteImages } from './site-images.ts'

/** Every string under a field named `key` (`icon`, `image`) anywhere in the data. */
function valuesOf(key: string, data: unknown): string[] {
  const found = new Set<string>()
  const visit = (node: unknown, name?: string) => {
    if (name === key && typeof node === 'string') found.add(node)
    else if (Array.isArray(node)) node.forEach((n) => visit(n))
    else if (node && typeof node === 'object') for (const [k, v] of Object.entries(node)) visit(v, k)
  }
  visit(data)
  return [...found].sort()
}

// Each icon's drawing is written into the data that uses it, so a page's icons arrive with it instead
// of one tiny file per icon. Read once per process: a site of many pages uses the same few icons.
const drawings = new Map<string, Promise<IconNode>>()
function iconDrawing(name: string): Promise<IconNode> {
  let drawing = drawings.get(name)
  if (!drawing) drawings.set(name, (drawing = readIconDrawing(name)))
  return drawing
}

async function readIconDrawing(name: string): Promise<IconNode> {
  const module = await import(`lucide-react/icons/${name}`)
  // Its SVG elements and their attributes, without lucide's React keys.
  if (module.__iconData) return (module.__iconData.node as IconNode).map(([tag, { key: _key, ...attributes }]) => [tag, attributes])
  // An old name is a file that re-exports the icon under its new name.
  const source = readFileSync(fileURLToPath(import.meta.resolve(`lucide-react/icons/${name}`)), 'utf8')
  const renamed = /from '\.\/([a-z0-9-]+)\.mjs'/.exec(source)?.[1]
  if (!renamed) throw new Error(`Cannot find the drawing of icon "${name}" in lucide-react`)
  return iconDrawing(renamed)
}

/** The drawings of `names`, by name. */
export async function iconDrawings(names: readonly string[]): Promise<Record<string, IconNode>> {
  const found = await Promise.all(names.map(iconDrawing))
  return Object.fromEntries(names.map((name, i) => [name, found[i]!]))
}

// The drawings go into the page's icon sprite (renderer/ui/IconSprite.tsx); icons only point at them.
export async function iconsAndImages(data: unknown, allImages: SiteImages['images'], extraIcons: readonly string[] = []) {
  const icons = await iconDrawings([...new Set([...valuesOf('icon', data), ...extraIcons])])
  const images: Record<string, SiteImage> = Object.fromEntries(valuesOf('image', data).flatMap((path) => (allImages[path] ? [[path, allImages[path]]] : [])))
  return { icons, images }
}

/** One page's data as the browser receives it. */
export async function pageModule(page: Page, allImages: SiteImages['images']): Promise<PageModule> {
  return { page, ...(await iconsAndImages(page, allImages)) }
}

/** What virtual:site-config exports: the layout data with its icons and images. */
export async function configModuleData(config: SiteConfig, allImages: SiteImages['images']) {
  return { config, ...(await iconsAndImages(config, allImages, componentIcons)) }
}

/** The source of virtual:site-config. */
export async function configModuleSource(config: SiteConfig, allImages: SiteImages['images']): Promise<string> {
  const { icons, images } = await configModuleData(config, allImages)
  const json = (value: unknown) => `JSON.parse(${JSON.stringify(JSON.stringify(value))})`
  return `export const icons = ${json(icons)}\nexport const images = ${json(images)}\nexport const config = ${json(config)}\n`
}
