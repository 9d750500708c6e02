// A change request's site as it would be published, as the preview page (renderer/editor/preview-link/)
// shows it: the site's YAML files at the request's commit, parsed, with the drawings of the icons they and
// the renderer's own parts name, and the versions of the pictures they show (the main version's pictures:
// a request made in the editor with EDITOR_REPO adds none). The answer of a preview link's `POST preview-api/site` and of the
// signed-in `GET requests/:id/site` (preview-links.ts).
import { iconsAndImages } from '../../../renderer/build/site-data.ts'
import { componentIcons } from '../../../renderer/ui/component-icons.ts'
import type { EditorContext } from '../editor-context.ts'
import type { PreviewSite } from '../requests-contract.ts'

/** A site's files as the preview page shows them, with what it is, and the drawings and picture versions they name. */
export async function shownSite(
  context: EditorContext,
  files: PreviewSite['files'],
  about: Pick<PreviewSite, 'title' | 'changes' | 'state'>,
): Promise<PreviewSite> {
  const { icons, images } = await iconsAndImages(
    files.map((f) => f.data),
    (await context.site.images()).images,
    componentIcons,
  )
  return { title: about.title, changes: about.changes, state: about.state, files, icons, images }
}
