import { API, DASHBOARD_TOP_PROJECTS, type DashboardSummary } from '@app/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DIALECTS, type TestApp, buildTestApp } from '../../../test/helpers.ts'
import type { Db } from '#server/db/database.ts'
import { startSession } from '#server/modules/identity/session.service.ts'
import { statusAsOf } from '#server/modules/projects/project-workflow.ts'
import { dashboardSummary } from './dashboard.service.ts'
import { dayWindow, monthWindows, weekWindow } from './venue-calendar.ts'

const TZ = 'Asia/Shanghai'
/** Epoch ms of a wall-clock time in Shanghai (UTC+8, no daylight saving). */
const cst = (wall: string): number => Date.parse(`${wall.replace(' ', 'T')}+08:00`)

describe('venue calendar (Asia/Shanghai)', () => {
  // [what, now, today's window, the week's window]
  const cases: [string, number, [string, string], [string, string]][] = [
    [
      'a Wednesday noon',
      cst('2026-11-18 12:00'),
      ['2026-11-18 00:00', '2026-11-19 00:00'],
      ['2026-11-16 00:00', '2026-11-23 00:00'],
    ],
    [
      'Monday 00:30 in Shanghai is still Sunday in UTC',
      Date.parse('2026-11-22T16:30:00Z'),
      ['2026-11-23 00:00', '2026-11-24 00:00'],
      ['2026-11-23 00:00', '2026-11-30 00:00'],
    ],
    [
      'the last millisecond of a Sunday belongs to the week before',
      cst('2026-11-22 23:59:59') + 999,
      ['2026-11-22 00:00', '2026-11-23 00:00'],
      ['2026-11-16 00:00', '2026-11-23 00:00'],
    ],
    [
      'a week across the new year',
      cst('2027-01-01 00:30'),
      ['2027-01-01 00:00', '2027-01-02 00:00'],
      ['2026-12-28 00:00', '2027-01-04 00:00'],
    ],
    [
      'a week across the end of February in a leap year',
      cst('2028-02-29 08:00'),
      ['2028-02-29 00:00', '2028-03-01 00:00'],
      ['2028-02-28 00:00', '2028-03-06 00:00'],
    ],
  ]
  it.each(cases)('%s', (_what, now, [dayFrom, dayTo], [weekFrom, weekTo]) => {
    expect(dayWindow(now, TZ)).toEqual({ from: cst(dayFrom), to: cst(dayTo) })
    expect(weekWindow(now, TZ)).toEqual({ from: cst(weekFrom), to: cst(weekTo) })
  })

  it('lists six months from the current one, across the year', () => {
    const months = monthWindows(cst('2026-11-30 23:59'), TZ, 6)
    expect(months.map((m) => m.month)).toEqual([
      '2026-11',
      '2026-12',
      '2027-01',
      '2027-02',
      '2027-03',
      '2027-04',
    ])
    expect(months[0]).toMatchObject({ from: cst('2026-11-01 00:00'), to: cst('2026-12-01 00:00') })
    expect(months[5]).toMatchObject({ from: cst('2027-04-01 00:00'), to: cst('2027-05-01 00:00') })
  })

  it('follows a zone with daylight saving (a 23-hour day)', () => {
    const day = dayWindow(Date.parse('2026-03-29T12:00:00Z'), 'Europe/Berlin')
    expect(day).toEqual({
      from: Date.parse('2026-03-28T23:00:00Z'),
      to: Date.parse('2026-03-29T22:00:00Z'),
    })
  })
})

/** "Now" of the figures below: Wednesday 18 November 2026, noon in Shanghai. */
const NOW = cst('2026-11-18 12:00')
const MONTHS = ['2026-11', '2026-12', '2027-01', '2027-02', '2027-03', '2027-04']

interface Row {
  guid: string
  status: number
  /** load-in, opening, closing, load-out as Shanghai wall clock (null: not set) */
  dates: [string | null, string | null, string | null, string | null]
  today: boolean
  week: boolean
  months: string[]
}

