// "Did you mean" for misspelt names: the closest candidate within a small edit distance.
function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i)
  for (let i = 1; i <= a.length; i++) {
    let previous = row[0]
    row[0] = i
    for (let j = 1; j <= b.length; j++) {
      const current = row[j]
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1))
      previous = current
    }
  }
  return row[b.length]
}

export function closest(value: string, candidates: Iterable<string>): string | undefined {
  const wanted = value.toLowerCase()
  let best: string | undefined
  // Up to three edits: enough for typos, too few to turn one real name into another.
  let bestDistance = Math.min(3, Math.max(1, Math.floor(value.length / 3))) + 1
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
