// A change request's page says what the checks say of its site, in the editor's words: a title too long
// for search results is a warning at the page's title; a request with none has none of its own.
import { afterAll, expect, test } from 'vitest'
import { messages } from '../../../schema/messages.ts'
import { inStaffWords } from '../editor-context.ts'
import { searchLimits } from '../../../schema/search-warnings.ts'
import { pagesOf, removeCopies } from '../../../schema/site-copy.ts'
import { removeTempDirs } from '../../test-support.ts'
import { editorRoutes, type Proposal } from '../contract.ts'
import { json, startHostedOnRemote } from '../test-support/test-hosted-editor.ts'

afterAll(() => {
  removeCopies()
  removeTempDirs()
})

test("a request's checks name a title search results would cut at the page's title, as a warning", async () => {
  const { folder, editor } = await startHostedOnRemote()
  try {
    const { file, page } = pagesOf(folder.dir).find(({ page: p }) => !p.noindex && p.path !== '/')!
    const ann = await editor.signedIn('ann@example.com', 'editor', 'Ann Lee')
    const title = 'A title for this page that is far too long for any search result to show whole'
    const id = json<Proposal>(await editor.request('POST', editorRoutes.propose, { cookie: ann, body: { drafts: { [file]: { ...page, title } } } })).request!
    const checks = json<{ problems: string[]; warnings: string[] }>(await editor.request('GET', `${editorRoutes.requests}/${id}/checks`, { cookie: ann }))
    expect(checks.problems).toEqual([])
    const tooLong = checks.warnings.filter((w) => w.includes(title))
    expect(tooLong).toHaveLength(1)
    // The message of npm run validate, after the place in words.
    const [, length] = /this page's title is (\d+) characters/.exec(tooLong[0]!)!
    const shown = /\("(.+)"\)/.exec(tooLong[0]!)![1]!
    expect(tooLong[0]).toMatch(/^Warning: .+ › Page title: /)
    expect(tooLong[0]!.endsWith(inStaffWords(messages.titleTooLong(Number(length), shown, searchLimits.title)))).toBe(true)
    expect((await editor.request('GET', `${editorRoutes.requests}/no-such/checks`, { cookie: ann })).status).toBe(404)
  } finally {
    await editor.close()
  }
}, 400_000)