// The table the figures are checked against: each project and where it must count.
const ROWS: Row[] = [
  {
    guid: 'p-across-today',
    status: 3,
    dates: ['2026-11-17 00:00', '2026-11-17 09:00', '2026-11-19 17:00', '2026-11-19 00:00'],
    today: true,
    week: true,
    months: ['2026-11'],
  },
  {
    guid: 'p-moves-out-today',
    status: 4,
    dates: ['2026-11-10 00:00', '2026-11-11 09:00', '2026-11-14 17:00', '2026-11-18 00:00'],
    today: true,
    week: true,
    months: ['2026-11'],
  },
  {
    guid: 'p-moves-in-tonight',
    status: 1,
    dates: ['2026-11-18 23:59', null, null, '2026-11-20 00:00'],
    today: true,
    week: true,
    months: ['2026-11'],
  },
  {
    guid: 'p-opening-dates-only',
    status: 2,
    dates: [null, '2026-11-18 09:00', '2026-11-18 17:00', null],
    today: true,
    week: true,
    months: ['2026-11'],
  },
  {
    guid: 'p-tomorrow',
    status: 1,
    dates: ['2026-11-19 00:00', null, null, '2026-11-20 00:00'],
    today: false,
    week: true,
    months: ['2026-11'],
  },
  {
    // 16:30 UTC on the 18th is already the 19th in Shanghai
    guid: 'p-tomorrow-in-shanghai',
    status: 3,
    dates: ['2026-11-19 00:30', null, null, '2026-11-19 20:00'],
    today: false,
    week: true,
    months: ['2026-11'],
  },
  {
    guid: 'p-out-yesterday',
    status: 5,
    dates: ['2026-11-16 00:00', null, null, '2026-11-17 23:59'],
    today: false,
    week: true,
    months: ['2026-11'],
  },
  {
    guid: 'p-on-sunday',
    status: 6,
    dates: ['2026-11-22 00:00', null, null, '2026-11-22 20:00'],
    today: false,
    week: true,
    months: ['2026-11'],
  },
  {
    guid: 'p-last-sunday',
    status: 6,
    dates: ['2026-11-15 00:00', null, null, '2026-11-15 23:00'],
    today: false,
    week: false,
    months: ['2026-11'],
  },
  {
    guid: 'p-next-monday',
    status: 3,
    dates: ['2026-11-23 00:00', null, null, '2026-11-25 00:00'],
    today: false,
    week: false,
    months: ['2026-11'],
  },
  {
    guid: 'p-across-new-year',
    status: 3,
    dates: ['2026-12-20 00:00', null, null, '2027-01-05 00:00'],
    today: false,
    week: false,
    months: ['2026-12', '2027-01'],
  },
  {
    guid: 'p-april',
    status: 1,
    dates: ['2027-04-30 00:00', null, null, '2027-04-30 18:00'],
    today: false,
    week: false,
    months: ['2027-04'],
  },
  {
    guid: 'p-may',
    status: 1,
    dates: ['2027-05-01 00:00', null, null, '2027-05-03 00:00'],
    today: false,
    week: false,
    months: [],
  },
  {
    guid: 'p-october',
    status: 6,
    dates: ['2026-10-20 00:00', null, null, '2026-10-31 23:00'],
    today: false,
    week: false,
    months: [],
  },
  // states that hold no venue: counted by state, never as "in the venue"
  ...[0, 7, 8, 9].map<Row>((status) => ({
    guid: `p-state-${status}-over-today`,
    status,
    dates: ['2026-11-17 00:00', null, null, '2026-11-19 00:00'],
    today: false,
    week: false,
    months: [],
  })),
  {
    guid: 'p-no-dates',
    status: 3,
    dates: [null, null, null, null],
    today: false,
    week: false,
    months: [],
  },
]

const ms = (wall: string | null) => (wall === null ? null : cst(wall))
/** Load-in order (opening when load-in is not set), then guid: the order of `top`. */
const byLoadIn = (a: Row, b: Row) =>
  (ms(a.dates[0] ?? a.dates[1]) ?? 0) - (ms(b.dates[0] ?? b.dates[1]) ?? 0) ||
  a.guid.localeCompare(b.guid)

async function insertUser(db: Db, id: number, userName: string): Promise<void> {
  await db
    .insertInto('sysUser')
    .values({
      id,
      guid: `u-${userName}`,
      userName,
      nickName: userName,
      mobile: '',
      email: '',
      status: 1,
      passwordHash: 'unused',
      createdAt: NOW,
      updatedAt: NOW,
    })
    .execute()
}

async function insertFixture(db: Db): Promise<void> {
  await insertUser(db, 1, 'dash-a')
  await insertUser(db, 2, 'dash-b')
  await db
    .insertInto('project')
    .values(
      ROWS.map((r, i) => ({
        guid: r.guid,
        projectNumber: `XM-T-${i}`,
        title: `项目 ${r.guid}`,
        formFlag: '1',
        status: r.status,
        customer: '',
        halls: '1号馆,2号馆',
        loadInTime: ms(r.dates[0]),
        startTime: ms(r.dates[1]),
        endTime: ms(r.dates[2]),
        loadOutTime: ms(r.dates[3]),
        createdAt: NOW,
        updatedAt: NOW,
      })),
    )
    .execute()
  await db
    .insertInto('exhibition')
    .values(
      [1, 2, 3].map((i) => ({
        guid: `e-${i}`,
        title: `展会 ${i}`,
        projectIdNumber: `XM-T-${i}`,
        organiser: '',
        homeContractor: '',
        halls: '',
        status: 0,
        onHome: 0,
        remark: '',
        createdAt: NOW,
        updatedAt: NOW,
      })),
    )
    .execute()
  // user 1: 4 unread, 2 read; user 2: 1 unread
  const messages = [
    ...[1, 2, 3, 4].map((i) => ({ userId: 1, readAt: null, i })),
    ...[5, 6].map((i) => ({ userId: 1, readAt: NOW, i })),
    { userId: 2, readAt: null, i: 7 },
  ]
  await db
    .insertInto('message')
    .values(
      messages.map((m) => ({
        guid: `m-${m.i}`,
        userId: m.userId,
        title: '通知',
        content: '',
        kind: 'notice',
        link: null,
        readAt: m.readAt,
        createdAt: NOW,
      })),
    )
    .execute()
}

