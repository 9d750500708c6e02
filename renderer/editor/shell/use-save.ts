// Save: the drafts go to the editor's server, which splices them into site/'s text. The page is not
// reloaded for it (ownSiteChange): the site's data is read again and given to the page first, then the
// history is emptied, so the page shows the same words all along (the drafts on the new data are the
// data) and keeps its scroll; Undo starts again from what was saved. A page whose address was changed
// is then shown at its new one.
import { notifyManager, useMutation, useQueryClient } from '@tanstack/react-query'
import type { Page } from '../../../schema/generated/site-types.ts'
import { loadEditorSite, saveDrafts, unplaced } from '../editor-api.ts'
import { emptyHistory } from '../drafts/edit-history.ts'
import { editorWords as words } from '../editor-words.ts'
import { ownSiteChange } from './reload-on-change.ts'
import { draftsSlice } from './store/drafts.ts'
import { siteKey } from './store/queries.ts'
import { showPage } from './store/selection.ts'

type Files = Record<string, unknown>

async function saveAndRead({ drafted, anyway }: { drafted: Files; anyway: boolean }) {
  const answer = await ownSiteChange(() => saveDrafts(drafted, anyway))
  return { answer, site: answer.status === 200 ? await loadEditorSite() : undefined }
}

export function useSave(drafted: Files, pageFile: string | undefined) {
  const client = useQueryClient()
  const { mutateAsync } = useMutation({ mutationFn: saveAndRead })
  return async (anyway: boolean) => {
    draftsSlice.set({ warning: undefined })
    if (!Object.keys(drafted).length) return draftsSlice.set({ note: words.nothingToSave })
    const { answer, site } = await mutateAsync({ drafted, anyway }).catch((e: Error) => ({ answer: { status: 0, error: e.message, problems: undefined, saved: undefined }, site: undefined }))
    if (answer.status === 409) return draftsSlice.set({ problems: unplaced(answer.problems), warning: answer.problems?.length ?? 0 })
    if (answer.status !== 200 || !site) return draftsSlice.set({ note: words.failed(answer.error ?? String(answer.status)) })
    const savedPath = (drafted[pageFile ?? ''] as Page | undefined)?.path
    client.setQueryData(siteKey, site)
    // After the page has the new data: react-query tells its readers in a task of its own.
    notifyManager.schedule(() => {
      draftsSlice.set(({ restored }) => ({ history: emptyHistory, note: words.saved(answer.saved ?? []), problems: unplaced(answer.problems), restored: restored && 0 }))
      if (savedPath && savedPath !== location.pathname) showPage(savedPath, true)
    })
  }
}
