// Where a picture is shown and how wide it is there, worked out from the component's CSS, so that
// the browser picks the right version (the `sizes` attribute) and the validator can warn about a photo
// too small for its place. Free of React: schema/ imports it.

/** A picture filling one cell of a grid inside the page's centred container. */
export interface GridSlot {
  /** The container's widest, padding included (max-w-7xl: 1280 px). */
  container: number
  /** Space between cells (gap-6: 24 px). */
  gap: number
  /** From the widest screens down: at `from` px and wider, `columns` cells and `padding` px each side. */
  rules: { from: number; columns: number; padding: number }[]
}

// Team (renderer/sections/team/Team.tsx): Grid columns={3} (sm:grid-cols-2 lg:grid-cols-3) inside
// SectionShell's `max-w-7xl px-4 sm:px-6 lg:px-8`.
export const teamPhoto: GridSlot = {
  container: 1280,
  gap: 24,
  rules: [
    { from: 1024, columns: 3, padding: 32 },
    { from: 640, columns: 2, padding: 24 },
    { from: 0, columns: 1, padding: 16 },
  ],
}

/** A typical laptop's window, and the pixel density of its screen. */
export const laptop = { width: 1440, density: 2 }
/** A typical phone, and the pixel density of its screen. */
export const phone = { width: 375, density: 3 }

/** The picture's width in CSS pixels in a window `viewport` px wide. */
function shownWidth(slot: GridSlot, viewport: number): number {
  const rule = slot.rules.find((r) => viewport >= r.from) ?? slot.rules[slot.rules.length - 1]!
  return Math.round((Math.min(viewport, slot.container) - 2 * rule.padding - (rule.columns - 1) * slot.gap) / rule.columns)
}

/** The pixels a screen needs for the picture to look sharp on it. */
export const pixelsNeeded = (slot: GridSlot, screen: { width: number; density: number }) => shownWidth(slot, screen.width) * screen.density

/** The `sizes` attribute saying the same as shownWidth, for the browser. */
export function sizesOf(slot: GridSlot): string {
  const fluid = slot.rules.map(({ from, columns, padding }) => {
    const taken = 2 * padding + (columns - 1) * slot.gap
    const width = columns === 1 ? `calc(100vw - ${taken}px)` : `calc((100vw - ${taken}px) / ${columns})`
    return from ? `(min-width: ${from}px) ${width}` : width
  })
  return [`(min-width: ${slot.container}px) ${shownWidth(slot, slot.container)}px`, ...fluid].join(', ')
}
