const formatters = new Map<string, Intl.DateTimeFormat>()

/**
 * A date as the venue sees it: `YYYY-MM-DD` (or `MM-DD`) in the venue's time zone, not
 * the browser's, so "today" on the dashboard is the server's today wherever it is read.
 */
export const formatVenueDate = (ms: number, timeZone: string, withYear = true): string => {
  let f = formatters.get(timeZone)
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    })
    formatters.set(timeZone, f)
  }
  const parts = Object.fromEntries(f.formatToParts(ms).map((p) => [p.type, p.value]))
  const monthDay = `${parts.month ?? ''}-${parts.day ?? ''}`
  return withYear ? `${parts.year ?? ''}-${monthDay}` : monthDay
}
