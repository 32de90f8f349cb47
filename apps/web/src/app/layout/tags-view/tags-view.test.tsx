import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import {
  createMemoryRouter,
  createPath,
  redirect,
  RouterProvider,
  useBlocker,
  useLocation,
  useSearchParams,
  type RouteObject,
} from 'react-router'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { PageCache } from '#web/app/layout/page-cache/page-cache.tsx'
import { TagsView } from '#web/app/layout/tags-view/tags-view.tsx'
import { Component as RedirectScreen } from '#web/app/screens/redirect.screen.tsx'
import { changeLanguage } from '#web/shared/lib/i18n.ts'
import type { RouteHandle } from '#web/shared/lib/route-types.ts'
import { DEFAULT_LAYOUT_SETTINGS, useAppSettings } from '#web/stores/app-settings.ts'
import { MAX_CACHED_VIEWS, useVisitedViews } from '#web/stores/visited-views.ts'

/** A page with something to type: proof that the page stayed alive, or not. */
const TypedPage = () => {
  const [text, setText] = useState('')
  return (
    <label>
      备注
      <input value={text} onChange={(e) => setText(e.target.value)} />
    </label>
  )
}

/**
 * A list screen that keeps its keyword in the URL, applied a moment after typing (as a
 * debounced search does), and shows the query it reads.
 */
const ListPage = () => {
  const [params, setParams] = useSearchParams()
  const [text, setText] = useState(params.get('q') ?? '')
  return (
    <div>
      <label>
        关键字
        <input
          value={text}
          onChange={(e) => {
            const q = e.target.value
            setText(q)
            setTimeout(() => setParams({ q }, { replace: true }), 100)
          }}
        />
      </label>
      <p data-testid="list-query">{params.toString()}</p>
    </div>
  )
}

/** Holds every navigation away, showing what its blocker reports. */
const BlockingPage = () => <p data-testid="blocker">{useBlocker(true).state}</p>

/** Shows the navigation it sees (its location's key). */
const KeyPage = () => <p data-testid="seen-key">{useLocation().key}</p>

const handle = (title: string, extra: Partial<RouteHandle> = {}): RouteHandle => ({
  title,
  ...extra,
})

const numbered = Array.from({ length: MAX_CACHED_VIEWS + 1 }, (_, i) => `/p${i + 1}`)

const Layout = () => (
  <>
    <TagsView />
    <main>
      <PageCache />
    </main>
  </>
)

const layout = (children: RouteObject[]): RouteObject[] => [
  { id: 'layout', Component: Layout, children },
]

const pages: RouteObject[] = [
  { path: '/', Component: () => null, loader: () => redirect('/dashboard') },
  {
    path: '/dashboard',
    handle: handle('common.route.dashboard', { affix: true }),
    Component: TypedPage,
  },
  { path: '/list', handle: handle('venue.route.loginLog'), Component: ListPage },
  { path: '/other', handle: handle('venue.route.projectInfo'), Component: TypedPage },
  { path: '/keyed', handle: handle('venue.route.remarkTemplate'), Component: KeyPage },
  { path: '/blocking', handle: handle('venue.route.fileTemplate'), Component: BlockingPage },
  {
    path: '/live',
    handle: handle('venue.route.operationLog', { noCache: true }),
    Component: TypedPage,
  },
  {
    path: '/redirect/*',
    handle: handle('common.route.redirect', { hidden: true, breadcrumb: false }),
    Component: RedirectScreen,
  },
  ...numbered.map((path) => ({
    path,
    handle: handle(`第${path.slice(2)}页`, { titleRaw: true }),
    Component: TypedPage,
  })),
]

const routes = layout(pages)

let router: ReturnType<typeof createMemoryRouter>

const start = (url: string) => {
  router = createMemoryRouter(routes, { initialEntries: [url] })
  render(<RouterProvider router={router} />)
  return userEvent.setup()
}

const url = () => createPath(router.state.location)
const go = (to: string) => act(() => router.navigate(to))
const bar = () => screen.getByRole('navigation', { name: '已访问页面' })
const tagNames = () =>
  within(bar())
    .getAllByRole('link')
    .map((a) => a.textContent)
const tag = (name: string) => within(bar()).getByRole('link', { name })
/** The only text box on screen (hidden cached pages are not). */
const field = () => screen.getByRole('textbox')

/** Right-clicks the tag and picks `entry` in its context menu. */
const fromMenu = async (name: string, entry: string) => {
  fireEvent.contextMenu(tag(name))
  // the entry's name starts with its icon's label
  const items = await screen.findAllByRole('menuitem', { name: new RegExp(`${entry}$`) })
  // antd keeps menus opened before in the page: the newest is last
  fireEvent.click(items[items.length - 1] as HTMLElement)
}

