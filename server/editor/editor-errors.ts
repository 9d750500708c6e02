// Every error the editor's server answers, in one place, and its error handler: the server's own
// (server/errors.ts: a 4xx says what to do, a 5xx says nothing about the inside, everything is logged),
// with the editor's words for a request its schemas refuse. Answers are { code, message }: the code is
// the entry's name in the catalogue, for the page to branch on; the message is for the person.
import type { ErrorObject } from 'ajv'
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { HttpError, logError, statusOf } from '../errors.ts'
import { siteDataMaxBytes } from './security/body-limits.ts'
import { Type, type Static } from 'typebox'
import { photoMaxBytes } from './contract.ts'

type Words = string | ((...args: never[]) => string)
/** The errors of one status, each made from its words (or from the details given), its name its code, so a name is written once. */
function withStatus<T extends Record<string, Words>>(status: number, catalogue: T) {
  const made = Object.entries(catalogue).map(([code, words]: [string, Words]) => [
    code,
    (...args: never[]) => Object.assign(new HttpError(status, typeof words === 'string' ? words : words(...args)), { code }),
  ])
  return Object.fromEntries(made) as { [K in keyof T]: (...args: T[K] extends (...args: infer A) => string ? A : []) => HttpError & { code: K } }
}

/** The catalogue, by status. */
export const editorErrors = {
  ...withStatus(400, {
    passkeyRefused: "Your device's answer could not be checked. Try again; if it keeps failing, sign in with a link by email.",
    passkeyTooSlow: 'The sign-in took more than five minutes, or this step was used already. Try again.',
    passkeyCountBehind: 'This passkey answered as if an older copy of it were used, so the editor does not accept it. Sign in with a link by email instead.',
    notASiteFile: (name: string) =>
      `"${name}" is not a file the editor can open: it edits site.yaml, testimonials.yaml and pages/<name>.yaml, the name in small letters, digits and dashes.`,
    refusedFile: (reason: string) => reason,
    sayWhatYouThink: 'Say what you think in a few words, or choose Looks good.',
    timePassed: 'That time has passed: choose a time to come, or publish it now.',
    sayWhichChanges: 'Say which changes you ask for: the sender reads your words beside the request.',
    notAPhoto:
      'This file cannot be read as a photo: it may be damaged, or not a picture at all. Open it on your computer and save it again as JPEG or PNG, then try again.',
    photoTooManyPixels: (limitMegapixels: number) =>
      `This photo has more than ${limitMegapixels} megapixels, more than the editor opens (a camera's largest photo has about 45). Save it smaller, 4,000 pixels wide is plenty for the site, and try again.`,
    photoWords: "Say in words what the photo shows, with at least one letter or digit: the photo's file name is made from them.",
    photoName: (name: string) => `"${name}" is not a name the editor gives photos: small letters, digits and dashes in a folder of images/.`,
    invalidRequest: (detail: string) => `The request is not one the editor understands: ${detail}.`,
  }),
  ...withStatus(401, {
    signInFirst: 'Sign in to the editor first: your session has ended, or you have not signed in on this browser.',
    passkeyUnknown: 'This passkey does not open the editor: it was removed, or made for another site. Sign in with a link by email instead.',
  }),
  ...withStatus(403, {
    wrongHost: (origin: string) => `The editor answers only at its own address, ${origin}.`,
    crossSite: "This request does not come from the editor's own page, so it is refused.",
    noSession: 'This request does not come from the editor page (no or wrong session token). Reload the editor.',
    notAllowed: (role: string) => `Only ${role === 'owner' ? 'an owner' : `a ${role}`} of the editor may do this. Ask an owner if you need to.`,
    sendForReview: 'Here, changes are not saved into the site: they are kept for you as you type. Send them for review when they are ready.',
    notYourRequest: 'Only whoever sent this change may reword it. Comment on it instead.',
    ownRole: 'This is you: another owner can change what you may do.',
  }),
  ...withStatus(404, {
    notFound: 'There is nothing of the editor at this address.',
    noSuchInvitation: 'There is no such invitation waiting: it was used, cancelled or has expired.',
    noSuchPerson: (email: string) => `Nobody with the address ${email} may sign in to the editor.`,
    noSuchSession: 'There is no such session: it has ended already.',
    noSuchMessage: 'There is no such message. Reload the list: it may have been removed.',
    noSuchRequest: 'There is no such change sent for review: it was never sent with the editor. Reload the list of changes waiting.',
    noSuchVersion: 'There is no such version of this page on the published site. Reload its versions.',
    noPicture: 'There is no such picture in the last review.',
  }),
  ...withStatus(409, {
    notPublished: (problems: string[]) =>
      `Nothing was published: the site would have ${problems.length === 1 ? 'a problem' : `${problems.length} problems`}. ${problems.join(' ')}`,
    publishClash: (places: string[]) =>
      `Nothing was published: this change and one published since it was sent both changed ${places.length === 1 ? 'the same place' : 'the same places'}: ${places.join('; ')}. Whoever sent it can open the page, make the change again on the site as it is now, and send it for review.`,
    publishLineClash: (branch: string) =>
      `Nothing was published: ${branch} changes lines of the site that a change published since it was sent changed too, beyond the fields the editor can merge (a comment, or a file changed by hand). Make the change again on the site as it is now, and send it for review.`,
    nothingNewToSend: 'These changes have been sent for review already: there is nothing new to send.',
    requestNotWaiting: (state: string) =>
      `This change is ${state === 'published' ? 'published already' : state === 'declined' ? 'declined' : 'not waiting for review'}: there is nothing to answer. Reload it to see where it is.`,
    notPublishedYet: 'This change is not published: there is nothing to undo. Decline it instead, if it should not be.',
    undoClash:
      'Nothing was undone: a change published since then changed the same places. Each is listed with both values; change them by hand if they should go back.',
    previewDecided: (state: string) =>
      `These changes were ${state === 'published' ? 'published' : 'declined'} meanwhile, so your words were not sent: tell whoever sent you this link instead.`,
    publishedMeanwhile: 'This page was published again a moment ago: open its versions again, and choose the one to restore.',
    requestAltered: 'This change was altered outside the editor after it was sent; it cannot be published. Ask the sender to send it again.',
    photoTakenMeanwhile: (name: string) =>
      `A different photo named ${name} was published since you added yours, so nothing was sent. Choose your photo again (it gets a new name), then send again.`,
  }),
  ...withStatus(410, {
    invitationGone: 'This invitation has been used or has expired. Ask the person who invited you for a new one.',
    invitationCancelled: 'This invitation was cancelled. Ask the person who invited you for a new one if you should still have one.',
    invitationRemoved:
      'This invitation was cancelled when your access to the editor was removed. If you should have access again, ask an owner to invite you anew.',
    linkGone: 'This link has been used or has expired. Ask for a new one on the sign-in page.',
    previewLinkGone: 'This preview link has ended or expired. Ask whoever sent it to you for a new one.',
  }),
  ...withStatus(413, {
    siteDataTooLarge: (limitMb: number) =>
      `These changes are larger than ${limitMb} MB, more than the editor takes at once (a page of the site is usually well under 100 KB). Undo the last change, or make the page into two.`,
    requestTooLarge: 'This request is larger than the editor takes. Reload the editor and try again.',
    photoTooLarge: (limitMb: number) =>
      `This file is larger than ${limitMb} MB, the most the editor takes. Save the photo smaller (a phone's or camera's photo is usually well under this) and try again.`,
  }),
  ...withStatus(429, {
    tooManyLinks: (after: string) => `Too many sign-in links were asked for. Wait ${after} and ask again.`,
    tooManyRequests: (after: string) => `Too many requests came from your address without signing in. Wait ${after} and try again.`,
  }),
  ...withStatus(500, {
    siteFolderLink: (folder: string) => `site/${folder} is a link to another folder; the editor does not follow links out of site/.`,
    internal: 'Internal Server Error',
  }),
}

