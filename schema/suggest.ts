// "Did you mean" for misspelt names: the closest candidate within a small edit distance.
/** Edits (insert, delete, replace, swap two neighbours) that turn a into b: "heor" → "hero" is 1. */
function distance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)))
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1)
    }
  }
  return d[a.length]![b.length]!
}

function closest(value: string, candidates: Iterable<string>): string | undefined {
  const wanted = value.toLowerCase()
  let best: string | undefined
  // Up to three edits: enough for typos, too few to turn one real name into another.
  let bestDistance = Math.min(3, Math.max(2, Math.floor(value.length / 3))) + 1
  for (const candidate of candidates) {
    const d = distance(wanted, candidate.toLowerCase())
    if (d < bestDistance) [best, bestDistance] = [candidate, d]
  }
  return best
}

export function didYouMean(value: string, candidates: Iterable<string>, format = (s: string) => `\`${s}\``): string {
  const match = closest(value, candidates)
  return match ? `; did you mean ${format(match)}?` : ''
}
