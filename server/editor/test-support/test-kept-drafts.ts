// For the editor's browser tests: drafts kept from the page as the page keeps them after each change (PUT
// drafts with the page's session token), to set up a history to bring back or a place changed on both sides.
import type { Page } from 'playwright-core'
import { apiPrefix, editorRoutes, sessionHeader, sessionMeta, type Change } from '../contract.ts'

/** Keeps `changes` as the page's drafts; the answer's status. */
export const keepDrafts = (page: Page, changes: Change[]) =>
  page.evaluate(
    async ({ url, header, meta, body }) => {
      const token = document.querySelector<HTMLMetaElement>(`meta[name="${meta}"]`)!.content
      return (await fetch(url, { method: 'PUT', headers: { [header]: token, 'content-type': 'application/json' }, body })).status
    },
    { url: apiPrefix + editorRoutes.drafts, header: sessionHeader, meta: sessionMeta, body: JSON.stringify({ done: changes, undone: [], conflicts: [] }) },
  )
