// The photos people added in the hosted editor with the site's repository and have not sent yet: each
// person's in a folder of their own under DATA_DIR (drafted-photos/<person>/images/…), laid out as a site
// folder's images/ so the build's own code makes their web versions (site-images.ts, its cache) and
// checks their names. Never in the shared site folder, which follows the repository's main version:
// another person's page never lists, serves or sends them. Files rather than the drafts' database: a
// photo is up to 25 MB, read by the encoder and by git from a file, where the drafts are a few KB of
// JSON the page sends again after every change; the editor's clone of the repository is under DATA_DIR too.
// Sending for review takes the photos the texts sent name (a photo dropped from the drafts stays out)
// into the request's commit, and the person's folder is emptied once it is sent.
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { parseAllDocuments } from 'yaml'
import type { SiteImages } from '../../../renderer/build/site-images.ts'
import { siteEntries } from '../../../schema/site-entries.ts'
import { photoFileNamePattern } from '../contract.ts'
import { siteState, type SiteState } from '../site/site-state.ts'

const photoName = new RegExp(photoFileNamePattern)

/** A folder's name for a person's id (editor_people.id, a UUID): the id itself when it is plain, else its digest. */
const folderName = (person: string) => (/^[A-Za-z0-9-]{1,64}$/.test(person) ? person : createHash('sha256').update(person).digest('hex').slice(0, 40))

/** Every string of the YAML texts: the paths their photo fields name. */
function stringsOf(texts: Record<string, string>): Set<string> {
  const found = new Set<string>()
  const walk = (value: unknown) => {
    if (typeof value === 'string') found.add(value)
    else if (value && typeof value === 'object') for (const item of Object.values(value)) walk(item)
  }
  for (const text of Object.values(texts)) for (const document of parseAllDocuments(text)) if ('toJS' in document) walk(document.toJS())
  return found
}

export type DraftedPhotos = ReturnType<typeof draftedPhotos>

export function draftedPhotos(root: string) {
  const states = new Map<string, SiteState>()
  const dirOf = (person: string) => join(root, folderName(person))
  /** The person's folder, made when missing: photos are added in its images/ (site-files.ts addSitePhoto). */
  const folder = (person: string) => {
    mkdirSync(join(dirOf(person), 'images'), { recursive: true, mode: 0o700 })
    return dirOf(person)
  }
  /** The person's photos, as the data names them (images/team/maria.jpg): plain files with the editor's names only
   * (never through a link). */
  const paths = (person: string): string[] =>
    existsSync(join(dirOf(person), 'images')) ? siteEntries(dirOf(person), 'images').files.filter((p) => photoName.test(p)) : []
  const empty: SiteImages = { images: {}, files: new Map(), encoded: 0 }
  return {
    folder,
    paths,
    /** Their web versions and the files to serve (none for a person without photos). */
    images(person: string): Promise<SiteImages> {
      if (!paths(person).length) return Promise.resolve(empty)
      const dir = folder(person)
      if (!states.has(dir)) states.set(dir, siteState(dir))
      return states.get(dir)!.images()
    },
    /** Everyone's `folder` (images/team), where their photos not sent yet take names. */
    everyones: (under: string) => (existsSync(root) ? readdirSync(root) : []).map((person) => join(root, person, under)),
    /** The person's photos that `texts` name, with their bytes: what goes with them for review. */
    named(person: string, texts: Record<string, string>): Record<string, Buffer> {
      const mine = paths(person)
      if (!mine.length) return {}
      const strings = stringsOf(texts)
      return Object.fromEntries(mine.filter((p) => strings.has(p)).map((p) => [p, readFileSync(join(dirOf(person), p))]))
    },
    /** Takes the person's photos `gone` away (sent, or dropped with the drafts sent). */
    remove(person: string, gone: string[]) {
      for (const path of gone) if (photoName.test(path)) rmSync(join(dirOf(person), path), { force: true })
    },
  }
}
