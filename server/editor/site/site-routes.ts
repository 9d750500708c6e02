// The site as the editor's page reads it:
//   GET site          every file's data, and each page's file and address
//   GET site-config   what virtual:site-config gives visitors' pages (the layout data, its icons and
//                     photos), read from site/ as it is now instead of from the bundle
//   GET site-version  a count of the changes to site/: the page reads the site again when it moves
//   GET icons         the drawing of every icon the schema allows, for the icon picker
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { configModuleData, iconDrawings } from '../../../renderer/build/site-data.ts'
import { iconNames } from '../../../schema/icons.ts'
import { apiPrefix, EditorSite, editorRoutes, Icons, SiteConfigAnswer, SiteVersion } from '../contract.ts'
import type { EditorContext } from '../editor-context.ts'
import { editorErrors } from '../editor-errors.ts'

export const siteRoutes: FastifyPluginAsyncTypebox<EditorContext> = async (app, context) => {
  app.get(apiPrefix + editorRoutes.site, { schema: { response: { 200: EditorSite } } }, () => {
    const { files } = context.site.files()
    const pages = files.flatMap(({ name, data }) => (name.startsWith('pages/') ? [{ file: name, path: (data as { path: string }).path }] : []))
    return { files: files.map(({ name, data }) => ({ name, data })), pages }
  })

  app.get(apiPrefix + editorRoutes.siteConfig, { schema: { response: { 200: SiteConfigAnswer } } }, async () => {
    const { site } = context.site.loaded()
    if (!site) throw editorErrors.notFound()
    return configModuleData(site.config, (await context.site.images()).images)
  })

  app.get(apiPrefix + editorRoutes.icons, { schema: { response: { 200: Icons } } }, () => iconDrawings(iconNames))

  app.get(apiPrefix + editorRoutes.siteVersion, { schema: { response: { 200: SiteVersion } } }, () => ({ version: context.site.version() }))
}
