// Sends a photo to the editor's server (POST photo, server/editor/photos/photo-routes.ts): the file as it is,
// the person's words that name it, and the folder of images/ it goes in. The page does not reload for
// the change to site/ this makes (follow-site.ts), and shows the photo at once (live-store.ts).
import { photoMaxBytes, type PhotoAdded } from '../../../server/editor/contract.ts'
import { call } from '../editor-api.ts'
import { showPhoto } from '../preview/live-store.ts'
import { photoWords as words } from './photo-words.ts'
import { ownSiteChange } from '../shell/follow-site.ts'

/** The folder under images/ a field's photo is in (`images/team/x.jpg` → `team`), where a new one goes too. */
export const folderOf = (path: unknown) => (typeof path === 'string' ? path.replace(/^images\/?/, '').replace(/\/?[^/]*$/, '') : '')

export async function addPhoto(file: File, description: string, folder: string): Promise<PhotoAdded | { error: string }> {
  // Said before sending 25 MB for nothing; the server holds the same limit.
  if (file.size > photoMaxBytes) return { error: words.tooLarge(photoMaxBytes / 1024 / 1024) }
  const query = { words: description, ...(/^[a-z0-9/-]*$/.test(folder) ? { folder } : {}) }
  return ownSiteChange(async () => {
    try {
      const result = await call('POST', 'photo', { body: file, query })
      if (!result.ok) return { error: result.refusal.message ?? words.failed(result.status) }
      showPhoto(result.answer.path, result.answer.image)
      return result.answer
    } catch {
      return { error: words.unreachable }
    }
  })
}
