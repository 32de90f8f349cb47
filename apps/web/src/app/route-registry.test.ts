import type { SystemEntry } from '@app/contracts'
import { createMemoryRouter, type RouteObject } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import {
  buildAnonymousRoutes,
  buildSignedInRoutes,
  collectMenuPaths,
  reportRoutesOf,
  routePaths,
  selectScreens,
  SUBSYSTEM_TABLES,
  userHasRoute,
  type RegistryContext,
} from '#web/app/route-registry.ts'
import { menuGroupsOf } from '#web/shared/lib/menu-model.ts'
import { segmentGroupsOf } from '#web/shared/lib/menu-group-titles.ts'
import { routeHandleOf, type SubsystemTable } from '#web/shared/lib/route-types.ts'
import {
  credentialSystem,
  groupMenu,
  pageMenu,
  serviceSystem,
  venueSystem,
} from '#web/testing/factories.ts'

const context = (overrides: Partial<RegistryContext> = {}): RegistryContext => ({
  hasExhibition: () => false,
  previousPath: () => null,
  notifyNoExhibition: () => undefined,
  ...overrides,
})

const signedIn = (system: SystemEntry | undefined, ctx = context(), roles: string[] = []) =>
  buildSignedInRoutes({ system, roles, ctx })

/** Opens `path` in a memory router over `routes` and returns where it settles. */
const land = async (routes: RouteObject[], path: string) => {
  const router = createMemoryRouter(routes, { initialEntries: [path] })
  await vi.waitFor(
    () => {
      if (!router.state.initialized || router.state.navigation.state !== 'idle') {
        throw new Error('still navigating')
      }
    },
    { timeout: 10_000 },
  )
  const { pathname, search } = router.state.location
  const handles = router.state.matches.map((m) => routeHandleOf(m.route.handle)).filter(Boolean)
  router.dispose()
  return { path: pathname + search, handle: handles[handles.length - 1] }
}

describe('route tables (spec §2)', () => {
  it.each([
    ['venue', '/contractManagement/contractManagement'],
    ['venue', '/system/data-manage'],
    ['venue', '/schedules/Date'],
    ['venue', '/financialManagement/accountreceivable'],
    ['service', '/exhibitionInfo/exhibitionInfo'],
    ['service', '/homeManagement/overtimeRuleCon'],
    ['credential', '/setting/editForm'],
    ['credential', '/verification/carTravelRecord'],
  ] as const)('%s registers %s verbatim', (code, path) => {
    expect(SUBSYSTEM_TABLES[code].routes.map((r) => r.path)).toContain(path)
  })

  it('counts every route the spec lists per subsystem', () => {
    expect(SUBSYSTEM_TABLES.venue.routes).toHaveLength(5 + 6 + 4 + 2 + 6 + 2 + 4 + 2 + 14)
    expect(SUBSYSTEM_TABLES.service.routes).toHaveLength(1 + 3 + 1 + 1 + 5 + 4 + 2 + 2)
    expect(SUBSYSTEM_TABLES.credential.routes).toHaveLength(1 + 6 + 3 + 2 + 2 + 2)
  })

  it('hides /setting/editForm from the menus', () => {
    const editForm = SUBSYSTEM_TABLES.credential.routes.find((r) => r.path === '/setting/editForm')
    expect(editForm?.hidden).toBe(true)
  })

  it('gives every route a title key of its own subsystem', () => {
    for (const [code, table] of Object.entries(SUBSYSTEM_TABLES)) {
      for (const route of table.routes)
        expect(route.titleKey.startsWith(`${code}.route.`)).toBe(true)
    }
  })
})

