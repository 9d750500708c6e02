// Routes that show the same change: a fact in the header or the footer changes every route in the same
// way, and a picture of each would show that one change dozens of times (and take minutes). A route's
// change is what its rendered output lost and gained, each piece a tag with the text after it; routes
// whose pieces lost and gained are the same are one group, pictured once, on its shortest page. A route
// changed in another place as well (the page that also shows the fact in its body) is a group of its own.
import type { RouteChanges } from './routes.ts'

const pieces = (output: string) => {
  const counts = new Map<string, number>()
  for (const piece of output.split('<')) counts.set(piece, (counts.get(piece) ?? 0) + 1)
  return counts
}

/** The pieces `from` has more of than `to`, sorted, each as often as it is more. */
const lost = (from: Map<string, number>, to: Map<string, number>) =>
  [...from].flatMap(([piece, count]) => Array<string>(Math.max(0, count - (to.get(piece) ?? 0))).fill(piece)).sort()

/** What a route's output lost and gained from `before` to `after`, as one string to compare. */
export function changeOf(before: string, after: string): string {
  const [was, is] = [pieces(before), pieces(after)]
  return JSON.stringify([lost(was, is), lost(is, was)])
}

/** `changes` with one route of each group of changed routes kept in `changed`, the others under `alike`. */
export function groupSameChanges(before: Map<string, string>, after: Map<string, string>, changes: RouteChanges): RouteChanges {
  const groups = new Map<string, string[]>()
  for (const route of changes.changed) {
    const change = changeOf(before.get(route)!, after.get(route)!)
    groups.set(change, [...(groups.get(change) ?? []), route])
  }
  const alike: Record<string, string[]> = {}
  const shown = [...groups.values()].map((routes) => {
    const shortest = routes.reduce((a, b) => (after.get(b)!.length < after.get(a)!.length ? b : a))
    if (routes.length > 1) alike[shortest] = routes.filter((r) => r !== shortest)
    return shortest
  })
  return { ...changes, changed: changes.changed.filter((r) => shown.includes(r)), alike }
}
