// The messages visitors sent through the site's forms, from the same store the site's server keeps them
// in (SQLite or PostgreSQL), for the firm's staff in the editor:
//   GET messages?q=words   newest first; with q, only those whose any field holds all the words
//   PUT messages/answered  { id, answered } marks one answered (by whom, when) or not
//   GET messages.csv       all of them for a spreadsheet, a formula in any cell neutralised (toCsv,
//                          as `npm run messages -- --csv` writes it)
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { messageFields } from '../../../schema/contact-fields.ts'
import type { MessagesStore } from '../../messages-store.ts'
import { toCsv } from '../../messages-report.ts'
import { apiPrefix, editorRoutes, type MarkAnswered, type VisitorMessage } from '../contract.ts'
import { editorErrors } from '../editor-errors.ts'

export interface MessagesOptions {
  store: () => Promise<MessagesStore>
}

/** Who marks a message answered, as the others read it: their name, else their email. */
const markedBy = (request: FastifyRequest) => request.editorPerson?.name || request.editorPerson?.email || 'local'

const message = {
  type: 'object',
  properties: {
    id: { type: 'string' }, receivedAt: { type: 'string' }, answeredAt: { type: 'string' }, answeredBy: { type: 'string' },
    ...Object.fromEntries(messageFields.map((field) => [field, { type: 'string' }])),
  },
  required: ['id', 'receivedAt'],
} as const

/** Lower case, accents taken off, so "jose" finds "José". */
const folded = (text: string) => text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase()

export async function messagesRoutes(app: FastifyInstance, { store }: MessagesOptions) {
  async function messages(): Promise<VisitorMessage[]> {
    const open = await store()
    const [all, answers] = await Promise.all([open.list(), open.messageAnswers.all()])
    return all.reverse().map((m) => {
      const shown: VisitorMessage = { id: m.id, receivedAt: m.receivedAt, ...Object.fromEntries(messageFields.flatMap((f) => (m[f] === undefined ? [] : [[f, m[f]]]))) } as VisitorMessage
      return { ...shown, ...answers.get(m.id) }
    })
  }

  app.get<{ Querystring: { q?: string } }>(apiPrefix + editorRoutes.messages, {
    schema: {
      querystring: { type: 'object', properties: { q: { type: 'string', maxLength: 200 } }, additionalProperties: false },
      response: { 200: { type: 'object', properties: { messages: { type: 'array', items: message } }, required: ['messages'] } },
    },
  }, async (request) => {
    const words = folded(request.query.q ?? '').split(/\s+/).filter(Boolean)
    const found = (await messages()).filter((m) => {
      const text = folded(messageFields.map((f) => m[f] ?? '').join('\n'))
      return words.every((word) => text.includes(word))
    })
    return { messages: found }
  })

  app.put<{ Body: MarkAnswered }>(apiPrefix + editorRoutes.messageAnswered, {
    schema: {
      body: { type: 'object', properties: { id: { type: 'string', maxLength: 100 }, answered: { type: 'boolean' } }, required: ['id', 'answered'], additionalProperties: false },
    },
  }, async (request) => {
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
