// The firm's time zone (site.yaml firm.timeZone), in which the editor says and reads every time: a
// publication set for 9:00 AM goes live at 9:00 AM at the firm, whoever sets it and wherever they are.
// The editor's page sets it when it opens; until then, and without one, times are the person's own.
let zone: string | undefined

export const sayTimesIn = (timeZone: string | undefined) => (zone = timeZone)

export const firmZone = () => zone

/** How far the zone's clock is ahead of UTC at `ms` (a whole minute), in ms. */
function offsetAt(ms: number) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  })
    .formatToParts(ms)
    .map((p) => [p.type, Number(p.value)])
  const { year, month, day, hour, minute } = Object.fromEntries(parts) as Record<string, number>
  return Date.UTC(year!, month! - 1, day!, hour!, minute!) - ms
}

/** A date and time as a date-and-time field gives it ("2030-05-01T09:30"), at the firm: the moment, in ms. */
export function momentOf(typed: string) {
  if (!zone) return new Date(typed).getTime()
  const asUtc = Date.parse(`${typed}Z`)
  // Its offset taken twice: the second time at the moment itself, for a date across a change of the clocks.
  return asUtc - offsetAt(asUtc - offsetAt(asUtc))
}

/** The moment `ms` as a date-and-time field shows it, at the firm ("2030-05-01T09:30"). */
export const typedAt = (ms: number) => new Date(ms + offsetAt(ms)).toISOString().slice(0, 16)

/** The zone's name as people say it: "Pacific Time". */
export const zoneName = () =>
  new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longGeneric' }).formatToParts(0).find((p) => p.type === 'timeZoneName')?.value ?? ''
