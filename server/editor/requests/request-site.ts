// A change request's site as it would be published, as the preview page (renderer/editor/preview-link/)
// shows it: the site's YAML files at the request's commit, parsed, with the drawings of the icons they and
// the renderer's own parts name, and the versions of the pictures they show (the main version's pictures:
// a request made in the editor with EDITOR_REPO adds none), and the first page it changes, which the page
// opens on. The answer of a preview link's `POST preview-api/site` and of the signed-in `GET
// requests/:id/site` (preview-links.ts); Undo's (`undo-site.ts`) the same way.
import { iconsAndImages } from '../../../renderer/build/site-data.ts'
import { componentIcons } from '../../../renderer/ui/component-icons.ts'
import type { EditorContext } from '../editor-context.ts'
import type { PreviewSite } from '../requests-contract.ts'
import { siteNamesBy, type SiteRemote } from '../site/site-remote.ts'
import { siteFilesAt } from './undo-site.ts'

/** A site's files as the preview page shows them, with what it is, the drawings and picture versions they
 * name, and the path of the first of the `changed` files that is a page of it. */
export async function shownSite(
  context: EditorContext,
  files: PreviewSite['files'],
  about: Pick<PreviewSite, 'title' | 'changes' | 'state'>,
  changed: string[],
): Promise<PreviewSite> {
  const { icons, images } = await iconsAndImages(
    files.map((f) => f.data),
    (await context.site.images()).images,
    componentIcons,
  )
  const pathOf = (name: string) => (files.find((f) => f.name === name)?.data as { path?: unknown } | undefined)?.path
  const page = changed.map(pathOf).find((path) => typeof path === 'string')
  return { title: about.title, changes: about.changes, state: about.state, files, icons, images, ...(page ? { page } : {}) }
}

/** A request's site at its commit, opened on the first page it changes since the version it was made on. */
export async function requestSite(
  context: EditorContext,
  remote: SiteRemote,
  sent: Pick<PreviewSite, 'title' | 'changes' | 'state'> & { base: string; commit: string },
) {
  const changed = await siteNamesBy(remote, ['diff', '--name-only', '-z', sent.base, sent.commit])
  return shownSite(context, await siteFilesAt(remote, sent.commit), sent, changed)
}
