// Where two full-length screenshots of a page first differ, so the review shows that part of the page
// rather than its top (a changed price far down the page would otherwise be out of view). Pixels are
// read by sharp; rows are compared from the top.
import sharp from 'sharp'

const pixels = (file: string) => sharp(file).ensureAlpha().raw().toBuffer({ resolveWithObject: true })

/** The first row (in px from the top) where the pictures differ, or undefined when they are the same. */
export async function firstDifference(before: string, after: string): Promise<number | undefined> {
  const [a, b] = await Promise.all([pixels(before), pixels(after)])
  if (a.info.width !== b.info.width) return 0
  const row = a.info.width * 4
  const rows = Math.min(a.info.height, b.info.height)
  for (let y = 0; y < rows; y++) {
    if (!a.data.subarray(y * row, (y + 1) * row).equals(b.data.subarray(y * row, (y + 1) * row))) return y
  }
  return a.info.height === b.info.height ? undefined : rows
}
