// A change request's site as it would be published, as the preview page (renderer/editor/preview-link/)
// shows it: the site's YAML files at the request's commit, parsed, with the drawings of the icons they and
// the renderer's own parts name, and the versions of the pictures they show (the main version's pictures:
// a request made in the editor with EDITOR_REPO adds none). The answer of a preview link's `POST preview-api/site` and of the
// signed-in `GET requests/:id/site` (preview-links.ts).
import { parse } from 'yaml'
import { iconsAndImages } from '../../../renderer/build/site-data.ts'
import { componentIcons } from '../../../renderer/ui/component-icons.ts'
import type { EditorContext } from '../editor-context.ts'
import { isSiteFile, sitePrefix } from '../git/site-paths.ts'
import type { PreviewSite } from '../requests-contract.ts'
import { textAt, type SiteRemote } from '../site/site-remote.ts'

/** The site's YAML files at `commit`, parsed, as the editor's page takes them. */
async function siteFilesAt(remote: SiteRemote, commit: string) {
  const prefix = sitePrefix(remote.config.sitePath)
  const names = (await remote.git(['ls-tree', '-r', '-z', '--name-only', commit, '--', prefix || '.']))
    .split('\0')
    .map((path) => path.slice(prefix.length))
    .filter((name) => isSiteFile(name) && name.endsWith('.yaml'))
  return Promise.all(names.map(async (name) => ({ name, data: parse((await textAt(remote, commit, name)) ?? '') as unknown })))
}

/** The request as it would be published: what it is (its title, changes and state) and its site at its commit. */
export async function requestSite(
  remote: SiteRemote,
  context: EditorContext,
  sent: Pick<PreviewSite, 'title' | 'changes' | 'state'> & { commit: string },
): Promise<PreviewSite> {
  const files = await siteFilesAt(remote, sent.commit)
  const { icons, images } = await iconsAndImages(
    files.map((f) => f.data),
    (await context.site.images()).images,
    componentIcons,
  )
  return { title: sent.title, changes: sent.changes, state: sent.state, files, icons, images }
}
