// The hosted editor (npm run edit with EDITOR_ORIGIN): the firm's staff sign in, each with a role, and
// nothing but the sign-in pages is answered without a session (people-session.ts). Registered by
// plugin.ts in place of the local editor's one person.
import rateLimit from '@fastify/rate-limit'
import type { FastifyInstance } from 'fastify'
import { loadSite } from '../../schema/load-site.ts'
import type { MailSettings } from '../mailer.ts'
import type { PeopleStore } from '../people-store.ts'
import { passkeyRoutes } from './passkey-routes.ts'
import { peopleMail } from './people-mail.ts'
import { peopleRoutesPlugin } from './people-routes.ts'
import { hostedSessions } from './people-session.ts'
import { defaultSignInLimits, signInRoutes, type SignInLimits } from './sign-in-routes.ts'

export interface HostedOptions {
  /** EDITOR_ORIGIN: the address staff open. */
  origin: string
  people: PeopleStore
  siteDir: string
  /** The firm's SMTP server, for invitations and sign-in links; without it links are only printed. */
  mail?: MailSettings
  signInLimits?: SignInLimits
}

export async function registerHosted(app: FastifyInstance, { origin, people, siteDir, mail, signInLimits = defaultSignInLimits }: HostedOptions) {
  hostedSessions(app, people)
  await app.register(rateLimit, { global: false })
  const sender = mail && peopleMail(mail, siteDir)
  app.addHook('onClose', async () => sender?.close())
  const siteName = `${loadSite(siteDir).site?.config.firm.name ?? 'The firm'} website editor`
  await app.register(signInRoutes, { people, mail: sender, origin, limits: signInLimits })
  await app.register(passkeyRoutes, { people, origin, siteName })
  await app.register(peopleRoutesPlugin, { people, mail: sender, origin })
}
