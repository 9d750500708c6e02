// The drafts kept to bring back, over real sockets: once Save has written them into site/, a page
// opened next (a tab closed right after Save, before it could send its empty history) brings
// nothing back, even when the file was put back as it was meanwhile (someone undid the change on
// disk): the saved words are not offered again as unsaved.
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, expect, test } from 'vitest'
import { parse } from 'yaml'
import type { HeroSection, Page, Section } from '../../../schema/generated/site-types.ts'
import { findSection, removeCopies, copySampleSite } from '../../../schema/site-copy.ts'
import { editorRoutes, type Change } from '../contract.ts'
import { startEditorApp } from '../test-support/test-editor-app.ts'

afterAll(() => removeCopies())

const isPlainHero = (s: Section): s is HeroSection => s.type === 'hero' && !s.heading.includes('{{')

test('Save forgets the drafts it wrote: the next page brings nothing back', async () => {
  const siteDir = copySampleSite()
  const { file, index, section } = findSection(siteDir, isPlainHero)!
  const editor = await startEditorApp(siteDir)
  try {
    const heading = `${section.heading} Quokka`
    const change: Change = { file, path: ['sections', index, 'heading'], before: section.heading, after: heading }
    expect((await editor.request('PUT', editorRoutes.drafts, { body: { done: [change], undone: [], conflicts: [] } })).status).toBe(200)
    expect(JSON.parse((await editor.request('GET', editorRoutes.drafts)).body.toString()).done).toHaveLength(1)

    const original = readFileSync(join(siteDir, file), 'utf8')
    const data = parse(original) as Page
    ;(data.sections[index] as HeroSection).heading = heading
    const saved = await editor.request('POST', editorRoutes.save, { body: { drafts: { [file]: data } } })
    expect(saved.status).toBe(200)
    expect((parse(readFileSync(join(siteDir, file), 'utf8')) as Page).sections[index]).toMatchObject({ heading })
    writeFileSync(join(siteDir, file), original)

    expect(JSON.parse((await editor.request('GET', editorRoutes.drafts)).body.toString())).toMatchObject({ done: [], undone: [], conflicts: [] })
  } finally {
    await editor.close()
  }
})