/** A name of the catalogue: the code an error answer carries. */
export type EditorErrorCode = keyof typeof editorErrors

/** Every error's answer (a 4xx or a 5xx), the schema of each route's: a code to branch on, a name of the
 * catalogue or Fastify's own (`FST_…`, a request it refuses before the editor reads it), and words to
 * show the person. The page imports its type. */
export const ErrorAnswer = Type.Object({
  code: Type.Union([Type.Enum(Object.keys(editorErrors) as EditorErrorCode[]), Type.TemplateLiteral('FST_${string}')]),
  message: Type.String(),
})
export type ErrorAnswer = Static<typeof ErrorAnswer>

/** Adds the error answer to the answers of every route registered after it that describes its answers. */
export function answerSchemasWithErrors(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    if (route.schema?.response) route.schema.response = { '4xx': ErrorAnswer, '5xx': ErrorAnswer, ...route.schema.response }
  })
}

/** A body over its route's limit (body-limits.ts), in words for what the route takes. */
function tooLarge(limit: number | undefined) {
  if (limit === photoMaxBytes) return editorErrors.photoTooLarge(photoMaxBytes / 1024 / 1024)
  if (limit === siteDataMaxBytes) return editorErrors.siteDataTooLarge(siteDataMaxBytes / 1024 / 1024)
  return editorErrors.requestTooLarge()
}

const answerOf = ({ code, message }: HttpError & { code: EditorErrorCode }): ErrorAnswer => ({ code, message })
const isCatalogued = (error: FastifyError): error is FastifyError & HttpError & { code: EditorErrorCode } =>
  error instanceof HttpError && error.code in editorErrors

/** What the person is told: a 5xx of the editor's own says nothing of the inside; Fastify's refusals of a
 * body too large or not as its schema says are in the editor's words; its others, in Fastify's. */
function answerTo(error: FastifyError, request: FastifyRequest, status: number): ErrorAnswer {
  if (isCatalogued(error)) return answerOf(error)
  if (status >= 500) return answerOf(editorErrors.internal())
  const issue = error.validation?.[0] as ErrorObject | undefined
  if (issue?.propertyName !== undefined) return answerOf(editorErrors.notASiteFile(issue.propertyName))
  if (issue) return answerOf(editorErrors.invalidRequest(`${issue.instancePath || 'the body'} ${issue.message ?? 'is not valid'}`))
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return answerOf(tooLarge(request.routeOptions.bodyLimit))
  return { code: error.code?.startsWith('FST_') ? (error.code as `FST_${string}`) : 'FST_ERR_UNKNOWN', message: error.message }
}

export function editorErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = statusOf(error)
  logError(request, error, status)
  return reply.code(status).send(answerTo(error, request, status))
}
