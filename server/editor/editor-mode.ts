// The editor's mode, decided once, by `npm run edit` from its environment (editorModeOf), and given to
// the plugin, which reads it wherever local and hosted differ:
//   - local: one person's editor on the loopback, over the working tree of the repository the site is in;
//   - hosted (EDITOR_ORIGIN): the firm's staff sign in at that origin; with EDITOR_REPO as well, it edits
//     the newest main version of the site's repository.
// Either way, changes are sent for review to one repository by the same code (proposals/): EDITOR_REPO's,
// or the one the site folder's working tree belongs to (site/working-tree.ts).
import { join } from 'node:path'
import type { HostedOptions } from './sign-in/hosted.ts'
import { readEditorOrigin, readSiteOrigin } from './sign-in/hosted-settings.ts'
import { siteRemoteConfig } from './site/site-remote-config.ts'
import { remoteSiteFolder } from './site/site-remote-folder.ts'
import { openSiteRemote } from './site/site-remote.ts'
import { openWorkingTree, type Repository } from './site/working-tree.ts'

export type { Repository, SiteRepository } from './site/working-tree.ts'

export type EditorMode =
  | { kind: 'local'; repository: Repository }
  // EDITOR_ORIGIN, the SMTP server and the sign-in link's limits (hosted.ts); SITE_ORIGIN, the live site, asked when a publication is live.
  | (Pick<HostedOptions, 'origin' | 'mail' | 'signInLimits'> & { kind: 'hosted'; repository: Repository; liveSite?: string })

/** The hosted mode and its settings, or undefined for the local editor. */
export const hostedMode = (mode: EditorMode) => (mode.kind === 'hosted' ? mode : undefined)

/** The repository, when there is one to send changes to. */
export const repositoryOf = (mode: EditorMode) => ('remote' in mode.repository ? mode.repository : undefined)

/**
 * The mode EDITOR_ORIGIN and EDITOR_REPO ask for. Hosted with EDITOR_REPO, the site's repository is
 * cloned or brought up to date under `dataDir` (a wrong password stops the start, saying so); otherwise
 * the repository `siteDir` is in is, the same way.
 */
export async function editorModeOf({ dataDir, mail, siteDir }: { dataDir: string; mail?: HostedOptions['mail']; siteDir: string }): Promise<EditorMode> {
  const origin = readEditorOrigin()
  const where = join(dataDir, 'site-remote')
  const config = origin ? siteRemoteConfig() : undefined
  const remote = config && (await openSiteRemote(config, where))
  const repository: Repository = remote ? { remote, folder: await remoteSiteFolder(remote, where) } : await openWorkingTree(siteDir, where)
  const liveSite = readSiteOrigin()
  return origin ? { kind: 'hosted', origin, mail, repository, ...(liveSite ? { liveSite } : {}) } : { kind: 'local', repository }
}
