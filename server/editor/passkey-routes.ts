// Passkeys in the hosted editor (@simplewebauthn/server): one is made when an invitation is accepted,
// and signs its person in afterwards with the device's fingerprint, face or screen lock.
//   POST auth/invitation { secret }                   the invitation's address and role, and the options
//                                                      to make a passkey
//   POST auth/invitation/accept { secret, credential? } accepts it once (with the passkey made, or
//                                                      none: then links by email sign in) and signs in
//   POST auth/passkey/options                          the options to sign in with a passkey
//   POST auth/passkey { credential }                   signs in with it
// Each challenge is kept here for five minutes and used once; the passkey's public key and counter
// are kept in the database (server/people-store.ts).
import type { FastifyInstance } from 'fastify'
import {
  generateAuthenticationOptions, generateRegistrationOptions, verifyAuthenticationResponse, verifyRegistrationResponse,
  type AuthenticationResponseJSON, type AuthenticatorTransport, type RegistrationResponseJSON,
} from '@simplewebauthn/server'
import type { PeopleStore } from '../people-store.ts'
import { editorErrors } from './editor-errors.ts'
import { signIn } from './people-session.ts'
import { authPrefix, authRoutes, type InvitationAnswer } from './sign-in-contract.ts'
import { secretBody } from './sign-in-routes.ts'

export interface PasskeyOptions { people: PeopleStore; origin: string; siteName: string }

interface Challenge { purpose: 'register' | 'sign-in'; secret?: string; expires: number }

const credentialBody = { type: 'object', properties: { id: { type: 'string', maxLength: 1024 }, response: { type: 'object' } }, required: ['id', 'response'] } as const

export async function passkeyRoutes(app: FastifyInstance, { people, origin, siteName }: PasskeyOptions) {
  const rpID = new URL(origin).hostname
  const challenges = new Map<string, Challenge>()
  const keep = (challenge: string, entry: Omit<Challenge, 'expires'>) => {
    const now = Date.now()
    for (const [key, { expires }] of challenges) if (expires < now) challenges.delete(key)
    challenges.set(challenge, { ...entry, expires: now + 5 * 60_000 })
  }
  /** The challenge the browser signed, used once: it must be one this server gave for this purpose. */
  const take = (purpose: Challenge['purpose'], secret?: string) => (challenge: string) => {
    const entry = challenges.get(challenge)
    challenges.delete(challenge)
    return entry !== undefined && entry.expires > Date.now() && entry.purpose === purpose && entry.secret === secret
  }
  const refused = (error: unknown) => editorErrors.passkeyRefused((error as Error).message)

  app.post<{ Body: { secret: string } }>(authPrefix + authRoutes.invitation, { schema: { body: secretBody } }, async (request): Promise<InvitationAnswer> => {
    const invitation = await people.invitation(request.body.secret)
    if (!invitation) throw await people.invitationCancelled(request.body.secret) ? editorErrors.invitationCancelled() : editorErrors.invitationGone()
    const options = await generateRegistrationOptions({
      rpName: siteName, rpID, userName: invitation.email, userDisplayName: invitation.name, attestationType: 'none',
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    })
    keep(options.challenge, { purpose: 'register', secret: request.body.secret })
    return { ...invitation, options }
  })

  app.post<{ Body: { secret: string; credential?: RegistrationResponseJSON } }>(authPrefix + authRoutes.acceptInvitation, {
    schema: { body: { ...secretBody, properties: { ...secretBody.properties, credential: credentialBody } } },
  }, async (request, reply) => {
    const { secret, credential } = request.body
    let passkey
    if (credential) {
      const verified = await verifyRegistrationResponse({ response: credential, expectedChallenge: take('register', secret), expectedOrigin: origin, expectedRPID: rpID })
        .catch((error: unknown) => { throw refused(error) })
      if (!verified.verified) throw refused(new Error('the device did not confirm it'))
      passkey = verified.registrationInfo.credential
    }
    const person = await people.acceptInvitation(secret)
    if (!person) throw editorErrors.invitationGone()
    await people.audit({ person: person.id, email: person.email, action: 'invitation accepted', detail: person.role, address: request.ip })
    if (passkey) {
      await people.addPasskey({
        credentialId: passkey.id, publicKey: Buffer.from(passkey.publicKey).toString('base64url'), counter: passkey.counter,
        transports: passkey.transports ?? [], person: person.id,
      })
      await people.audit({ person: person.id, email: person.email, action: 'passkey added', address: request.ip })
    }
    await signIn(people, request, reply, person, passkey ? 'new passkey' : 'invitation')
    return { name: person.name }
  })

  app.post(authPrefix + authRoutes.passkeyOptions, async () => {
    const options = await generateAuthenticationOptions({ rpID, userVerification: 'required' })
    keep(options.challenge, { purpose: 'sign-in' })
    return options
  })

  app.post<{ Body: { credential: AuthenticationResponseJSON } }>(authPrefix + authRoutes.passkey, {
    schema: { body: { type: 'object', properties: { credential: credentialBody }, required: ['credential'] } },
  }, async (request, reply) => {
    const { credential } = request.body
    const passkey = await people.passkey(credential.id)
    const person = passkey && await people.person(passkey.person)
    if (!passkey || !person || person.removed) throw editorErrors.passkeyUnknown()
    const verified = await verifyAuthenticationResponse({
      response: credential, expectedChallenge: take('sign-in'), expectedOrigin: origin, expectedRPID: rpID,
      credential: { id: passkey.credentialId, publicKey: Buffer.from(passkey.publicKey, 'base64url'), counter: passkey.counter, transports: passkey.transports as AuthenticatorTransport[] },
    }).catch((error: unknown) => { throw refused(error) })
    if (!verified.verified) throw refused(new Error('the device did not confirm it'))
    await people.setPasskeyCounter(passkey.credentialId, verified.authenticationInfo.newCounter)
    await signIn(people, request, reply, person, 'passkey')
    return { name: person.name }
  })
}
