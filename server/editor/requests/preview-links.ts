// A change request shown to someone without an account (preview-links-store.ts): a publisher makes a
// secret link to the request's preview, for at most 7 days, and may end it earlier. The secret travels
// after the `#` of the page's address (never in a path a server logs) and in the body of the two calls
// the preview page makes, which are all it opens: the request's site files (as it would be published)
// and a comment ("Looks good", or words) that reaches the request's timeline. Without a session they are
// limited per client like every open request (sign-in/people-session.ts), and each use is in the
// activity log.
//   POST requests/:id/preview-links      { days } (publishers) → { link, expires }
//   GET  requests/:id/preview-links      the request's links: who made each, when it ends or ended
//   POST requests/:id/preview-links/end  (publishers) ends every living link of the request
//   POST preview-api/site     { key } → { title, changes, state, files, icons, images } of the request's commit
//   POST preview-api/comment  { key, name, words?, looksGood } while the request is waiting (else a 409 in words)
//   GET  requests/:id/site    the same answer, signed in (the page's `?request=<id>` form, for publishers)
// The page itself is renderer/editor/preview-link/, served at previewPages.page (pages/pages.ts).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { PeopleStore } from '../../people-store.ts'
import type { PreviewLinksStore } from '../../preview-links-store.ts'
import { apiPrefix, previewPages } from '../contract.ts'
import { editorErrors } from '../editor-errors.ts'
import {
  isOpen,
  PreviewComment,
  PreviewKey,
  PreviewLinkBody,
  PreviewLinkMade,
  PreviewLinks,
  PreviewLinksEnded,
  previewRoutes,
  PreviewSite,
  RequestParams,
  requestRoutes,
} from '../requests-contract.ts'
import { Said } from '../sign-in-contract.ts'
import { requireRole } from '../sign-in/people-session.ts'
import { requestSite } from './request-site.ts'
import { requestOf, type RequestRouteOptions } from './hosted-requests.ts'

type Options = Omit<RequestRouteOptions, 'folder'> & { links: PreviewLinksStore; people: PeopleStore; origin: string }

export const previewLinkRoutes: FastifyPluginAsyncTypebox<Options> = async (app, { context, requests, links, people, remote, origin }) => {
  app.post(
    apiPrefix + requestRoutes.previewLinks,
    {
      preHandler: requireRole('publisher'),
      schema: { params: RequestParams, body: PreviewLinkBody, response: { 200: PreviewLinkMade } },
    },
    async (request) => {
      const sent = await requestOf(requests, request.params.id)
      const { secret, link } = await links.make(sent.id, context.person(request), request.body.days)
      await context.audit(request, 'preview link made', sent.id)
      return { link: `${origin}${previewPages.page}#key=${secret}`, expires: link.expires }
    },
  )

  app.get(apiPrefix + requestRoutes.previewLinks, { schema: { params: RequestParams, response: { 200: PreviewLinks } } }, async (request) => {
    const sent = await requestOf(requests, request.params.id)
    const names = new Map((await people.list()).map((p) => [p.id, p.name || p.email]))
    const made = await links.of(sent.id)
    return { links: made.map(({ madeBy, madeAt, expires, ended }) => ({ madeBy: names.get(madeBy) ?? '', madeAt, expires, ...(ended ? { ended } : {}) })) }
  })

  app.post(
    apiPrefix + requestRoutes.previewLinksEnd,
    {
      preHandler: requireRole('publisher'),
      schema: { params: RequestParams, response: { 200: PreviewLinksEnded } },
    },
    async (request) => {
      const sent = await requestOf(requests, request.params.id)
      const ended = await links.end(sent.id)
      await context.audit(request, 'preview links ended', sent.id)
      return { ended }
    },
  )

  /** The request a living link opens, or a 410 in words; every use is logged. */
  const opened = async (secret: string, ip: string, action: string) => {
    const link = await links.open(secret)
    if (!link) throw editorErrors.previewLinkGone()
    await people.audit({ action, detail: link.request, address: ip })
    return requestOf(requests, link.request)
  }

  app.post(previewPages.api + previewRoutes.site, { schema: { body: PreviewKey, response: { 200: PreviewSite } } }, async (request) => {
    const sent = await opened(request.body.key, request.ip, 'preview opened')
    return requestSite(context, remote, sent)
  })

  // The same page for someone signed in (`/__editor/preview?request=<id>`): any person who may open the
  // request (GET requests/:id) may see its site, without a link.
  app.get(apiPrefix + requestRoutes.requestSite, { schema: { params: RequestParams, response: { 200: PreviewSite } } }, async (request) => {
    const sent = await requestOf(requests, request.params.id)
    return requestSite(context, remote, sent)
  })

  app.post(previewPages.api + previewRoutes.comment, { schema: { body: PreviewComment, response: { 200: Said } } }, async (request) => {
    const { key: secret, name, words, looksGood } = request.body
    if (!looksGood && !words?.trim()) throw editorErrors.sayWhatYouThink()
    const sent = await opened(secret, request.ip, 'preview comment')
    // Asked for before the changes were published or declined, it would be read by no one now.
    if (!isOpen(sent)) throw editorErrors.previewDecided(sent.state)
    const said = [looksGood ? 'Looks good.' : '', words?.trim() ?? ''].filter(Boolean).join(' ')
    await requests.comment(sent.id, { by: `${name.trim()} (preview link)`, words: said })
    return { message: 'Thank you: your words reached the people who publish the site.' }
  })
}
