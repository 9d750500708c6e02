// Links and emphasis written in prose show as real links and real bold or italic text, never as the
// Markdown typed; a link to a page of the site goes there without reloading.
import { expect, test } from '@playwright/test'
import type { Inline } from '../../schema/inline-text.ts'
import { open } from './open.ts'
import { site } from './site-data.ts'

type Found = { path: string; parts: Inline[] }
const prose: Found[] = site.pages.flatMap(({ page }) =>
  page.sections.flatMap((section) =>
    section.type === 'rich-text'
      ? section.blocks
          .flatMap((block) => [...(block.paragraphs ?? []), ...(block.bullets ?? [])])
          .filter((text): text is Inline[] => Array.isArray(text))
          .map((parts) => ({ path: page.path, parts }))
      : [],
  ),
)
// Loaded prose is parts; a paragraph still a string with Markdown in it was never read.
const unread = site.pages.flatMap(({ page }) =>
  page.sections.flatMap((section) =>
    section.type === 'rich-text'
      ? section.blocks
          .flatMap((block) => [...(block.paragraphs ?? []), ...(block.bullets ?? [])])
          .filter((text) => typeof text === 'string' && /\*\*|\]\(/.test(text))
      : [],
  ),
)
const textOf = (parts: Inline[]): string =>
  parts.map((p) => (typeof p === 'string' ? p : textOf('link' in p ? p.children : 'strong' in p ? p.strong : p.em))).join('')
const withPart = (kind: 'link' | 'strong' | 'em', internal = false) =>
  prose.flatMap(({ path, parts }) =>
    parts
      .filter((p): p is Extract<Inline, object> => typeof p !== 'string' && kind in p && (!internal || ('link' in p && p.link.startsWith('/'))))
      .map((part) => ({ path, part })),
  )[0]

test('the Markdown written in prose is read', () => {
  expect(unread).toEqual([])
})

test('bold and italic in a paragraph are shown as emphasis, without the asterisks', async ({ page }) => {
  const found = withPart('strong') ?? withPart('em')
  test.skip(!found, 'no paragraph or bullet of this site has bold or italic text')
  const { path, part } = found!
  const tag = 'strong' in part ? 'strong' : 'em'
  const words = textOf('strong' in part ? part.strong : (part as { em: Inline[] }).em)
  await open(page, path)
  await expect(page.locator(`main ${tag}`, { hasText: words }).first()).toBeVisible()
  await expect(page.locator('main')).not.toContainText(`*${words}*`)
})

test('a link in a paragraph is a real link that goes to its page', async ({ page }) => {
  const found = withPart('link', true)
  test.skip(!found, 'no paragraph or bullet of this site links to one of its pages')
  const { path, part } = found! as { path: string; part: { link: string; children: Inline[] } }
  await open(page, path)
  const link = page
    .locator('main')
    .getByRole('link', { name: textOf(part.children), exact: true })
    .first()
  await expect(link).toHaveAttribute('href', part.link)
  await expect(page.locator('main')).not.toContainText(`](${part.link})`)
  await link.click()
  await expect(page).toHaveURL(new URL(part.link, page.url()).href)
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
})
