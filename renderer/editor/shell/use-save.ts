// Save: the drafts go to the editor's server, which splices them into site/'s text. The page is not
// reloaded for it (ownSiteChange): the site's data is read again and given to the page first, then the
// history keeps only what was typed or undone while the save was under way, so the page shows the same words all
// along (the drafts saved are now the data) and keeps its scroll; Undo starts again from what was saved.
// A page whose address was changed is then shown at its new one.
import { notifyManager, useMutation, useQueryClient } from '@tanstack/react-query'
import type { Page } from '../../../schema/generated/site-types.ts'
import { loadEditorSite, saveDrafts } from '../editor-api.ts'
import { afterSaved, type Change } from '../drafts/edit-history.ts'
import { editorWords as words } from '../editor-words.ts'
import { ownSiteChange } from './follow-site.ts'
import { draftsSlice } from './store/drafts.ts'
import { siteKey } from './store/queries.ts'
import { showPage } from './store/selection.ts'

export function useSave(drafted: Record<string, unknown>, pageFile: string | undefined) {
  const client = useQueryClient()
  const { mutate } = useMutation({
    mutationFn: ({ drafted, anyway }: { drafted: Record<string, unknown>; sent: Change[]; anyway: boolean }) =>
      ownSiteChange(() => saveDrafts(drafted, anyway)),
    onError: (e) => draftsSlice.set({ note: words.failed(e.message) }),
    async onSuccess({ status, placed: problems = [], error, saved }, { drafted, sent }) {
      if (status === 409) return draftsSlice.set({ problems, warning: problems.filter((p) => !p.warning).length })
      if (status !== 200) return draftsSlice.set({ note: words.failed(error ?? String(status)) })
      const savedPath = (drafted[pageFile ?? ''] as Page | undefined)?.path
      client.setQueryData(siteKey, await loadEditorSite())
      // Once the page has the new data: react-query tells its readers in a task of its own.
      notifyManager.schedule(() => {
        draftsSlice.set(({ history, restored }) => {
          const left = afterSaved(history, sent)
          return { history: left, note: words.saved(saved ?? [], left.done.length), problems, restored: restored && 0 }
        })
        if (savedPath && savedPath !== location.pathname) showPage(savedPath, true)
      })
    },
  })
  return (anyway: boolean) => {
    draftsSlice.set({ warning: undefined })
    if (Object.keys(drafted).length) mutate({ drafted, sent: draftsSlice.get().history.done, anyway })
    else draftsSlice.set({ note: words.nothingToSave })
  }
}
