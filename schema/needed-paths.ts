// The paths of the pages the code needs, apart from the checks (schema/needed-pages.ts) so the
// browser's bundle can use them without the validator.
export const homePath = '/'
/** Shown for any address the site does not have; the build writes it as 404.html. */
export const notFoundPath = '/404'
/** Where the server sends a visitor whose form (posted without JavaScript) was received. */
export const sentPath = '/message-sent'
/** Where it sends them when the message was refused or could not be stored. */
export const notSentPath = '/message-not-sent'