const menuEntries = async (name: string): Promise<string[]> => {
  fireEvent.contextMenu(tag(name))
  await waitFor(() => expect(screen.getAllByRole('menu').length).toBeGreaterThan(0))
  const menus = screen.getAllByRole('menu')
  const menu = menus[menus.length - 1] as HTMLElement
  const names = within(menu)
    .getAllByRole('menuitem')
    .map((i) => i.textContent ?? '')
  fireEvent.keyDown(menu, { key: 'Escape' })
  return names
}

beforeEach(() => {
  useVisitedViews.setState({ views: [] })
  useAppSettings.setState({ ...DEFAULT_LAYOUT_SETTINGS })
})
afterEach(async () => {
  await changeLanguage('zh')
})

describe('tags view and page cache', () => {
  it('records each page once, the affix dashboard first, titles in the current language', async () => {
    start('/list?q=a')
    await waitFor(() => expect(tagNames()).toEqual(['首页', '登录日志']))
    await go('/other')
    await go('/list?q=b')
    expect(tagNames()).toEqual(['首页', '登录日志', '项目信息'])
    expect(useVisitedViews.getState().views[1]?.fullPath).toBe('/list?q=b')
    await go('/redirect/other')
    await waitFor(() => expect(url()).toBe('/other'))
    expect(tagNames()).toEqual(['首页', '登录日志', '项目信息'])

    await act(() => changeLanguage('en'))
    const english = within(screen.getByRole('navigation', { name: 'Visited pages' }))
    expect(english.getAllByRole('link').map((a) => a.textContent)).toEqual([
      'Home',
      'Sign-in log',
      'Project information',
    ])
  })

  it('marks the page on screen and gives no close button to the affix tag', async () => {
    start('/other')
    await waitFor(() => expect(tag('项目信息').getAttribute('aria-current')).toBe('page'))
    expect(tag('首页').getAttribute('aria-current')).toBeNull()
    expect(
      within(bar())
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['关闭 项目信息'])
  })

  it('keeps a page alive when leaving it, and a hidden list page keeps its own URL', async () => {
    const user = start('/list?q=a')
    fireEvent.change(await screen.findByLabelText('关键字'), { target: { value: 'xyz' } })
    // leave before the list writes its keyword into the URL
    await go('/other?x=1')
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)))
    expect(url()).toBe('/other?x=1')
    // the hidden list still reads its own query, not the page on screen's
    expect(screen.getByTestId('list-query').textContent).toBe('q=a')

    await user.type(field(), '备注一')
    await user.click(tag('登录日志'))
    expect(url()).toBe('/list?q=a')
    expect((screen.getByLabelText('关键字') as HTMLInputElement).value).toBe('xyz')
    await user.click(tag('项目信息'))
    expect((field() as HTMLInputElement).value).toBe('备注一')
  })

  it('shows a cached page again as it was when the address is the same, else with the new one', async () => {
    start('/other')
    await go('/keyed')
    const seen = screen.getByTestId('seen-key').textContent
    // back at the same address by a new navigation: the page keeps the location it had, so
    // nothing in it renders again for it (a list's rows did, on every route change)
    await go('/other')
    await go('/keyed')
    expect(router.state.location.key).not.toBe(seen)
    expect(screen.getByTestId('seen-key').textContent).toBe(seen)
    // a new query is news to the page: it reads it
    await go('/list?q=a')
    await go('/other')
    await go('/list?q=b')
    expect(screen.getByTestId('list-query').textContent).toBe('q=b')
  })

  it('lets a page that blocks leaving see that it blocked', async () => {
    start('/blocking')
    expect((await screen.findByTestId('blocker')).textContent).toBe('unblocked')
    await go('/other')
    expect(url()).toBe('/blocking')
    expect(screen.getByTestId('blocker').textContent).toBe('blocked')
  })

  it('does not keep a noCache page alive', async () => {
    const user = start('/live')
    await user.type(await screen.findByRole('textbox'), 'gone')
    await go('/other')
    await user.click(tag('操作日志'))
    expect((field() as HTMLInputElement).value).toBe('')
  })

  it('refreshes a page: it comes back through /redirect as a fresh page', async () => {
    const user = start('/other?x=1')
    await user.type(await screen.findByRole('textbox'), 'typed')
    await fromMenu('项目信息', '刷新页面')
    await waitFor(() => expect(url()).toBe('/other?x=1'))
    await waitFor(() => expect((field() as HTMLInputElement).value).toBe(''))
    expect(tagNames()).toEqual(['首页', '项目信息'])
  })

  it(`drops the second visited page from tags and cache beyond ${MAX_CACHED_VIEWS}`, async () => {
    const user = start('/dashboard')
    await go('/p1')
    await user.type(await screen.findByRole('textbox'), 'first')
    for (const path of numbered.slice(1, MAX_CACHED_VIEWS - 1)) await go(path)
    expect(tagNames()).toHaveLength(MAX_CACHED_VIEWS)
    expect(tagNames()[1]).toBe('第1页')

    await go(numbered[MAX_CACHED_VIEWS - 1] as string)
    expect(tagNames()).toHaveLength(MAX_CACHED_VIEWS)
    expect(tagNames()).not.toContain('第1页')
    expect(tagNames()[1]).toBe('第2页')

    await go('/p1')
    expect((field() as HTMLInputElement).value).toBe('')
  })

  it('closes with the close button and the middle button, then shows the last visited', async () => {
    const user = start('/dashboard')
    await go('/list')
    await go('/other')
    await go('/p1')
    await user.click(within(bar()).getByRole('button', { name: '关闭 第1页' }))
    expect(tagNames()).toEqual(['首页', '登录日志', '项目信息'])
    expect(url()).toBe('/other')

    // a closed page is forgotten by the cache as well
    await user.type(field(), 'typed')
    fireEvent.mouseDown(tag('项目信息'), { button: 1 })
    fireEvent(tag('项目信息'), new MouseEvent('auxclick', { bubbles: true, button: 1 }))
    await waitFor(() => expect(url()).toBe('/list'))
    expect(tagNames()).toEqual(['首页', '登录日志'])
    await go('/other')
    expect((field() as HTMLInputElement).value).toBe('')

    // the affix tag does not close
    fireEvent(tag('首页'), new MouseEvent('auxclick', { bubbles: true, button: 1 }))
    expect(tagNames()).toContain('首页')
  })

  it('offers close left and right only where there is something to close', async () => {
    start('/dashboard')
    await go('/list')
    await go('/other')
    expect(await menuEntries('首页')).toEqual(['刷新页面', '关闭其他', '关闭右侧', '全部关闭'])
    expect(await menuEntries('登录日志')).toEqual([
      '刷新页面',
      '关闭当前',
      '关闭其他',
      '关闭右侧',
      '全部关闭',
    ])
    expect(await menuEntries('项目信息')).toEqual([
      '刷新页面',
      '关闭当前',
      '关闭其他',
      '关闭左侧',
      '全部关闭',
    ])
  })

  it('closes others, left, right and all from the context menu; the affix tag stays', async () => {
    start('/dashboard')
    for (const path of ['/list', '/other', '/p1', '/p2']) await go(path)

    await fromMenu('项目信息', '关闭右侧')
    await waitFor(() => expect(tagNames()).toEqual(['首页', '登录日志', '项目信息']))
    // the page on screen (/p2) was closed: the last visited view opens
    expect(url()).toBe('/other')

    await go('/p1')
    await fromMenu('第1页', '关闭左侧')
    await waitFor(() => expect(tagNames()).toEqual(['首页', '第1页']))
    expect(url()).toBe('/p1')

    await go('/list')
    await go('/other')
    await fromMenu('登录日志', '关闭其他')
    await waitFor(() => expect(tagNames()).toEqual(['首页', '登录日志']))
    expect(url()).toBe('/list')

    await fromMenu('登录日志', '全部关闭')
    await waitFor(() => expect(tagNames()).toEqual(['首页']))
    expect(url()).toBe('/dashboard')
  })

  it('goes to / when the last tag is closed and no affix tag is left', async () => {
    const noAffix = layout(pages.filter((p) => p.path !== '/dashboard'))
    router = createMemoryRouter(
      [...noAffix, { path: '/dashboard', Component: () => <p>home</p> }],
      { initialEntries: ['/other'] },
    )
    render(<RouterProvider router={router} />)
    const user = userEvent.setup()
    await user.click(await within(bar()).findByRole('button', { name: '关闭 项目信息' }))
    await waitFor(() => expect(url()).toBe('/dashboard'))
  })

  it('hides the bar when tagsView is off, and still records the pages', async () => {
    useAppSettings.setState({ tagsView: false })
    start('/other')
    await screen.findByRole('textbox')
    expect(screen.queryByTestId('tags-view')).toBeNull()
    expect(useVisitedViews.getState().views.map((v) => v.path)).toEqual(['/dashboard', '/other'])
  })
})