describe('menus → routes', () => {
  it('collects page paths of the menu tree, leaving button permissions out', () => {
    const paths = collectMenuPaths(venueSystem().menus)
    expect(paths).toContain('/project/projectInfo')
    expect(paths).toContain('/system/data-manage')
    expect(paths).not.toContain('')
  })

  it('resolves a relative child path against its group', () => {
    const paths = collectMenuPaths([
      groupMenu('/customer', '客户', [pageMenu('customerManage', '客户')]),
    ])
    expect(paths).toContain('/customer/customerManage')
  })

  it('keeps only the screens whose path is in the menus, or whose menu path is', () => {
    const kept = selectScreens(SUBSYSTEM_TABLES.venue, venueSystem().menus, []).map((r) => r.path)
    expect(kept).toEqual([
      '/project/projectInfo',
      '/project/declarationFile',
      '/contractManagement/contractManagement',
      '/contractManagement/serviceProviderContract',
      // the detail page follows its list page
      '/contractManagement/serviceProviderContractDetail',
      '/system/user',
      '/system/data-manage',
    ])
  })

  it('keeps a screen for a matching role even when no menu lists it', () => {
    const table: SubsystemTable = {
      ...SUBSYSTEM_TABLES.venue,
      routes: [
        {
          path: '/system/module',
          titleKey: 'venue.route.module',
          roles: ['admin'],
          lazy: SUBSYSTEM_TABLES.venue.routes[0]!.lazy,
        },
      ],
    }
    expect(selectScreens(table, [], ['admin'])).toHaveLength(1)
    expect(selectScreens(table, [], ['sales'])).toHaveLength(0)
  })

  it('builds /reportManagement/<last segment> children titled by the menu names', async () => {
    const reports = reportRoutesOf(venueSystem().menus)
    expect(reports.map((r) => [r.path, r.titleKey])).toEqual([
      ['/reportManagement/salesReport', '销售报表'],
      ['/reportManagement/occupancy', '场地占用率'],
    ])
    const [a, b] = await Promise.all(reports.map((r) => r.lazy()))
    expect(a?.Component).toBe(b?.Component)
  })

  it('lets a screen of any group route the report pages by segment, as the menus do', () => {
    // the dashboard's system cards take the segment groups from here, not from venue/routes.ts
    const groups = menuGroupsOf(venueSystem().menus, { segmentGroups: segmentGroupsOf('venue') })
    expect(groups.find((g) => g.path === '/reportManagement')?.pages.map((p) => p.path)).toEqual(
      reportRoutesOf(venueSystem().menus).map((r) => r.path),
    )
    expect(segmentGroupsOf('service')).toEqual([])
  })

  it('puts report routes in the router with their raw titles', async () => {
    const { handle } = await land(signedIn(venueSystem()), '/reportManagement/occupancy')
    expect(handle).toMatchObject({ title: '场地占用率', titleRaw: true })
  })
})

describe('the signed-in router', () => {
  it('installs the catch-all last', () => {
    for (const system of [venueSystem(), serviceSystem(), credentialSystem(), undefined]) {
      const routes = signedIn(system)
      expect(routePaths(routes).at(-1)).toBe('*')
      expect(routes[0]?.children?.at(-1)?.path).toBe('*')
    }
  })

  it.each([
    ['venue', venueSystem(), '/dashboard'],
    ['service', serviceSystem(), '/exhibitionList/exhibitionList'],
    ['credential', credentialSystem(), '/certificateHome/certificateHome'],
  ] as const)('sends / to the %s home', async (_, system, home) => {
    expect((await land(signedIn(system), '/')).path).toBe(home)
  })

  it('uses the venue routes when no subsystem is chosen', async () => {
    expect((await land(signedIn(undefined), '/')).path).toBe('/dashboard')
  })

  it('has /dashboard in the venue system only', () => {
    expect(routePaths(signedIn(venueSystem()))).toContain('/dashboard')
    expect(routePaths(signedIn(serviceSystem()))).not.toContain('/dashboard')
  })

  it('opens a deep link of a kept screen with its title', async () => {
    const { path, handle } = await land(signedIn(venueSystem()), '/system/data-manage?page=2')
    expect(path).toBe('/system/data-manage?page=2')
    expect(handle).toMatchObject({
      title: 'venue.route.dataManage',
      menuPath: '/system/data-manage',
    })
  })

  it.each(['/no/such/page', '/project/projectCancel', '/exhibitionList/exhibitionList'])(
    'sends %s, which this user has not, to /404',
    async (path) => {
      expect((await land(signedIn(venueSystem()), path)).path).toBe('/404')
    },
  )

  it('sends a signed-in visitor of /login to /', async () => {
    expect((await land(signedIn(venueSystem()), '/login')).path).toBe('/dashboard')
  })

  it('keeps the common pages', () => {
    const paths = routePaths(signedIn(credentialSystem()))
    for (const path of [
      '/login',
      '/fs/login',
      '/auth-redirect',
      '/404',
      '/401',
      '/redirect/*',
      '/message/index',
      '/profile/index',
    ]) {
      expect(paths).toContain(path)
    }
  })
})

