// Every error the editor's server answers, in one place, and its error handler: the server's own
// (server/errors.ts: a 4xx says what to do, a 5xx says nothing about the inside, everything is logged),
// with the editor's words for a request its schemas refuse. Answers are { code, message }: the code is
// the entry's name in the catalogue, for the page to branch on; the message is for the person.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { HttpError, logError, statusOf } from '../errors.ts'
import { siteDataMaxBytes } from './security/body-limits.ts'
import { Type, type Static } from 'typebox'
import { photoMaxBytes } from './contract.ts'

const catalogue = {
  notFound: () => new HttpError(404, 'There is nothing of the editor at this address.'),
  wrongHost: (origin: string) => new HttpError(403, `The editor answers only at its own address, ${origin}.`),
  crossSite: () => new HttpError(403, "This request does not come from the editor's own page, so it is refused."),
  noSession: () => new HttpError(403, 'This request does not come from the editor page (no or wrong session token). Reload the editor.'),
  signInFirst: () => new HttpError(401, 'Sign in to the editor first: your session has ended, or you have not signed in on this browser.'),
  notAllowed: (role: string) =>
    new HttpError(403, `Only ${role === 'owner' ? 'an owner' : `a ${role}`} of the editor may do this. Ask an owner if you need to.`),
  invitationGone: () => new HttpError(410, 'This invitation has been used or has expired. Ask the person who invited you for a new one.'),
  invitationCancelled: () => new HttpError(410, 'This invitation was cancelled. Ask the person who invited you for a new one if you should still have one.'),
  invitationRemoved: () =>
    new HttpError(
      410,
      'This invitation was cancelled when your access to the editor was removed. If you should have access again, ask an owner to invite you anew.',
    ),
  noSuchInvitation: () => new HttpError(404, 'There is no such invitation waiting: it was used, cancelled or has expired.'),
  linkGone: () => new HttpError(410, 'This link has been used or has expired. Ask for a new one on the sign-in page.'),
  passkeyUnknown: () =>
    new HttpError(401, 'This passkey does not open the editor: it was removed, or made for another site. Sign in with a link by email instead.'),
  passkeyRefused: () => new HttpError(400, "Your device's answer could not be checked. Try again; if it keeps failing, sign in with a link by email."),
  passkeyTooSlow: () => new HttpError(400, 'The sign-in took more than five minutes, or this step was used already. Try again.'),
  passkeyCountBehind: () =>
    new HttpError(400, 'This passkey answered as if an older copy of it were used, so the editor does not accept it. Sign in with a link by email instead.'),
  tooManyLinks: (after: string) => new HttpError(429, `Too many sign-in links were asked for. Wait ${after} and ask again.`),
  tooManyRequests: (after: string) => new HttpError(429, `Too many requests came from your address without signing in. Wait ${after} and try again.`),
  noSuchPerson: (email: string) => new HttpError(404, `Nobody with the address ${email} may sign in to the editor.`),
  noSuchSession: () => new HttpError(404, 'There is no such session: it has ended already.'),
  notASiteFile: (name: string) =>
    new HttpError(
      400,
      `"${name}" is not a file the editor can open: it edits site.yaml, testimonials.yaml and pages/<name>.yaml, the name in small letters, digits and dashes.`,
    ),
  noSuchFile: (name: string) => new HttpError(400, `${name} is not a file of the site, and only a new page (pages/<name>.yaml) can be made.`),
  refusedFile: (reason: string) => new HttpError(400, reason),
  siteFolderLink: (folder: string) => new HttpError(500, `site/${folder} is a link to another folder; the editor does not follow links out of site/.`),
  noSuchMessage: () => new HttpError(404, 'There is no such message. Reload the list: it may have been removed.'),
  sendForReview: () =>
    new HttpError(403, 'Here, changes are not saved into the site: they are kept for you as you type. Send them for review when they are ready.'),
  notPublished: (problems: string[]) =>
    new HttpError(
      409,
      `Nothing was published: the site would have ${problems.length === 1 ? 'a problem' : `${problems.length} problems`}. ${problems.join(' ')}`,
    ),
  publishClash: (places: string[]) =>
    new HttpError(
      409,
      `Nothing was published: this change and one published since it was sent both changed ${places.length === 1 ? 'the same place' : 'the same places'}: ${places.join('; ')}. Whoever sent it can open the page, make the change again on the site as it is now, and send it for review.`,
    ),
  publishLineClash: (branch: string) =>
    new HttpError(
      409,
      `Nothing was published: ${branch} changes lines of the site that a change published since it was sent changed too, beyond the fields the editor can merge (a comment, or a file changed by hand). Make the change again on the site as it is now, and send it for review.`,
    ),
  nothingNewToSend: () => new HttpError(409, 'These changes have been sent for review already: there is nothing new to send.'),
  noSuchRequest: () => new HttpError(404, 'There is no such change sent for review: it was never sent with the editor. Reload the list of changes waiting.'),
  requestNotWaiting: (state: string) =>
    new HttpError(
      409,
      `This change is ${state === 'published' ? 'published already' : state === 'declined' ? 'declined' : 'not waiting for review'}: there is nothing to answer. Reload it to see where it is.`,
    ),
  previewLinkGone: () => new HttpError(410, 'This preview link has ended or expired. Ask whoever sent it to you for a new one.'),
  sayWhatYouThink: () => new HttpError(400, 'Say what you think in a few words, or choose Looks good.'),
  notPublishedYet: () => new HttpError(409, 'This change is not published: there is nothing to undo. Decline it instead, if it should not be.'),
  undoClash: () =>
    new HttpError(
      409,
      'Nothing was undone: a change published since then changed the same places. Each is listed with both values; change them by hand if they should go back.',
    ),
  noSuchVersion: () => new HttpError(404, 'There is no such version of this page on the published site. Reload its versions.'),
  publishedMeanwhile: () => new HttpError(409, 'This page was published again a moment ago: open its versions again, and choose the one to restore.'),
  timePassed: () => new HttpError(400, 'That time has passed: choose a time to come, or publish it now.'),
  sayWhichChanges: () => new HttpError(400, 'Say which changes you ask for: the sender reads your words beside the request.'),
  notYourRequest: () => new HttpError(403, 'Only whoever sent this change may reword it. Comment on it instead.'),
  requestAltered: () =>
    new HttpError(409, 'This change was altered outside the editor after it was sent; it cannot be published. Ask the sender to send it again.'),
  noPicture: () => new HttpError(404, 'There is no such picture in the last review.'),
  notAPhoto: () =>
    new HttpError(
      400,
      'This file cannot be read as a photo: it may be damaged, or not a picture at all. Open it on your computer and save it again as JPEG or PNG, then try again.',
    ),
  photoTooManyPixels: (limitMegapixels: number) =>
    new HttpError(
      400,
      `This photo has more than ${limitMegapixels} megapixels, more than the editor opens (a camera's largest photo has about 45). Save it smaller, 4,000 pixels wide is plenty for the site, and try again.`,
    ),
  siteDataTooLarge: (limitMb: number) =>
    new HttpError(
      413,
      `These changes are larger than ${limitMb} MB, more than the editor takes at once (a page of the site is usually well under 100 KB). Undo the last change, or make the page into two.`,
    ),
  requestTooLarge: () => new HttpError(413, 'This request is larger than the editor takes. Reload the editor and try again.'),
  photoTooLarge: (limitMb: number) =>
    new HttpError(
      413,
      `This file is larger than ${limitMb} MB, the most the editor takes. Save the photo smaller (a phone's or camera's photo is usually well under this) and try again.`,
    ),
  photoWords: () => new HttpError(400, "Say in words what the photo shows, with at least one letter or digit: the photo's file name is made from them."),
  photoName: (name: string) => new HttpError(400, `"${name}" is not a name the editor gives photos: small letters, digits and dashes in a folder of images/.`),
  photoTakenMeanwhile: (name: string) =>
    new HttpError(
      409,
      `A different photo named ${name} was published since you added yours, so nothing was sent. Choose your photo again (it gets a new name), then send again.`,
    ),
  invalidRequest: (detail: string) => new HttpError(400, `The request is not one the editor understands: ${detail}.`),
  internal: () => new HttpError(500, 'Internal Server Error'),
}

