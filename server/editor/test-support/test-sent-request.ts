// For the requests' browser tests: the hosted editor on the real git server with one request waiting, sent
// by Ann (an editor) through the API: a heading of the site's first plainly headed section, with `added`
// at its end (`was` its words before). Pat (a publisher) answers it.
import type { Page } from '../../../schema/generated/site-types.ts'
import { findSection } from '../../../schema/site-copy.ts'
import { editorRoutes, type Proposal } from '../contract.ts'
import { headed, json, startHostedOnRemote, type HostedEditorOptions } from './test-hosted-editor.ts'

export async function sentRequest(siteDir: string, added: string, schedule?: HostedEditorOptions['schedule']) {
  const started = await startHostedOnRemote({ siteDir, schedule })
  const { editor, folder } = started
  const { file, page, index, section } = findSection(folder.dir, headed)!
  const was = (section as { heading: string }).heading
  const heading = `${was} ${added}`
  const changed = { [file]: { ...page, sections: page.sections.map((s, i) => (i === index ? { ...s, heading } : s)) } as Page }
  const ann = await editor.signedIn('ann@example.com', 'editor', 'Ann Lee')
  const pat = await editor.signedIn('pat@example.com', 'publisher', 'Pat Reyes')
  const id = json<Proposal>(await editor.request('POST', editorRoutes.propose, { cookie: ann, body: { drafts: changed } })).request!
  const { request } = json<{ request: { title: string; changes: string[] } }>(await editor.request('GET', `${editorRoutes.requests}/${id}`, { cookie: pat }))
  return { ...started, page, was, heading, ann, pat, id, title: request.title, changes: request.changes }
}
