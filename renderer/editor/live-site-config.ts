// The editor's virtual:site-config (scripts/build/editor-bundle.ts puts it in place of the visitors'
// module, renderer/build/site-plugin.ts): the layout data, its icons and photos, read from the editor's
// server when the page opens, so the bundle holds nothing of site/ and follows it without a rebuild.
import type { SiteConfig } from '../../schema/generated/site-types.ts'
import { editorRoutes } from '../../server/editor/contract.ts'
import type { PageModule } from '../page-module.ts'
import { call } from './editor-api.ts'

const { json } = await call('GET', editorRoutes.siteConfig)

export const config = json.config as SiteConfig
export const icons = json.icons as PageModule['icons']
export const images = json.images as PageModule['images']