/** A name of the catalogue: the code an error answer carries. */
export type EditorErrorCode = keyof typeof catalogue

/** Every error's answer (a 4xx or a 5xx), the schema of each route's: a code to branch on, a name of the
 * catalogue or Fastify's own (`FST_…`, a request it refuses before the editor reads it), and words to
 * show the person. The page imports its type. */
export const ErrorAnswer = Type.Object({
  code: Type.Union([Type.Enum(Object.keys(catalogue) as EditorErrorCode[]), Type.TemplateLiteral('FST_${string}')]),
  message: Type.String(),
})
export type ErrorAnswer = Static<typeof ErrorAnswer>
type FastifyErrorCode = Extract<ErrorAnswer['code'], `FST_${string}`>

type Maker = (...args: never[]) => HttpError
/** The catalogue's entries, each making its error with its name as its code, so a name is written once. */
function withCodes<T extends Record<string, Maker>>(makers: T): { [K in keyof T]: (...args: Parameters<T[K]>) => HttpError & { code: K } } {
  const coded = Object.entries(makers).map(([code, make]) => [code, (...args: never[]) => Object.assign(make(...args), { code })])
  return Object.fromEntries(coded) as { [K in keyof T]: (...args: Parameters<T[K]>) => HttpError & { code: K } }
}

