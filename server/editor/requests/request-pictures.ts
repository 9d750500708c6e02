// A request's before and after pictures, in its page and in the Published list: the ones Send for review
// made and pushed beside its branch (../proposals/pictures-branch.ts), read from the editor's clone, so a
// publication keeps them. Everyone signed in may see them (the session's hook refuses anyone else).
//   GET requests/:id/pictures           each page's pictures (RequestPictures), each an address of the route below
//   GET requests/:id/picture?file=&at=  one PNG (PictureQuery), `at` the pictures' commit, which must be on the request's pictures branch
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { apiPrefix } from '../contract.ts'
import { editorErrors } from '../editor-errors.ts'
import { pageTitles } from '../proposals/proposal-title.ts'
import { firstDifferencesFile, picturesBranchOf, picturesOfTrailer, type PicturesMaking } from '../proposals/pictures-branch.ts'
import { pictureFilePattern, PictureQuery, pictureWidths, RequestParams, RequestPictures, requestRoutes } from '../requests-contract.ts'
import { isAncestor, remoteBranch, type SiteRemote } from '../site/site-remote.ts'
import { siteFilesAt } from './undo-site.ts'
import { requestOf, type RequestRouteOptions } from './hosted-requests.ts'

type Options = Pick<RequestRouteOptions, 'remote' | 'requests'> & { making: PicturesMaking }

const pictureName = new RegExp(pictureFilePattern)
/** The route a picture's folder shows (scripts/changes/routes.ts folderOf, the other way). */
const routeOf = (folder: string) => (folder === 'index' ? '/' : `/${folder}`)
const run = promisify(execFile)

/** Each page's title at `commit`, by its address, where it has one (proposal-title.ts pageTitles). */
async function titlesAt(remote: SiteRemote, commit: string): Promise<Map<string, string>> {
  const titles = pageTitles(Object.fromEntries((await siteFilesAt(remote, commit)).map(({ name, data }) => [name, data])))
  return new Map(Object.entries(titles).filter(([, title]) => title.trim()))
}

/** Where each page's pictures first differ, from the pictures commit's file (pictures-branch.ts), which
 * anyone who may push could have written: only numbers of 0 and more, by a picture's folder and width;
 * nothing from a file that is not JSON, or from pictures made before it was kept. */
export function firstDifferencesOf(text: string | undefined): Map<string, number> {
  let read: unknown
  try {
    read = JSON.parse(text ?? '{}')
  } catch {
    return new Map()
  }
  const entries = read && typeof read === 'object' && !Array.isArray(read) ? Object.entries(read) : []
  return new Map(entries.filter((entry): entry is [string, number] => typeof entry[1] === 'number' && Number.isFinite(entry[1]) && entry[1] >= 0))
}

/**
 * The pictures commit of the request's commit on its pictures branch: the newest that names it (a branch
 * published and sent on again holds another request's pictures too), or, for pictures made before they
 * named their commit, the branch's newest when that one names none.
 */
async function picturesCommit(remote: SiteRemote, branch: string, commit: string): Promise<string | undefined> {
  const tip = await remoteBranch(remote, picturesBranchOf(branch))
  if (!tip) return undefined
  const named = (await remote.git(['log', '-1', '--format=%H', `--grep=^${picturesOfTrailer}: ${commit}$`, tip])).trim()
  if (named) return named
  const tipNames = (await remote.git(['log', '-1', `--format=%(trailers:key=${picturesOfTrailer},valueonly)`, tip])).trim()
  return tipNames ? undefined : tip
}

export const requestPictureRoutes: FastifyPluginAsyncTypebox<Options> = async (app, { remote, requests, making }) => {
  app.get(apiPrefix + requestRoutes.requestPictures, { schema: { params: RequestParams, response: { 200: RequestPictures } } }, async (request) => {
    const sent = await requestOf(requests, request.params.id)
    const state = making.get(sent.commit)
    const tip = state === 'working' ? undefined : await picturesCommit(remote, sent.branch, sent.commit)
    if (!tip) return { state: state ?? 'none', pages: [] } satisfies RequestPictures
    const files = (await remote.git(['ls-tree', '-r', '-z', '--name-only', tip])).split('\0').filter((name) => pictureName.test(name))
    const folders = [...new Set(files.map((name) => name.slice(0, name.lastIndexOf('/'))))].sort()
    // Each side there is a picture of: none before a new page, none after a removed one.
    const address = (file: string) =>
      files.includes(file)
        ? `${apiPrefix}${requestRoutes.requestPicture.replace(':id', sent.id)}?${new URLSearchParams({ file, at: tip } satisfies PictureQuery)}`
        : undefined
    // Named as the request has them; a page it removes, as it was.
    const titles = await titlesAt(remote, sent.commit)
    const before = folders.every((folder) => titles.has(routeOf(folder))) ? titles : await titlesAt(remote, sent.base)
    const offsets = firstDifferencesOf(await remote.git(['cat-file', 'blob', `${tip}:${firstDifferencesFile}`]).catch(() => undefined))
    const pages = folders.map((folder) => ({
      route: routeOf(folder),
      title: titles.get(routeOf(folder)) ?? before.get(routeOf(folder)),
      widths: pictureWidths.map((width) => ({
        width,
        before: address(`${folder}/before-${width}.png`),
        after: address(`${folder}/after-${width}.png`),
        offset: offsets.get(`${folder}/${width}`),
      })),
    }))
    return { state: state ?? (pages.length ? 'done' : 'none'), pages } satisfies RequestPictures
  })

  app.get(apiPrefix + requestRoutes.requestPicture, { schema: { params: RequestParams, querystring: PictureQuery } }, async (request, reply) => {
    const sent = await requestOf(requests, request.params.id)
    const { file, at } = request.query
    const tip = await remoteBranch(remote, picturesBranchOf(sent.branch))
    // Only the pictures of this request's branch, now or earlier: never another object of the repository.
    if (!tip || !(await isAncestor(remote, at, tip).catch(() => false))) throw editorErrors.notFound()
    const blob = (await remote.git(['ls-tree', '-z', at, '--', file])).split('\0')[0]?.match(/^100644 blob ([0-9a-f]{40})\t/)?.[1]
    if (!blob) throw editorErrors.notFound()
    const { stdout } = await run('git', ['cat-file', 'blob', blob], { cwd: remote.dir, encoding: 'buffer', maxBuffer: 64 * 1024 * 1024 })
    return reply.type('image/png').send(stdout)
  })
}
