// One edit, one change: every text of the page maps to exactly its own value in its site. On a copy of
// the site where a page's title, a menu entry, a footer entry and a section's heading are worded alike,
// each kind of place is typed over in place (a menu entry, a footer entry, a section's heading, a list
// item, a fact) or in the Page panel (the page's title), at 1280 and 375 px, and each change kept (locally
// saved, hosted kept as typed) is that one value and not a byte else; the page's title, worded like them,
// never changes with them. On the local and the hosted editor alike.
import { describe, expect, test } from 'vitest'
import { pageWords } from '../../../renderer/editor/pages/page-words.ts'
import siteSchema from '../../../schema/site.schema.json' with { type: 'json' }
import type { Section } from '../../../schema/generated/site-types.ts'
import { strings } from '../../../schema/references.ts'
import { parse } from 'yaml'
import { editYaml, pagesOf, readYaml, copySampleSite } from '../../../schema/site-copy.ts'
import type { DataPath } from '../../../schema/source-file.ts'
import { inBarMenu, menuFact, typeOver, visibleMenu } from '../test-support/test-in-place.ts'
import { expectOneValueChanged } from '../test-support/test-one-value.ts'
import { modesAndWidths, modeEditors } from '../test-support/test-editor-modes.ts'

const seconds = 1000
const titleLabel = siteSchema.$defs.Page.properties.title.title
const session = modeEditors()

type Headed = Section & { heading: string }
const plain = (text: string) => !/[{}*_[\]`<>]/.test(text)
const isPlainHeaded = (s: Section): s is Headed => s.type !== 'hero' && 'heading' in s && typeof s.heading === 'string' && plain(s.heading)

interface Link {
  label: string
  to: string
}
interface Config {
  header: { menu: Link[] }
  footer: { columns: { links: Link[] }[] }
}

// A page (not the home page) with a plainly headed section; its title becomes the words of a new menu
// entry, a new footer entry and that heading as well.
function alikeSite() {
  const siteDir = copySampleSite()
  const found = pagesOf(siteDir).flatMap(({ file, page }) => {
    const index = page.sections.findIndex(isPlainHeaded)
    return page.path !== '/' && index >= 0 && plain(page.title) ? [{ file, page, index }] : []
  })[0]!
  const { file, page, index } = found
  const config = readYaml(siteDir, 'site.yaml') as Config
  const column = config.footer.columns.findIndex((c) => !c.links.some((l) => l.to === page.path))
  const menuPath: DataPath = ['header', 'menu', config.header.menu.length, 'label']
  const footerPath: DataPath = ['footer', 'columns', column, 'links', config.footer.columns[column]!.links.length, 'label']
  editYaml(siteDir, 'site.yaml', (doc) => {
    doc.addIn(['header', 'menu'], doc.createNode({ label: page.title, to: page.path }, { flow: true }))
    doc.addIn(['footer', 'columns', column, 'links'], doc.createNode({ label: page.title, to: page.path }, { flow: true }))
  })
  editYaml(siteDir, file, (doc) => doc.setIn(['sections', index, 'heading'], page.title))
  return { siteDir, file, page, index, menuPath, footerPath }
}

// A list item of some page shown as a text of its own: a string in a list, plain, found once on its page.
function listItem(siteDir: string) {
  for (const { file, page } of pagesOf(siteDir)) {
    const all = strings(page.sections, ['sections'])
    const item = all.find(([text, path]) => typeof path.at(-1) === 'number' && plain(text) && text.length > 3 && all.filter(([t]) => t === text).length === 1)
    if (item) return { file, page, text: item[0], path: item[1] }
  }
  throw new Error('No page has a list of plain words')
}

describe.each(modesAndWidths)('one edit, one change, %s, at %i px', (mode, width) => {
  test(
    'a menu entry, a footer entry, a heading, a list item and a fact each kept as that one value',
    async () => {
      const { siteDir, file, page: sitePage, index, menuPath, footerPath } = alikeSite()
      const editor = await session.start(mode, siteDir)
      const open = (path: string, text: string) => editor.open(path, text, width)
      const title = sitePage.title
      const step = async (
        path: string,
        text: string,
        edit: (page: Awaited<ReturnType<typeof open>>) => Promise<void>,
        changed: [string, DataPath, unknown],
      ) => {
        const before = await editor.texts()
        const page = await open(path, text)
        await edit(page)
        const after = await editor.keep(page, before)
        expectOneValueChanged(before, after, ...changed)
        await page.close()
      }

      await step(
        sitePage.path,
        title,
        async (page) => typeOver(page, (await visibleMenu(page)).getByRole('link', { name: title, exact: true }), `${title} Menu`),
        ['site.yaml', menuPath, `${title} Menu`],
      )
      // The new footer entry is in a later column than any the page had (and may be worded alike).
      await step(
        sitePage.path,
        title,
        async (page) => typeOver(page, page.locator('footer').getByRole('link', { name: title, exact: true }).last(), `${title} Footer`),
        ['site.yaml', footerPath, `${title} Footer`],
      )
      await step(
        sitePage.path,
        title,
        async (page) => typeOver(page, page.locator(`[data-editor-section="${index}"]`).getByText(title, { exact: true }).first(), `${title} Heading`),
        [file, ['sections', index, 'heading'], `${title} Heading`],
      )
      // The page's title was worded like all three, and is as it was.
      expect((parse((await editor.texts())[file]!) as { title: string }).title).toBe(title)

      const item = listItem(siteDir)
      await step(
        item.page.path,
        item.text,
        async (page) =>
          typeOver(page, page.locator(`[data-editor-section="${item.path[1]}"]`).getByText(item.text, { exact: true }).first(), `${item.text} Wombat`),
        [item.file, item.path, `${item.text} Wombat`],
      )

      const fact = menuFact(siteDir)
      await step(
        sitePage.path,
        title,
        async (page) => typeOver(page, (await visibleMenu(page)).getByText(fact.value, { exact: true }).first(), `${fact.value}7`),
        ['site.yaml', fact.path, `${fact.value}7`],
      )

      // The page's title, in the Page panel: the menu entry, footer entry and heading worded alike stay.
      await step(
        sitePage.path,
        title,
        async (page) => {
          await (await inBarMenu(page, page.getByRole('button', { name: pageWords.openPanel }).first())).click()
          await page.getByRole('complementary', { name: pageWords.panel }).getByLabel(titleLabel, { exact: true }).fill(`${title} Page`)
        },
        [file, ['title'], `${title} Page`],
      )
    },
    300 * seconds,
  )
})
