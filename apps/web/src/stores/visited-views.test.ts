import { beforeEach, describe, expect, it } from 'vitest'
import { SESSION_KEYS } from '#web/shared/lib/storage.ts'
import { resetSessionStore, useSession } from '#web/stores/session.ts'
import { MAX_CACHED_VIEWS, useVisitedViews, type VisitedView } from '#web/stores/visited-views.ts'
import { serviceSystem, venueSystem } from '#web/testing/factories.ts'

const DASHBOARD: VisitedView = {
  path: '/dashboard',
  fullPath: '/dashboard',
  title: 'common.route.dashboard',
  affix: true,
}

const page = (path: string, query = ''): VisitedView => ({
  path,
  fullPath: `${path}${query}`,
  title: `title of ${path}`,
})

const store = () => useVisitedViews.getState()
const paths = () => store().views.map((v) => v.path)
const stored = (): VisitedView[] =>
  JSON.parse(sessionStorage.getItem(SESSION_KEYS.visitedViews) ?? '[]') as VisitedView[]

/** The dashboard, then /p1 … /pN. */
const visit = (count: number) => {
  store().addView(DASHBOARD)
  for (let i = 1; i <= count; i += 1) store().addView(page(`/p${i}`))
}

beforeEach(() => {
  useVisitedViews.setState({ views: [] })
})

describe('visited views', () => {
  it('keeps one tag per path, in the order of the first visit', () => {
    store().addView(DASHBOARD)
    store().addView(page('/a'))
    store().addView(page('/b'))
    store().addView(page('/a'))
    expect(paths()).toEqual(['/dashboard', '/a', '/b'])
  })

  it('updates the fullPath when only the query changes (the same tag, re-entered)', () => {
    store().addView(page('/exhibitionInfo/exhibitionInfo', '?guid=one'))
    store().addView(page('/other'))
    store().addView(page('/exhibitionInfo/exhibitionInfo', '?guid=two'))
    expect(store().views).toHaveLength(2)
    expect(store().views[0]?.fullPath).toBe('/exhibitionInfo/exhibitionInfo?guid=two')
    expect(stored()[0]?.fullPath).toBe('/exhibitionInfo/exhibitionInfo?guid=two')
  })

  it('puts an affix view first even when it is recorded after other pages', () => {
    store().addView(page('/a'))
    store().addView(DASHBOARD)
    expect(paths()).toEqual(['/dashboard', '/a'])
  })

  it(`drops the second visited view when more than ${MAX_CACHED_VIEWS} are cached`, () => {
    visit(MAX_CACHED_VIEWS - 1)
    expect(store().views).toHaveLength(MAX_CACHED_VIEWS)

    store().addView(page('/p10'))
    expect(paths()).toEqual(['/dashboard', ...[2, 3, 4, 5, 6, 7, 8, 9, 10].map((i) => `/p${i}`)])

    store().addView(page('/p11'))
    expect(paths()[1]).toBe('/p3')
    expect(paths()).toHaveLength(MAX_CACHED_VIEWS)
    expect(stored().map((v) => v.path)).toEqual(paths())
  })

  it('does not count pages that are not cached towards the cap', () => {
    visit(MAX_CACHED_VIEWS - 1)
    store().addView({ ...page('/live'), noCache: true })
    expect(paths()).toHaveLength(MAX_CACHED_VIEWS + 1)
    expect(paths()).toContain('/p1')
  })

  it('drops the second visited view even without an affix first view', () => {
    for (let i = 1; i <= MAX_CACHED_VIEWS + 1; i += 1) store().addView(page(`/p${i}`))
    expect(paths()[0]).toBe('/p1')
    expect(paths()).not.toContain('/p2')
    expect(paths()).toHaveLength(MAX_CACHED_VIEWS)
  })

  it('closes one view, but never an affix one', () => {
    visit(3)
    store().removeView('/p2')
    store().removeView('/dashboard')
    expect(paths()).toEqual(['/dashboard', '/p1', '/p3'])
  })

  it('closes the others, keeping the affix views', () => {
    visit(4)
    store().removeOthers('/p3')
    expect(paths()).toEqual(['/dashboard', '/p3'])
  })

  it('closes to the left and to the right, keeping the affix views', () => {
    visit(5)
    store().removeLeft('/p3')
    expect(paths()).toEqual(['/dashboard', '/p3', '/p4', '/p5'])
    store().removeRight('/p4')
    expect(paths()).toEqual(['/dashboard', '/p3', '/p4'])
  })

  it('closes all but the affix views', () => {
    visit(4)
    store().removeAll()
    expect(paths()).toEqual(['/dashboard'])
    expect(stored().map((v) => v.path)).toEqual(['/dashboard'])
  })

  it('is forgotten on logout and on a subsystem switch (spec §4)', () => {
    resetSessionStore()
    useSession.setState({ menuList: [venueSystem(), serviceSystem()] })
    visit(2)
    useSession.getState().switchSystem(serviceSystem().name)
    expect(store().views).toEqual([])
    expect(sessionStorage.getItem(SESSION_KEYS.visitedViews)).toBeNull()

    visit(2)
    useSession.getState().resetToken('/login')
    expect(store().views).toEqual([])
    expect(sessionStorage.getItem(SESSION_KEYS.visitedViews)).toBeNull()
  })
})
