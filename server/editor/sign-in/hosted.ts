// The hosted editor (npm run edit with EDITOR_ORIGIN): the firm's staff sign in, each with a role, and
// nothing but the sign-in pages is answered without a session (people-session.ts), and anyone without
// one, being anyone on the internet, may make only so many requests a minute (by @fastify/rate-limit,
// in the process's memory, per client address). Registered by plugin.ts in place of the local editor's
// one person.
import rateLimit from '@fastify/rate-limit'
import type { FastifyInstance } from 'fastify'
import { loadSite } from '../../../schema/load-site.ts'
import type { MailSettings } from '../../mailer.ts'
import type { PeopleStore } from '../../people-store.ts'
import { editorErrors } from '../editor-errors.ts'
import { passkeyRoutes } from './passkey-routes.ts'
import { peopleMail } from '../people/people-mail.ts'
import { peopleRoutesPlugin } from '../people/people-routes.ts'
import { clientLimit, hostedSessions } from './people-session.ts'
import { defaultSignInLimits, signInRoutes, type SignInLimits } from './sign-in-routes.ts'

export interface HostedOptions {
  /** EDITOR_ORIGIN: the address staff open. */
  origin: string
  people: PeopleStore
  siteDir: string
  /** The firm's SMTP server, for invitations and sign-in links; without it links are only printed. */
  mail?: MailSettings
  signInLimits?: SignInLimits
  /** The site's pictures are open to anyone, for a preview link's page (people-session.ts hostedSessions). */
  openPictures?: boolean
}

/** Requests without a session, per client address, their files and pictures aside (people-session.ts isFree):
 * signing in takes a few (its page, a few calls), opening a preview link one (its secret checked). */
export const openLimit = { max: 120, windowMs: 60_000 }

export async function registerHosted(app: FastifyInstance, { origin, people, siteDir, mail, signInLimits = defaultSignInLimits, openPictures }: HostedOptions) {
  await app.register(rateLimit, { global: false })
  hostedSessions(app, people, clientLimit(app, openLimit.max, openLimit.windowMs, editorErrors.tooManyRequests), openPictures)
  const sender = mail && peopleMail(mail, siteDir)
  app.addHook('onClose', async () => sender?.close())
  const siteName = `${loadSite(siteDir).site?.config.firm.name ?? 'The firm'} website editor`
  await app.register(signInRoutes, { people, mail: sender, origin, limits: signInLimits })
  await app.register(passkeyRoutes, { people, origin, siteName })
  await app.register(peopleRoutesPlugin, { people, mail: sender, origin })
  return sender
}
