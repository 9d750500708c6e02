// Asks the editor's server every second how many times site/ has changed, and reloads the page when
// the count moves: the drafts are kept by the server (saved-drafts.ts), so a reload loses nothing.
import { editorRoutes, type SiteVersion } from '../../server/editor/contract.ts'
import { call } from './editor-api.ts'

const everyMs = 1000

export function reloadWhenSiteChanges() {
  let first: number | undefined
  const ask = async () => {
    try {
      const { status, json } = await call('GET', editorRoutes.siteVersion)
      const { version } = json as unknown as SiteVersion
      if (status === 200 && first !== undefined && version !== first) return location.reload()
      if (status === 200) first ??= version
    } catch {
      // The editor is restarting: ask again.
    }
    setTimeout(ask, everyMs)
  }
  void ask()
}
