// The preview page's virtual:site-config (scripts/build/editor-bundle.ts puts it in place of the visitors'
// module): the layout data of the request's site.yaml, with its own references filled in as the build
// does, and the icons and pictures of the request's files, from the answer the page already has.
import type { SiteConfig } from '../../../schema/generated/site-types.ts'
import { resolveAll } from '../../../schema/references.ts'
import { previewSite } from './preview-source.ts'

const site = await previewSite()
const facts = site.files.find((f) => f.name === 'site.yaml')?.data as SiteConfig

export const config = resolveAll(facts, facts)
export const { icons, images } = site
