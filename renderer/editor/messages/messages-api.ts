// The Messages panel's calls to the editor's server (server/editor/messages/messages-routes.ts).
import { apiPrefix, editorRoutes, sessionHeader } from '../../../server/editor/contract.ts'
import { answerOf, call, token } from '../editor-api.ts'

export const loadMessages = async (words: string) => (await answerOf(call('GET', 'messages', { query: { q: words } }))).messages

export const markAnswered = (id: string, answered: boolean) => answerOf(call('PUT', 'messageAnswered', { body: { id, answered } }))

/** Downloads the CSV: a link cannot send the session header, so it is fetched and saved from here. */
export async function downloadCsv(): Promise<void> {
  const response = await fetch(apiPrefix + editorRoutes.messagesCsv, { headers: { [sessionHeader]: token() } })
  // The server's words (a session ended, say), never a bare status number.
  if (!response.ok) throw new Error(String(((await response.json().catch(() => ({}))) as { message?: string }).message ?? response.statusText))
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'messages.csv'
  const link = Object.assign(document.createElement('a'), { href: URL.createObjectURL(await response.blob()), download: name })
  link.click()
  URL.revokeObjectURL(link.href)
}
