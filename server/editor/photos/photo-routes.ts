// A photo added to the site:
//   POST photo?words=&folder=  the file itself as the body (up to photoMaxBytes, this route's own limit)
//                              → { path, image }: checked and cleaned (clean-photo.ts), stored in
//                              site/images/<folder>/ under a name made from the person's words
//                              ("Maria at the front desk" → maria-at-the-front-desk.jpg, -2, -3… when
//                              taken: nothing is overwritten), with the web versions the build makes.
// Hosted with the site's repository, the photo is the person's until they send it for review: it goes
// in their own folder (drafted-photos.ts), never the shared site folder, under a name no file of the
// site and nobody's unsent photo has; their page shows it, and Send for review commits it with their texts.
// The editor's security (editor-security.ts) holds it to the editor's own Origin and session, as every
// request that changes anything; the person must be an editor at least.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { slug } from '../../../renderer/build/site-images.ts'
import { apiPrefix, editorRoutes, PhotoAdded, photoMaxBytes, PhotoQuery } from '../contract.ts'
import { cleanPhoto } from './clean-photo.ts'
import type { DraftedPhotos } from './drafted-photos.ts'
import type { EditorContext } from '../editor-context.ts'
import { editorErrors } from '../editor-errors.ts'
import { requireRole } from '../sign-in/people-session.ts'
import { addSitePhoto, siteFolder } from '../site/site-files.ts'

/** Any kind of file: what it is, sharp says (the name and type a browser gives prove nothing). */
const anyBody = /^(image\/[\w.+-]+|application\/octet-stream)$/

/** `name`, or `name-2`, `name-3`… : the first stem no file of the folders `dirs` has, whatever its extension, nor `taken`. */
function freeStem(dirs: string[], stem: string, taken: Set<string>): string {
  const stems = new Set(dirs.flatMap((dir) => (existsSync(dir) ? readdirSync(dir) : [])).map((file) => file.replace(/\.[^.]*$/, '')))
  for (let n = 1; ; n++) {
    const name = n === 1 ? stem : `${stem}-${n}`
    if (!stems.has(name) && !taken.has(name)) return name
  }
}

/** `drafted`: the hosted editor with the site's repository, where a photo is the person's until it is sent for review. */
export const photoRoutes: FastifyPluginAsyncTypebox<{ context: EditorContext; drafted?: DraftedPhotos }> = async (app, { context, drafted }) => {
  app.addContentTypeParser(anyBody, { parseAs: 'buffer', bodyLimit: photoMaxBytes }, (_request, body, done) => done(null, body))

  app.post(
    apiPrefix + editorRoutes.photo,
    { bodyLimit: photoMaxBytes, preHandler: requireRole('editor'), schema: { querystring: PhotoQuery, response: { 200: PhotoAdded } } },
    async (request) => {
      // slug() names a file of no usable letters `image`; a photo's name must say something.
      if (!/[a-z0-9]/i.test(request.query.words.normalize('NFKD'))) throw editorErrors.photoWords()
      const stem = slug(request.query.words)
      if (!Buffer.isBuffer(request.body)) throw editorErrors.notAPhoto()
      const photo = await cleanPhoto(request.body)
      const folder = ['images', ...(request.query.folder ? [request.query.folder] : [])].join('/')
      const person = drafted && context.person(request)
      // Hosted, the person's own folder; the name must be free in the site's folder too, and among everyone's
      // unsent photos (theirs included).
      const into = person ? drafted.folder(person) : context.siteDir
      siteFolder(into, folder)
      const dirs = [join(context.siteDir, folder), ...(drafted?.everyones(folder) ?? [])]
      // Another photo may take the name meanwhile: the write refuses to overwrite, and the next number is tried.
      const tried = new Set<string>()
      let path: string
      for (;;) {
        const name = freeStem(dirs, stem, tried)
        path = `${folder}/${name}.${photo.extension}`
        if (addSitePhoto(into, path, photo.data)) break
        tried.add(name)
      }
      await context.audit(request, 'photo', path)
      const image = (await (person ? drafted.images(person) : context.site.images())).images[path]
      if (!image) throw editorErrors.notAPhoto()
      return { path, image }
    },
  )
}
