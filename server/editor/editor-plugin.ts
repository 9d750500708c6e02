// The editor as a Vite plugin beside the site plugin: the site's own pages, rendered by the same
// renderer, with the editor's overlay (renderer/editor/) added to each page and the session token in a
// <meta> the overlay reads. The API answers under /__editor/.
import { join } from 'node:path'
import type { Plugin } from 'vite'
import { projectRoot } from '../../schema/load-site.ts'
import { apiPrefix, editorApi } from './editor-api.ts'

// The page's editor hooks (renderer/live-edit.tsx) are swapped for the editor's version, which shows
// the drafts live; the site as built for visitors never carries it.
const visitorHooks = join(projectRoot, 'renderer', 'live-edit.tsx')
const editorHooks = join(projectRoot, 'renderer', 'editor', 'live-edit.tsx')

const tokenMeta = 'editor-token'

export function editorPlugin(siteDir: string): Plugin {
  const api = editorApi(siteDir)
  return {
    name: 'site-editor',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!source.endsWith('live-edit.tsx') || importer === editorHooks) return undefined
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true })
      return resolved?.id === visitorHooks ? editorHooks : undefined
    },
    transformIndexHtml: () => [
      { tag: 'meta', attrs: { name: tokenMeta, content: api.token }, injectTo: 'head' },
      { tag: 'script', attrs: { type: 'module', src: '/editor/overlay.tsx' }, injectTo: 'body' },
    ],
    configureServer(server) {
      server.middlewares.use((req, res, next) => (req.url?.startsWith(apiPrefix) ? api.handle(req, res) : next()))
      server.httpServer?.on('close', api.close)
    },
  }
}
