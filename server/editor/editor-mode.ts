// The editor's mode, decided once, by `npm run edit` from its environment (editorModeOf), and given to
// the plugin, which reads it wherever local and hosted differ:
//   - local: one person's editor on the loopback, over the working tree of the repository the site is in;
//   - hosted (EDITOR_ORIGIN): the firm's staff sign in at that origin; with EDITOR_REPO as well, it edits
//     the newest main version of the site's repository and sends changes for review there.
import { join } from 'node:path'
import type { HostedOptions } from './sign-in/hosted.ts'
import { readEditorOrigin } from './sign-in/hosted-settings.ts'
import { siteRemoteConfig } from './site/site-remote-config.ts'
import { remoteSiteFolder, type RemoteSiteFolder } from './site/site-remote-folder.ts'
import { openSiteRemote, type SiteRemote } from './site/site-remote.ts'

/** Hosted with EDITOR_REPO: the editor's own clone of the site's repository, and the folder holding its newest main version. */
export interface HostedRepository { remote: SiteRemote; folder: RemoteSiteFolder }

export type EditorMode =
  | { kind: 'local' }
  | {
    kind: 'hosted'
    /** EDITOR_ORIGIN: the address staff open. */
    origin: string
    /** The SMTP server invitations and sign-in links go through, and the sign-in link's limits. */
    mail?: HostedOptions['mail']
    signInLimits?: HostedOptions['signInLimits']
    remote?: HostedRepository
  }

/** The hosted mode and its settings, or undefined for the local editor. */
export const hostedMode = (mode: EditorMode) => (mode.kind === 'hosted' ? mode : undefined)

/**
 * The mode EDITOR_ORIGIN and EDITOR_REPO ask for. Hosted with EDITOR_REPO, the site's repository is
 * cloned or brought up to date under `dataDir` (a wrong password stops the start, saying so).
 */
export async function editorModeOf({ dataDir, mail }: { dataDir: string; mail?: HostedOptions['mail'] }): Promise<EditorMode> {
  const origin = readEditorOrigin()
  if (!origin) return { kind: 'local' }
  const config = siteRemoteConfig()
  if (!config) return { kind: 'hosted', origin, mail }
  const where = join(dataDir, 'site-remote')
  const remote = await openSiteRemote(config, where)
  return { kind: 'hosted', origin, mail, remote: { remote, folder: await remoteSiteFolder(remote, where) } }
}
