// What the sign-in pages say that their HTML (sign-in.html) does not: the answers to what a person did.
export const signInWords = {
  failed: 'Something went wrong. Try again in a moment.',
  passkeyCancelled: 'No passkey was used. Try again, or sign in with a link by email.',
  olderInvitation: 'This invitation link is of an older kind, which no longer works. Ask the person who invited you to invite you again.',
  olderLink: 'This sign-in link is of an older kind, which no longer works. Type your work email above to be sent a new one.',
  invitationCut:
    'This invitation link is incomplete: part of it was lost, perhaps when it was copied or by the email program. Open it again from the email, or ask the person who invited you to invite you again.',
  linkCut: 'This sign-in link is incomplete: part of it was lost, perhaps when it was copied. Type your work email above to be sent a new one.',
  signedOut: 'You have signed out. Sign in again here when you need to.',
  invitedAs: (email: string, can: string) => `You are invited as ${email}, to ${can}.`,
}
