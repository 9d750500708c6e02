// The editor's virtual:site-config (scripts/build/editor-bundle.ts puts it in place of the visitors'
// module, renderer/build/site-plugin.ts): the layout data, its icons and photos, read from the editor's
// server when the page opens, so the bundle holds nothing of site/ and follows it without a rebuild.
import { answerOf, call } from '../editor-api.ts'

export const { config, icons, images } = await answerOf(call('GET', 'siteConfig'))
