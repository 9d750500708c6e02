// The Markdown summary of `npm run changes`: the changed, added and removed routes, and where each
// one's screenshots are. CI posts it as the job summary.
import { pictureFolderOf } from '../../schema/route-file.ts'
import type { RouteChanges } from './routes.ts'
import { widths } from './screenshots.ts'

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`

export function summaryMarkdown(base: string, commit: string, changes: RouteChanges): string {
  const { changed, added, removed, total } = changes
  const lines = [`## Rendered changes against \`${base}\` (${commit.slice(0, 7)})`, '']
  if (!changed.length && !added.length && !removed.length) {
    lines.push(`No route's rendered output changed (${plural(total, 'route')} compared).`)
    return lines.join('\n') + '\n'
  }
  lines.push(
    `${plural(changed.length, 'route')} changed, ${added.length} added, ${removed.length} removed, of ${plural(total, 'route')}. ` +
      `Screenshots at ${widths.map((w) => `${w} px`).join(' and ')} wide are in each route's folder of the \`changes\` artifact.`,
  )
  const section = (title: string, routes: string[], shots: string) => {
    if (!routes.length) return
    lines.push('', `### ${title}`, '')
    for (const route of routes) lines.push(`- \`${route}\`: \`${pictureFolderOf(route)}/\` ${shots}`)
  }
  section('Changed', changed, `(${widths.map((w) => `before-${w}.png, after-${w}.png`).join(', ')})`)
  section('Added', added, `(${widths.map((w) => `after-${w}.png`).join(', ')})`)
  section('Removed', removed, `(${widths.map((w) => `before-${w}.png`).join(', ')})`)
  return lines.join('\n') + '\n'
}
