// What the sign-in pages say that their HTML (sign-in.html) does not: the answers to what a person did.
export const signInWords = {
  failed: 'Something went wrong. Try again in a moment.',
  passkeyCancelled: 'No passkey was used. Try again, or sign in with a link by email.',
  invitedAs: (email: string, can: string) => `You are invited as ${email}, to ${can}.`,
}