describe('the anonymous router', () => {
  it('sends every page but the whitelist to /login with the redirect', async () => {
    const routes = buildAnonymousRoutes()
    expect((await land(routes, '/system/user?x=1')).path).toBe(
      `/login?redirect=${encodeURIComponent('/system/user?x=1')}`,
    )
    expect((await land(routes, '/')).path).toBe('/login')
    for (const path of ['/login', '/404', '/401', '/fs/login?code=1', '/auth-redirect']) {
      expect((await land(routes, path)).path).toBe(path)
    }
  })

  it('installs the catch-all last', () => {
    expect(routePaths(buildAnonymousRoutes()).at(-1)).toBe('*')
  })
})

describe('service platform without an exhibition (spec §6)', () => {
  it('blocks a page, says why, and goes to the exhibition list on a first navigation', async () => {
    const notify = vi.fn()
    const routes = signedIn(serviceSystem(), context({ notifyNoExhibition: notify }))
    expect((await land(routes, '/exhibitionManagement/exhibitionConfig')).path).toBe(
      '/exhibitionList/exhibitionList',
    )
    expect(notify).toHaveBeenCalledTimes(1)
  })

  it('sends the user back to the page they came from', async () => {
    const routes = signedIn(
      serviceSystem(),
      context({ previousPath: () => '/homeManagement/userAudit?tab=2' }),
    )
    expect((await land(routes, '/exhibitionManagement/exhibitionConfig')).path).toBe(
      '/homeManagement/userAudit?tab=2',
    )
  })

  it.each([
    '/exhibitionList/exhibitionList',
    '/homeManagement/registrationConfig',
    '/homeManagement/userAudit',
  ])('lets %s through', async (path) => {
    const notify = vi.fn()
    const routes = signedIn(serviceSystem(), context({ notifyNoExhibition: notify }))
    expect((await land(routes, path)).path).toBe(path)
    expect(notify).not.toHaveBeenCalled()
  })

  it('lets every page through once an exhibition is chosen', async () => {
    const routes = signedIn(serviceSystem(), context({ hasExhibition: () => true }))
    expect((await land(routes, '/exhibitionManagement/exhibitionConfig')).path).toBe(
      '/exhibitionManagement/exhibitionConfig',
    )
  })

  it('never blocks the venue system', async () => {
    const notify = vi.fn()
    const routes = signedIn(venueSystem(), context({ notifyNoExhibition: notify }))
    expect((await land(routes, '/project/projectInfo')).path).toBe('/project/projectInfo')
    expect(notify).not.toHaveBeenCalled()
  })
})

describe('userHasRoute (sign-in redirect)', () => {
  const routes = signedIn(venueSystem())
  it.each([
    ['/project/projectInfo', true],
    ['/project/projectInfo?tab=1', true],
    ['/reportManagement/salesReport', true],
    ['/project/projectCancel', false],
    ['/nowhere', false],
    ['/login', false],
    ['//evil.example.com/x', false],
    ['https://evil.example.com', false],
  ])('%s → %s', (path, expected) => {
    expect(userHasRoute(routes, path)).toBe(expected)
  })
})
