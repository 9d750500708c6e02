// The site's pages under the editor, from the editor's built UI (scripts/build/editor-bundle.ts) and
// site/ as it is now (site-state.ts):
//   GET /<route>                  the editor's page (the built index.html, with this session's token):
//                                 the site's own renderer draws the route in the browser, the overlay
//                                 on top; while site/ has problems, the list of them instead
//   GET /__editor/<file>           the built UI's files, as brotli or gzip when the browser takes it (the
//                                  bundle's build wrote both), those in assets/ (named by their content)
//                                  kept by the browser, never by a shared cache
//   GET /__editor/sign-in, /__editor/invitation/<secret>, /__editor/link/<secret>
//                                  the hosted editor's sign-in page (its files under /__editor/public/)
//   GET /__editor/preview          a change request's preview page (renderer/editor/preview-link/, its
//                                  files under /__editor/preview-files/), without the session's token
//   GET /route-index.json          every route and the address of its data (renderer/page-data.ts)
//   GET /__editor/page/<name>.json one page's data, as the build writes it
//   GET /images/…, /assets/images/… the site's pictures and their web versions; hosted, the person's
//                                  photos not sent yet first (theirs only: ../photos/drafted-photos.ts)
// Nothing else is served: no path outside the bundle, the site's pictures and the review's pictures.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { extname } from 'node:path'
import { problemsPage } from '../../../renderer/build/dev-problems-page.ts'
import { pageModule } from '../../../renderer/build/site-data.ts'
import { routeIndexPath, type RouteIndex } from '../../../renderer/page-data.ts'
import { readPlainFile } from '../../../schema/site-entries.ts'
import { fileAnswer } from '../../static-answer.ts'
import { contentTypes, defaultContentType, loadStaticSite } from '../../static-files.ts'
import { svgHeaders } from '../../svg-headers.ts'
import { Type } from 'typebox'
import { editorPrefix, pageDataPrefix, previewPages, sessionMeta } from '../contract.ts'
import { editorErrors } from '../editor-errors.ts'
import { signInPages } from '../sign-in-contract.ts'
import type { SiteState } from '../site/site-state.ts'
import type { DraftedPhotos } from '../photos/drafted-photos.ts'

// The UI's scripts and styles are the same for everyone signed in, and the page is the session's own.
const keptByTheBrowser = 'private, max-age=31536000, immutable'

// A route is words and dashes between slashes: /@fs/…, /@vite/client or /x.json are not routes.
export const routeLike = /^(\/[A-Za-z0-9_~-]+)*\/?$/

/** The site's pictures, as the live site serves them. */
export const picturePrefixes = ['/images/', '/assets/images/']

const escapeAttribute = (text: string) => text.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`)

export interface PagesOptions {
  bundleDir: string
  site: SiteState
  token: string
  /** Before a page is served (the hosted editor: fetch the site's repository); a failure is logged, not shown. */
  onPageOpen?: () => Promise<unknown>
  /** Each person's photos not sent yet (hosted with the site's repository): served to them, and in their pages' data. */
  photos?: DraftedPhotos
}

export const editorPages: FastifyPluginAsyncTypebox<PagesOptions> = async (app, { bundleDir, site, token, onPageOpen, photos }) => {
  const bundle = loadStaticSite(bundleDir, keptByTheBrowser)
  const shell = bundle.routes.get('/')?.identity.body
  if (!shell) throw new Error(`${bundleDir} has no index.html: build the editor (npm run build)`)
  const page = shell.toString('utf8').replace('</head>', `<meta name="${sessionMeta}" content="${escapeAttribute(token)}">\n</head>`)
  const personImages = (request: FastifyRequest) => request.editorPerson && photos?.images(request.editorPerson.id)
  const html = (reply: FastifyReply, body: string | Buffer) => reply.type(contentTypes['.html']!).send(body)

  app.get(`${editorPrefix}*`, (request, reply) => {
    const path = request.url.split('?')[0]!.slice(editorPrefix.length - 1)
    // The pages are served with the session's token or to anyone signing in, never as built files.
    const file = path.endsWith('.html') || path.endsWith('/') ? undefined : bundle.routes.get(path)
    if (!file) throw editorErrors.notFound()
    const answer = fileAnswer(file, request.headers)
    return reply.code(answer.status).headers(answer.headers).send(answer.body)
  })

  const signIn = [signInPages.signIn, `${signInPages.invitation}:secret`, `${signInPages.link}:secret`]
  for (const [built, paths] of [
    ['/sign-in.html', signIn],
    ['/preview-link.html', [previewPages.page]],
  ] as const) {
    const body = bundle.routes.get(built)?.identity.body
    for (const path of paths) app.get(path, (_request, reply) => (body ? html(reply, body) : editorErrors.notFound()))
  }

  app.get(routeIndexPath, () => {
    const { site: loaded } = site.loaded()
    if (!loaded) throw editorErrors.notFound()
    return Object.fromEntries(loaded.pages.map(({ name, page: p }) => [p.path, `${pageDataPrefix}${name}.json`])) satisfies RouteIndex
  })

  app.get(`${pageDataPrefix}:name`, { schema: { params: Type.Object({ name: Type.String({ pattern: '^[a-z0-9][a-z0-9-]*\\.json$' }) }) } }, async (request) => {
    const found = site.loaded().site?.pages.find(({ name }) => `${name}.json` === request.params.name)
    if (!found) throw editorErrors.notFound()
    const module = await pageModule(found.page, (await site.images()).images)
    // The person's drafts may show their photos on any page, after a reload too: theirs, kept apart (hosted
    // with the site's repository), or else any picture of site/images, where a photo is added before Save.
    const mine = photos ? (await personImages(request))?.images : (await site.images()).images
    return mine ? { ...module, images: { ...module.images, ...mine } } : module
  })

  // Only a picture the site lists (never through a link: schema/site-entries.ts), and only as a picture:
  // a page or a script in site/images would run on the editor's origin, where a signed-in person's data is.
  const image = async (request: FastifyRequest, reply: FastifyReply) => {
    let path: string
    try {
      path = decodeURIComponent(request.url.split('?')[0]!)
    } catch {
      throw editorErrors.notFound()
    }
    const file = (await personImages(request))?.files.get(path) ?? (await site.images()).files.get(path)
    const type = file && (contentTypes[extname(file).toLowerCase()] ?? defaultContentType)
    const body = file && type?.startsWith('image/') ? readPlainFile(file) : undefined
    if (!type || !body) throw editorErrors.notFound()
    if (type === contentTypes['.svg']) reply.headers(svgHeaders)
    return reply.header('x-content-type-options', 'nosniff').type(type).send(body)
  }
  for (const prefix of picturePrefixes) app.get(`${prefix}*`, image)

  app.get('/*', async (request, reply) => {
    const path = request.url.split('?')[0]!
    if (!routeLike.test(path)) throw editorErrors.notFound()
    await onPageOpen?.().catch((error: Error) =>
      request.log.warn({ err: error }, "the site's repository could not be fetched; the page shows the last version fetched"),
    )
    const { problems } = site.loaded()
    if (problems.length) return html(reply.code(500), problemsPage(problems, '<meta http-equiv="refresh" content="2">'))
    return html(reply, page)
  })
}
