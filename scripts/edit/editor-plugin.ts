// The editor as a Vite plugin beside the site plugin: the site's own pages, rendered by the same
// renderer, with the editor's overlay (renderer/editor/) added to each page and the session token in a
// <meta> the overlay reads. The API answers under /__editor/.
import type { Plugin } from 'vite'
import { apiPrefix, editorApi } from './editor-api.ts'

const tokenMeta = 'editor-token'

export function editorPlugin(siteDir: string): Plugin {
  const api = editorApi(siteDir)
  return {
    name: 'site-editor',
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
