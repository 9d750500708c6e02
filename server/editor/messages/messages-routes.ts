// The messages visitors sent through the site's forms, from the same store the site's server keeps them
// in (SQLite or PostgreSQL), for the firm's staff in the editor:
//   GET messages?q=words   newest first; with q, only those whose any field holds all the words
//   PUT messages/answered  { id, answered } marks one answered (by whom, when) or not
//   GET messages.csv       all of them for a spreadsheet, a formula in any cell neutralised (toCsv,
//                          as `npm run messages -- --csv` writes it)
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyRequest } from 'fastify'
import { messageFields } from '../../../schema/contact-fields.ts'
import type { MessagesStore } from '../../messages-store.ts'
import { toCsv } from '../../messages-report.ts'
import { apiPrefix, editorRoutes } from '../contract.ts'
import { MarkAnswered, Messages, MessagesQuery, type VisitorMessage } from '../messages-contract.ts'
import { editorErrors } from '../editor-errors.ts'

/** Who marks a message answered, as the others read it: their name, else their email. */
const markedBy = (request: FastifyRequest) => request.editorPerson?.name || request.editorPerson?.email || 'local'

/** Lower case, accents taken off, so "jose" finds "José". */
const folded = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()

export const messagesRoutes: FastifyPluginAsyncTypebox<{ store: () => Promise<MessagesStore> }> = async (app, { store }) => {
  async function messages(): Promise<VisitorMessage[]> {
    const open = await store()
    const [all, answers] = await Promise.all([open.list(), open.messageAnswers.all()])
    const fieldsOf = (m: (typeof all)[number]) => Object.fromEntries(messageFields.flatMap((f) => (m[f] === undefined ? [] : [[f, m[f]]])))
    return all.reverse().map((m) => ({ id: m.id, receivedAt: m.receivedAt, ...fieldsOf(m), ...answers.get(m.id) }) as VisitorMessage)
  }

  app.get(apiPrefix + editorRoutes.messages, { schema: { querystring: MessagesQuery, response: { 200: Messages } } }, async (request) => {
    const words = folded(request.query.q ?? '').match(/\S+/g) ?? []
    const found = (await messages()).filter((m) => {
      const text = folded(messageFields.map((f) => m[f] ?? '').join('\n'))
      return words.every((word) => text.includes(word))
    })
    return { messages: found }
  })

  app.put(apiPrefix + editorRoutes.messageAnswered, { schema: { body: MarkAnswered, response: { 200: MarkAnswered } } }, async (request) => {
    const { id, answered } = request.body
    if (!(await (await store()).messageAnswers.mark(id, answered, markedBy(request)))) throw editorErrors.noSuchMessage()
    return { id, answered }
  })

  app.get(apiPrefix + editorRoutes.messagesCsv, async (_request, reply) => {
    const all = (await (await store()).list()).reverse()
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="messages-${new Date().toISOString().slice(0, 10)}.csv"`)
      .send(toCsv(all))
  })
}
