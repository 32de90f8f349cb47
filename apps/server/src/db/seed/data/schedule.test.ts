import { BOOKING_USAGES } from '@app/contracts'
import { describe, expect, it } from 'vitest'
import { gradeOf, overlappingPairs } from '#server/modules/schedule/schedule.grading.ts'
import { keyOf } from '#server/modules/schedule/schedule.calendar.ts'
import { buildProjects } from './projects.ts'
import { buildBulkMissions, buildBulkSites, bulkRelations } from './schedule-bulk.ts'
import { buildMissions, disabledPeriod } from './schedule.ts'
import { DISABLED_HALL, SITES, SITE_RELATIONS, TEMPLATES, buildFestivals } from './sites.ts'

const DAYS = [
  new Date(2026, 10, 21, 9, 30),
  new Date(2026, 0, 15),
  new Date(2026, 5, 1),
  new Date(2027, 2, 3, 23, 59),
]

const related = new Map<string, string[]>()
for (const [a, b] of SITE_RELATIONS) related.set(a, [...(related.get(a) ?? []), b])

describe('sites', () => {
  it('lists the 星港 halls, rooms and outdoor areas under their groups, codes unique', () => {
    expect(new Set(SITES.map((s) => s.code)).size).toBe(SITES.length)
    expect(new Set(SITES.map((s) => s.name)).size).toBe(SITES.length)
    const groups = new Set(SITES.filter((s) => s.group === null).map((s) => s.code))
    for (const s of SITES) if (s.group !== null) expect(groups).toContain(s.group)
    const names = SITES.map((s) => s.name)
    for (const n of [
      '1号馆',
      '9号馆',
      '多功能厅A',
      '国际报告厅',
      '会议室212',
      '东广场',
      '货车轮候区',
    ]) {
      expect(names).toContain(n)
    }
    expect(SITES.find((s) => s.name === '1号馆')?.area).toBe(20_000)
    expect(SITES.find((s) => s.name === '9号馆')?.area).toBe(30_000)
  })

  it('relates 多功能厅 and its parts both ways', () => {
    expect(related.get('site-mph')?.sort()).toEqual(['site-mph-a', 'site-mph-b', 'site-mph-c'])
    for (const part of ['a', 'b', 'c'])
      expect(related.get(`site-mph-${part}`)).toEqual(['site-mph'])
  })

  it('has one default template and day-parts of at most 24 h on the half hour', () => {
    expect(TEMPLATES.filter((t) => t.isDefault).map((t) => t.name)).toEqual(['标准三段'])
    for (const t of TEMPLATES) {
      for (const [from, to] of t.parts) {
        expect(from < to, `${t.name} ${from}`).toBe(true)
        expect(from.endsWith(':00') || from.endsWith(':30')).toBe(true)
      }
    }
  })

  it('marks the 2026 holidays red and the make-up workdays grey', () => {
    const days = new Map(buildFestivals().map((f) => [f.date, f]))
    expect(days.get('2026-10-01')).toMatchObject({ kind: 'holiday', text: '国庆节' })
    expect(days.get('2026-10-07')?.kind).toBe('holiday')
    expect(days.get('2026-10-10')?.kind).toBe('workday')
    expect(days.get('2026-02-14')?.kind).toBe('workday')
    expect(days.get('2026-02-23')?.kind).toBe('holiday')
    expect(days.size).toBe(buildFestivals().length)
  })
})

describe.each(DAYS)('bookings of the seeded projects, today = %s', (today) => {
  const projects = buildProjects(today)
  const missions = buildMissions(projects)
  const blocks = missions.map((m) => ({
    ...m,
    startKey: keyOf(m.fromDate, m.fromMinute),
    endKey: keyOf(m.toDate, m.toMinute),
  }))

  it('books existing sites with unique ids, ends after starts', () => {
    const sites = new Set(SITES.filter((s) => s.group !== null).map((s) => s.guid))
    expect(new Set(missions.map((m) => m.mid)).size).toBe(missions.length)
    for (const b of blocks) {
      expect(sites).toContain(b.siteGuid)
      expect(b.endKey).toBeGreaterThan(b.startKey)
      expect(BOOKING_USAGES).toContain(b.usage)
    }
    expect(blocks.filter((b) => b.projectGuid === 'prj-tea-expo').map((b) => b.usage)).toContain(
      'loadIn',
    )
  })

  it('clashes only where the second 新能源 hold stands on the first (a 提示)', () => {
    const live = blocks.filter((b) => b.status !== 3)
    const pairs = overlappingPairs(live, related)
    expect(pairs.length).toBeGreaterThan(0)
    for (const { a, b } of pairs) {
      expect([a.projectGuid, b.projectGuid].sort()).toEqual(['prj-nev-expo', 'prj-nev-expo-2'])
      expect(gradeOf(a, b)).toBe('notice')
    }
  })

  it('closes 7号馆 for two weeks when nothing is booked on it', () => {
    const closed = disabledPeriod(today, projects)
    const from = keyOf(closed.from, 0)
    const to = keyOf(closed.to, 1440)
    expect((to - from) / 1440).toBe(DISABLED_HALL.days)
    const onHall = blocks.filter((b) => b.siteGuid === 'site-h7')
    expect(onHall.filter((b) => b.startKey < to && b.endKey > from)).toEqual([])
  })
})

describe('bulk schedule for the benchmark', () => {
  // pure CPU over 200,000 blocks: about 9 s alone, several times that beside a busy core
  it(
    'builds 4,000 rows, 5% related, and 200,000 blocks that never clash',
    { timeout: 120_000 },
    () => {
      const sites = buildBulkSites(4000)
      expect(sites).toHaveLength(4000)
      expect(new Set(sites.map((s) => s.guid)).size).toBe(4000)
      const leaves = sites.filter((s) => s.group !== null)
      const rel = new Map<string, string[]>()
      for (const [a, b] of bulkRelations(sites)) rel.set(a, [...(rel.get(a) ?? []), b])
      expect(rel.size / leaves.length).toBeCloseTo(0.05, 2)
      const blocks = buildBulkMissions(DAYS[0] as Date, sites, ['prj-a', 'prj-b'], 200_000).map(
        (m) => ({
          ...m,
          startKey: keyOf(m.fromDate, m.fromMinute),
          endKey: keyOf(m.toDate, m.toMinute),
        }),
      )
      expect(blocks).toHaveLength(200_000)
      expect(new Set(blocks.map((b) => b.mid)).size).toBe(200_000)
      expect(overlappingPairs(blocks, rel)).toEqual([])
    },
  )
})
