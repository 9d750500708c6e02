// What the editor's Messages panel (renderer/editor/messages/) and its routes (server/editor/messages/)
// agree on: the messages visitors sent and whether the firm answered each, as TypeBox schemas beside
// the rest of the contract (contract.ts). The browser's bundle imports this file: nothing of Node.
import { Type, type Static } from 'typebox'
import { messageFields } from '../../schema/contact-fields.ts'
import type { ContactMessage } from '../../schema/generated/site-types.ts'

/** A message's fields (schema/contact-fields.ts), each kept only when given, typed as the site's schema says. */
const ContactFields = Type.Unsafe<ContactMessage>(
  Type.Partial(Type.Object(/* @__PURE__ */ Object.fromEntries(/* @__PURE__ */ messageFields.map((field) => [field, Type.String()])))),
)
/** GET messages?q=: a message visitors sent, newest first, and whether the firm has answered it. */
export const VisitorMessage = Type.Intersect([
  ContactFields,
  Type.Object({
    id: Type.String(),
    receivedAt: Type.String(),
    answeredAt: Type.Optional(Type.String()),
    answeredBy: Type.Optional(Type.String()),
  }),
])
export type VisitorMessage = Static<typeof VisitorMessage>
export const MessagesQuery = Type.Object({ q: Type.Optional(Type.String({ maxLength: 200 })) }, { additionalProperties: false })
export const Messages = Type.Object({ messages: Type.Array(VisitorMessage) })

/** PUT messages/answered, answered as it was asked. */
export const MarkAnswered = Type.Object({ id: Type.String({ maxLength: 100 }), answered: Type.Boolean() }, { additionalProperties: false })