describe.each(DIALECTS)('dashboard summary on %s', (dialect) => {
  let t: TestApp
  let summary: DashboardSummary

  beforeAll(async () => {
    t = await buildTestApp(dialect, { seed: insertFixture })
    summary = await dashboardSummary(t.db, 1, NOW)
  })
  afterAll(() => t.close())

  it.each([
    ['today', (r: Row) => r.today],
    ['week', (r: Row) => r.week],
  ] as const)('counts and lists the projects in the venue %s', (key, inWindow) => {
    const expected = ROWS.filter(inWindow).sort(byLoadIn)
    expect(summary[key].count).toBe(expected.length)
    expect(summary[key].top.map((p) => p.guid)).toEqual(
      expected.slice(0, DASHBOARD_TOP_PROJECTS).map((r) => r.guid),
    )
  })

  it('gives the windows in Shanghai time, the week from Monday', () => {
    expect(summary.timeZone).toBe(TZ)
    expect([summary.today.from, summary.today.to]).toEqual([
      cst('2026-11-18 00:00'),
      cst('2026-11-19 00:00'),
    ])
    expect([summary.week.from, summary.week.to]).toEqual([
      cst('2026-11-16 00:00'),
      cst('2026-11-23 00:00'),
    ])
  })

  it('lists a project with its title, halls, state as of now and dates', () => {
    const first = summary.today.top.find((p) => p.guid === 'p-across-today')
    expect(first).toEqual({
      guid: 'p-across-today',
      title: '项目 p-across-today',
      halls: '1号馆,2号馆',
      // stored 已签约, moved in yesterday: 进行中
      status: 4,
      loadInTime: cst('2026-11-17 00:00'),
      startTime: cst('2026-11-17 09:00'),
      endTime: cst('2026-11-19 17:00'),
      loadOutTime: cst('2026-11-19 00:00'),
    })
  })

  it('counts the projects in the venue per month for six months', () => {
    expect(summary.byMonth.map((m) => [m.month, m.count])).toEqual(
      MONTHS.map((month) => [month, ROWS.filter((r) => r.months.includes(month)).length]),
    )
  })

  it('counts every state as of now, zeros included: 进行中 and 已完成 by the calendar', () => {
    const asOf = (r: Row) =>
      statusAsOf(
        {
          status: r.status,
          loadInTime: r.dates[0] === null ? null : cst(r.dates[0]),
          loadOutTime: r.dates[3] === null ? null : cst(r.dates[3]),
        },
        NOW,
      )
    // the table holds signed projects the calendar has moved on
    expect(ROWS.filter((r) => asOf(r) !== r.status).length).toBeGreaterThan(0)
    expect(summary.byStatus).toEqual(
      [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((status) => ({
        status,
        count: ROWS.filter((r) => asOf(r) === status).length,
      })),
    )
  })

  it("counts the exhibitions and only the caller's unread messages", async () => {
    expect(summary.exhibitionCount).toBe(3)
    expect(summary.unreadMessages).toBe(4)
    expect((await dashboardSummary(t.db, 2, NOW)).unreadMessages).toBe(1)
  })

  it('answers any signed-in user over HTTP, and 401 without a token', async () => {
    const token = await startSession(t.db, 2, { ip: '127.0.0.1', userAgent: 'vitest' })
    const url = `/xgz${API.dashboard.summary.path}`
    const res = await t.app.inject({ method: 'GET', url, headers: { 'access-token': token } })
    expect(res.statusCode, res.body).toBe(200)
    const data = res.json<{ data: DashboardSummary }>().data
    expect(data.unreadMessages).toBe(1)
    expect(data.exhibitionCount).toBe(3)
    expect(data.today.from).toBeLessThanOrEqual(Date.now())
    expect(data.today.to).toBeGreaterThan(Date.now())
    expect(data.byMonth).toHaveLength(6)

    const anonymous = await t.app.inject({ method: 'GET', url })
    expect(anonymous.statusCode).toBe(401)
  })
})
