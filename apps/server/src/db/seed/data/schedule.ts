// Booking blocks for the seeded projects (docs/product/demo-data.md): every booked project holds
// its halls on its load-in, open and load-out days. Dates are venue calendar dates of the local
// days the projects are dated by.
import { BOOKED_STATUSES, PROJECT_STATUS } from './projects.ts'
import { DISABLED_HALL, siteGuidByName } from './sites.ts'
import type { SeedProject } from './types.ts'

export interface SeedMission {
  mid: string
  projectGuid: string
  siteGuid: string
  /** userName of who booked it (the project's sales owner). */
  bookedBy: string
  fromDate: string
  toDate: string
  fromMinute: number
  toMinute: number
  level: number
  status: number
  usage: 'loadIn' | 'show' | 'loadOut' | 'meeting' | 'event' | 'closure'
  remark: string
}

const DAY_MS = 86_400_000

/** yyyy-MM-dd of the local day holding `ms` (seed days are local midnights). */
const localDate = (ms: number): string => {
  const d = new Date(ms)
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`
}
const addDays = (ms: number, n: number): number => {
  const d = new Date(ms)
  return new Date(d.getFullYear(), d.getMonth(), d.getDate() + n).getTime()
}
const dayDiff = (a: number, b: number) => Math.round((b - a) / DAY_MS)

/** Booking status of a project's blocks: 预定 holds, 待签约 pending, signed on confirmed. */
const bookingStatusOf = (projectStatus: number): number | null => {
  if (projectStatus === PROJECT_STATUS.预定) return 0
  if (projectStatus === PROJECT_STATUS.待签约) return 1
  if (projectStatus === PROJECT_STATUS.已取消) return 3
  return BOOKED_STATUSES.includes(projectStatus) ? 2 : null
}

/** Hall hours 08:00–20:00; meetings and activities run into the 晚上 part; closures all day. */
const HOURS = {
  hall: [480, 1200],
  meeting: [480, 1320],
  closure: [0, 1440],
} as const

/** The blocks of one project, phase by phase, on each of its sites. */
function blocksOf(p: SeedProject): SeedMission[] {
  const status = bookingStatusOf(p.status)
  if (status === null) return []
  const level = p.holdLevel ?? 1
  const phases: Array<{ from: number; to: number; usage: SeedMission['usage'] }> = []
  const main: SeedMission['usage'] =
    p.formFlag === '2'
      ? 'meeting'
      : p.formFlag === '3'
        ? 'event'
        : p.formFlag === '4'
          ? 'closure'
          : 'show'
  if (p.startTime > p.loadInTime) {
    phases.push({ from: p.loadInTime, to: addDays(p.startTime, -1), usage: 'loadIn' })
  }
  if (main === 'show') {
    phases.push({ from: p.startTime, to: p.endTime, usage: 'show' })
    if (p.loadOutTime > p.endTime) {
      phases.push({ from: addDays(p.endTime, 1), to: p.loadOutTime, usage: 'loadOut' })
    }
  } else {
    phases.push({ from: p.startTime, to: p.loadOutTime, usage: main })
  }
  const sites = p.halls
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s.length > 0)
  return sites.flatMap((name) => {
    const siteGuid = siteGuidByName.get(name)
    if (!siteGuid) throw new Error(`project ${p.guid}: no site ${name}`)
    return phases.map((ph) => {
      const [fromMinute, toMinute] =
        ph.usage === 'closure'
          ? HOURS.closure
          : ph.usage === 'meeting' || ph.usage === 'event'
            ? HOURS.meeting
            : HOURS.hall
      return {
        mid: `${p.guid}.${siteGuid.replace('site-', '')}.${ph.usage}`,
        projectGuid: p.guid,
        siteGuid,
        bookedBy: p.salesOwner,
        fromDate: localDate(ph.from),
        toDate: localDate(ph.to),
        fromMinute,
        toMinute,
        level,
        status,
        usage: ph.usage,
        remark: status === 0 && level > 1 ? '本档期为第二意向，第一意向释放后顺延' : '',
      }
    })
  })
}

export const buildMissions = (projects: readonly SeedProject[]): SeedMission[] =>
  projects.flatMap(blocksOf)

/**
 * The maintenance period of DISABLED_HALL: the first free fortnight from a week after today,
 * so it shows on the grid without standing under any booking.
 */
export function disabledPeriod(
  today: Date,
  projects: readonly SeedProject[],
): { from: string; to: string; reason: string } {
  const t0 = new Date(today.getFullYear(), today.getMonth(), today.getDate()).getTime()
  const taken = projects
    .filter((p) => p.halls.split(',').includes(DISABLED_HALL.name))
    .map((p) => [dayDiff(t0, p.loadInTime), dayDiff(t0, p.loadOutTime)] as const)
  let start = 7
  while (start < 160 && taken.some(([a, b]) => a <= start + DISABLED_HALL.days - 1 && b >= start))
    start++
  return {
    from: localDate(addDays(t0, start)),
    to: localDate(addDays(t0, start + DISABLED_HALL.days - 1)),
    reason: DISABLED_HALL.reason,
  }
}