export const editorErrors = withCodes(catalogue)

/** Adds the error answer to the answers of every route registered after it that describes its answers. */
export function answerSchemasWithErrors(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    if (route.schema?.response) route.schema.response = { '4xx': ErrorAnswer, '5xx': ErrorAnswer, ...route.schema.response }
  })
}

interface SchemaIssue {
  keyword: string
  instancePath: string
  message?: string
  propertyName?: string
  params: Record<string, unknown>
}

/** A body over its route's limit (body-limits.ts), in words for what the route takes. */
function tooLarge(limit: number | undefined) {
  if (limit === photoMaxBytes) return editorErrors.photoTooLarge(photoMaxBytes / 1024 / 1024)
  if (limit === siteDataMaxBytes) return editorErrors.siteDataTooLarge(siteDataMaxBytes / 1024 / 1024)
  return editorErrors.requestTooLarge()
}

const answerOf = ({ code, message }: HttpError & { code: EditorErrorCode }): ErrorAnswer => ({ code, message })
const isCatalogued = (error: FastifyError): error is FastifyError & HttpError & { code: EditorErrorCode } =>
  error instanceof HttpError && error.code in catalogue
const isFastifys = (code: string | undefined): code is FastifyErrorCode => code?.startsWith('FST_') === true

/** What the person is told: a 5xx of the editor's own says nothing of the inside; Fastify's refusals of a
 * body too large or not as its schema says are in the editor's words; its others, in Fastify's. */
function answerTo(error: FastifyError, request: FastifyRequest, status: number): ErrorAnswer {
  if (isCatalogued(error)) return answerOf(error)
  if (status >= 500) return answerOf(editorErrors.internal())
  const issue = error.validation?.[0] as SchemaIssue | undefined
  if (issue?.propertyName !== undefined) return answerOf(editorErrors.notASiteFile(issue.propertyName))
  if (issue) return answerOf(editorErrors.invalidRequest(`${issue.instancePath || 'the body'} ${issue.message ?? 'is not valid'}`))
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return answerOf(tooLarge(request.routeOptions.bodyLimit))
  return { code: isFastifys(error.code) ? error.code : 'FST_ERR_UNKNOWN', message: error.message }
}

export function editorErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = statusOf(error)
  logError(request, error, status)
  return reply.code(status).send(answerTo(error, request, status))
}
