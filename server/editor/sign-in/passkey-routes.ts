// Passkeys in the hosted editor (@simplewebauthn/server): one is made when an invitation is accepted,
// and signs its person in afterwards with the device's fingerprint, face or screen lock.
//   POST auth/invitation { secret }                   the invitation's address and role, and the options
//                                                      to make a passkey
//   POST auth/invitation/accept { secret, credential? } accepts it once (with the passkey made, or
//                                                      none: then links by email sign in) and signs in
//   POST auth/passkey/options                          the options to sign in with a passkey
//   POST auth/passkey { credential }                   signs in with it
// Each challenge is kept in the database for five minutes and used once, and past 10,000 pending the
// oldest are dropped (server/passkey-challenges.ts); the passkey's public key and counter are kept there
// too (server/people-store.ts). Nobody signed in may ask for options: hosted.ts limits them per client.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticatorTransport,
} from '@simplewebauthn/server'
import type { ChallengeFor } from '../../passkey-challenges.ts'
import type { PeopleStore } from '../../people-store.ts'
import { editorErrors } from '../editor-errors.ts'
import { signIn } from './people-session.ts'
import { authAnswers, authBodies, authPrefix, authRoutes, SecretBody } from '../sign-in-contract.ts'

/** Why an invitation's link does not work, in words: cancelled by an owner or by a removal, used or expired. */
async function invitationRefused(people: PeopleStore, secret: string) {
  const cancelled = await people.invitationCancelled(secret)
  if (cancelled === 'by the removal') return editorErrors.invitationRemoved()
  return cancelled ? editorErrors.invitationCancelled() : editorErrors.invitationGone()
}

export const passkeyRoutes: FastifyPluginAsyncTypebox<{ people: PeopleStore; origin: string; siteName: string }> = async (
  app,
  { people, origin, siteName },
) => {
  const rpID = new URL(origin).hostname
  /** What the device's answer must say: this origin, and a challenge the editor gave for this purpose, used once. */
  const expected = (given: ChallengeFor) => ({
    expectedChallenge: (challenge: string) => people.takeChallenge(challenge, given),
    expectedOrigin: origin,
    expectedRPID: rpID,
  })
  /** The library's answer, once it confirmed the device's. Its reasons for refusing are for developers: they
   * are logged, and the person is told in words what to do. */
  const confirmed = async <T extends { verified: boolean }>(verifying: Promise<T>) => {
    const answer = await verifying.catch((error: Error) => error)
    if (!(answer instanceof Error) && answer.verified) return answer as T & { verified: true }
    const reason = answer instanceof Error ? answer : new Error('the device did not confirm it')
    app.log.warn({ err: reason }, 'a passkey was refused')
    if (/challenge/i.test(reason.message)) throw editorErrors.passkeyTooSlow()
    throw /counter/i.test(reason.message) ? editorErrors.passkeyCountBehind() : editorErrors.passkeyRefused()
  }

  app.post(authPrefix + authRoutes.invitation, { schema: { body: SecretBody, response: { 200: authAnswers.invitation } } }, async (request) => {
    const invitation = await people.invitation(request.body.secret)
    if (!invitation) throw await invitationRefused(people, request.body.secret)
    const options = await generateRegistrationOptions({
      rpName: siteName,
      rpID,
      userName: invitation.email,
      userDisplayName: invitation.name,
      attestationType: 'none',
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    })
    await people.keepChallenge(options.challenge, { purpose: 'register', secret: request.body.secret })
    return { ...invitation, options }
  })

  app.post(
    authPrefix + authRoutes.acceptInvitation,
    { schema: { body: authBodies.acceptInvitation, response: { 200: authAnswers.acceptInvitation } } },
    async (request, reply) => {
      const { secret, credential } = request.body
      const verifying = credential && verifyRegistrationResponse({ response: credential, ...expected({ purpose: 'register', secret }) })
      const passkey = verifying && (await confirmed(verifying)).registrationInfo.credential
      const person = await people.acceptInvitation(secret)
      if (!person) throw await invitationRefused(people, secret)
      await people.audit({ person: person.id, email: person.email, action: 'invitation accepted', detail: person.role, address: request.ip })
      if (passkey) {
        await people.addPasskey({
          credentialId: passkey.id,
          publicKey: Buffer.from(passkey.publicKey).toString('base64url'),
          counter: passkey.counter,
          transports: passkey.transports ?? [],
          person: person.id,
        })
        await people.audit({ person: person.id, email: person.email, action: 'passkey added', address: request.ip })
      }
      return signIn(people, request, reply, person, passkey ? 'new passkey' : 'invitation')
    },
  )

  app.post(authPrefix + authRoutes.passkeyOptions, { schema: { response: { 200: authAnswers.passkeyOptions } } }, async () => {
    const options = await generateAuthenticationOptions({ rpID, userVerification: 'required' })
    await people.keepChallenge(options.challenge, { purpose: 'sign-in' })
    return options
  })

  app.post(authPrefix + authRoutes.passkey, { schema: { body: authBodies.passkey, response: { 200: authAnswers.passkey } } }, async (request, reply) => {
    const { credential } = request.body
    const passkey = await people.passkey(credential.id)
    const person = passkey && (await people.person(passkey.person))
    if (!passkey || !person || person.removed) throw editorErrors.passkeyUnknown()
    const verified = await confirmed(
      verifyAuthenticationResponse({
        response: credential,
        ...expected({ purpose: 'sign-in' }),
        credential: {
          id: passkey.credentialId,
          publicKey: Buffer.from(passkey.publicKey, 'base64url'),
          counter: passkey.counter,
          transports: passkey.transports as AuthenticatorTransport[],
        },
      }),
    )
    await people.setPasskeyCounter(passkey.credentialId, verified.authenticationInfo.newCounter)
    return signIn(people, request, reply, person, 'passkey')
  })
}
