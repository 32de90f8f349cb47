import { API } from '@app/contracts'
import { act, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { currentRouter } from '#web/app/router.tsx'
import { hashPassword } from '#web/features/auth/hash-password.ts'
import {
  COOKIE_KEYS,
  getCookie,
  getLocal,
  LOCAL_KEYS,
  setLocal,
  setToken,
} from '#web/shared/lib/storage.ts'
import { useSession } from '#web/stores/session.ts'
import { envelope, shellAnswers } from '#web/testing/fake-adapter.ts'
import { loginResult } from '#web/testing/factories.ts'
import { exhibitionRow } from '#web/subsystems/service/exhibition/testing/open-exhibition-screen.tsx'
import { currentUrl, startApp, stopApp, type Routes } from '#web/testing/render-app.tsx'

const { token: _token, ...userInfo } = loginResult()

const api: Routes = {
  [API.auth.backgroundImage.path]: () => ({ body: envelope({ url: '' }) }),
  [API.auth.loginByPwd.path]: () => ({ body: envelope(loginResult()) }),
  [API.auth.loginInfo.path]: () => ({ body: envelope(userInfo) }),
  [API.auth.logout.path]: () => ({ body: envelope('success') }),
  [API.exhibitions.userInfo.path]: () => ({ body: envelope(null) }),
  // the page a signed-out visitor asked for (服务商合同) lists its contracts
  [API.providerContracts.contract.page.path]: () => ({ body: envelope({ list: [], count: 0 }) }),
  ...shellAnswers(),
}

const signedInAt = (url: string, routes: Routes = api) => {
  setToken('token-1')
  return startApp(url, routes)
}

afterEach(() => stopApp())

describe('sign-in', () => {
  it('sends a signed-out visitor to /login, then to the page asked for', async () => {
    const app = await startApp('/contractManagement/serviceProviderContract', api)
    await waitFor(() =>
      expect(currentUrl()).toBe('/login?redirect=%2FcontractManagement%2FserviceProviderContract'),
    )

    await app.user.type(await screen.findByLabelText('用户名'), '  admin ')
    await app.user.type(screen.getByLabelText('密码'), 'Secret#2025{enter}')

    expect(await screen.findByRole('heading', { name: '服务商合同' })).toBeTruthy()
    expect(currentUrl()).toBe('/contractManagement/serviceProviderContract')
    const login = app.calls.find((c) => c.url === API.auth.loginByPwd.path)
    expect(login?.params).toEqual({ userName: 'admin', pwd: hashPassword('Secret#2025') })
    expect(getCookie(COOKIE_KEYS.token)).toBe('token-1')
    expect(JSON.parse(getLocal(LOCAL_KEYS.userInfo) ?? '{}')).toEqual({
      roleNames: ['系统管理员'],
      nickName: '王经理',
      deptName: '运营部',
    })
    expect(JSON.parse(getLocal(LOCAL_KEYS.allPermissions) ?? '[]')).toEqual(['system:user:add'])
    expect(getLocal(LOCAL_KEYS.currentSystemName)).toBe('场馆管理系统')
    await waitFor(() => expect(document.title).toBe('服务商合同 - 智慧场馆运营管理平台'))
    expect(app.unhandled).toEqual([])
  })

  it('goes to / when the redirect is not a page of the user', async () => {
    const app = await startApp('/login?redirect=%2Fproject%2FprojectCancel', api)
    await app.user.type(await screen.findByLabelText('用户名'), 'admin')
    await app.user.type(screen.getByLabelText('密码'), 'pw')
    await app.user.click(screen.getByRole('button', { name: '登录' }))
    expect(await screen.findByRole('heading', { name: /王经理/ })).toBeTruthy()
    expect(currentUrl()).toBe('/dashboard')
  })

  it('shows the server message when sign-in fails and stays on /login', async () => {
    const app = await startApp('/login', {
      ...api,
      [API.auth.loginByPwd.path]: () => ({
        status: 400,
        body: envelope(null, 400, '用户不存在/密码错误，还可尝试3次'),
      }),
    })
    await app.user.type(await screen.findByLabelText('用户名'), 'admin')
    await app.user.type(screen.getByLabelText('密码'), 'wrong{enter}')
    const alert = await screen.findByTestId('auth-error')
    expect(alert.textContent).toContain('用户不存在/密码错误，还可尝试3次')
    expect(currentUrl()).toBe('/login')
    expect(getCookie(COOKIE_KEYS.token)).toBeUndefined()
  })

  it('asks for both fields before calling the server', async () => {
    const app = await startApp('/login', api)
    await app.user.click(await screen.findByRole('button', { name: '登录' }))
    expect(await screen.findByText('请输入用户名')).toBeTruthy()
    expect(app.calls.some((c) => c.url === API.auth.loginByPwd.path)).toBe(false)
  })
})

describe('a page load with a token', () => {
  it('loads the user through /login/info and opens the deep link', async () => {
    const app = await signedInAt('/system/data-manage')
    expect(await screen.findByRole('heading', { name: '数据字典' })).toBeTruthy()
    // asked once, at boot (beside the texts and the screen's code)
    expect(app.calls.filter((c) => c.url === API.auth.loginInfo.path)).toHaveLength(1)
    expect(currentUrl()).toBe('/system/data-manage')
  })

  it('shows a failure of the details asked at boot once, asked again with the texts loaded', async () => {
    const app = await signedInAt('/system/user', {
      ...api,
      [API.auth.loginInfo.path]: () => ({ status: 500, body: envelope(null, 500, '服务器繁忙') }),
    })
    await waitFor(() => expect(currentUrl()).toBe('/login?redirect=%2Fsystem%2Fuser'))
    expect(app.calls.filter((c) => c.url === API.auth.loginInfo.path)).toHaveLength(2)
    expect(await screen.findAllByText('服务器繁忙')).toHaveLength(1)
  })

  it.each([
    ['401', { status: 401, body: envelope(null, 401, '登录状态已过期') }],
    ['500', { status: 500, body: envelope(null, 500, '服务器繁忙') }],
    ['a network failure', { fail: 'network' as const }],
  ])('resets the token and goes to /login?redirect=… after %s', async (_, reply) => {
    await signedInAt('/system/user', { ...api, [API.auth.loginInfo.path]: () => reply })
    await waitFor(() => expect(currentUrl()).toBe('/login?redirect=%2Fsystem%2Fuser'))
    expect(getCookie(COOKIE_KEYS.token)).toBeUndefined()
    expect(await screen.findByLabelText('用户名')).toBeTruthy()
  })

  it('sends unknown paths to /404', async () => {
    await signedInAt('/no/such/page')
    expect(await screen.findByText('抱歉，您访问的页面不存在')).toBeTruthy()
    expect(currentUrl()).toBe('/404')
  })

  it('resets a session of another version silently and stores 4.3.7 (spec §4)', async () => {
    setToken('token-1')
    const app = await startApp('/system/user', api, { storedVersion: '4.3.6' })
    await waitFor(() => expect(currentUrl()).toBe('/login'))
    expect(getCookie(COOKIE_KEYS.token)).toBeUndefined()
    expect(getLocal(LOCAL_KEYS.version)).toBe('4.3.7')
    expect(app.calls.map((c) => c.url)).not.toContain(API.auth.loginInfo.path)
  })
})

describe('the shell', () => {
  it('shows the subsystem groups in the top menu and the group pages in the sidebar', async () => {
    const app = await signedInAt('/project/projectInfo')
    const top = await screen.findByRole('navigation', { name: '顶部菜单' })
    const groups = within(top)
      .getAllByRole('menuitem')
      .map((item) => item.textContent)
    expect(groups).toEqual(['项目管理', '合同管理', '系统管理', '报表管理'])

    const side = screen.getByRole('navigation', { name: '侧边菜单' })
    expect(
      within(side)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['首页', '项目信息', '申报文件'])

    await app.user.click(within(top).getByText('系统管理'))
    expect(await screen.findByRole('heading', { name: '用户管理' })).toBeTruthy()
    const crumbs = screen.getByRole('navigation', { name: '面包屑导航' })
    expect(crumbs.textContent).toContain('系统管理')
    expect(crumbs.textContent).toContain('用户管理')
  })

  it('opens a report page from the menus with the server menu name', async () => {
    const app = await signedInAt('/dashboard')
    const top = await screen.findByRole('navigation', { name: '顶部菜单' })
    await app.user.click(within(top).getByText('报表管理'))
    expect(await screen.findByRole('heading', { name: '销售报表' })).toBeTruthy()
    expect(currentUrl()).toBe('/reportManagement/salesReport')
  })

  it('logs out through the server and clears the session', async () => {
    const app = await signedInAt('/dashboard')
    await app.user.click(await screen.findByRole('button', { name: '王经理' }))
    expect((await screen.findByTestId('account-info')).textContent).toContain('运营部')
    await app.user.click(await screen.findByRole('menuitem', { name: '退出登录' }))
    await waitFor(() => expect(currentUrl()).toBe('/login'))
    expect(app.calls.map((c) => c.url)).toContain(API.auth.logout.path)
    expect(getCookie(COOKIE_KEYS.token)).toBeUndefined()
    expect(getLocal(LOCAL_KEYS.userInfo)).toBeNull()
    expect(getLocal(LOCAL_KEYS.menuList)).toBeNull()
    expect(useSession.getState().permissions).toEqual([])
  })

  it('switches to the service platform, rebuilding the routes', async () => {
    const app = await signedInAt('/project/projectInfo')
    const routerBefore = currentRouter()
    await app.user.click(await screen.findByRole('button', { name: '王经理' }))
    await app.user.click(await screen.findByRole('menuitem', { name: '综合服务平台' }))

    await waitFor(() => expect(currentUrl()).toBe('/exhibitionList/exhibitionList'))
    expect(currentRouter()).not.toBe(routerBefore)
    expect(getLocal(LOCAL_KEYS.currentSystemName)).toBe('综合服务平台')
    const top = await screen.findByRole('navigation', { name: '顶部菜单' })
    expect(within(top).getByText('展会列表')).toBeTruthy()
    expect(screen.getByTestId('current-exhibition').textContent).toBe('暂无展会')

    // the venue pages are gone with the venue routes
    await act(() => currentRouter()?.navigate('/project/projectInfo'))
    await waitFor(() => expect(currentUrl()).toBe('/404'))
  })

  it('blocks service pages until an exhibition is chosen', async () => {
    const app = await signedInAt('/dashboard')
    await app.user.click(await screen.findByRole('button', { name: '王经理' }))
    await app.user.click(await screen.findByRole('menuitem', { name: '综合服务平台' }))
    await waitFor(() => expect(currentUrl()).toBe('/exhibitionList/exhibitionList'))

    await act(() => currentRouter()?.navigate('/exhibitionManagement/exhibitionConfig'))
    expect(await screen.findByText('当前没有展会，请先进入展会列表页选择展会!')).toBeTruthy()
    expect(currentUrl()).toBe('/exhibitionList/exhibitionList')

    act(() => useSession.getState().setExhibition('g-1', '2025中国国际医疗器械博览会'))
    await act(() => currentRouter()?.navigate('/exhibitionManagement/exhibitionConfig'))
    expect(await screen.findByRole('heading', { name: '展会配置' })).toBeTruthy()
    expect(screen.getByTestId('current-exhibition').textContent).toBe('2025中国...')
  })

  it('asks the server for the current exhibition when the service platform is entered', async () => {
    setLocal(LOCAL_KEYS.currentExhibitionGuid, 'g-2')
    setLocal(LOCAL_KEYS.currentExhibitionName, '旧名称的展会')
    const app = await signedInAt('/project/projectInfo', {
      ...api,
      // the stored exhibition still exists (docs/product/shell.md "Switching subsystem")
      [API.exhibitions.info.path]: () => ({
        body: envelope({
          exhibition: exhibitionRow({ guid: 'g-2', title: '2026深圳国际机器人展览会' }),
          figures: {
            daysToApplyEnd: 1,
            daysToOpen: 2,
            openDays: 3,
            hallCount: 4,
            activeUsers: 5,
          },
        }),
      }),
      [API.exhibitions.userInfo.path]: () => ({
        body: envelope({ guid: 'g-2', title: '2026深圳国际机器人展览会' }),
      }),
    })
    expect(app.calls.some((c) => c.url === API.exhibitions.userInfo.path)).toBe(false)
    await app.user.click(await screen.findByRole('button', { name: '王经理' }))
    await app.user.click(await screen.findByRole('menuitem', { name: '综合服务平台' }))
    await waitFor(() => expect(currentUrl()).toBe('/exhibitionInfo/exhibitionInfo?guid=g-2'))
    await waitFor(() =>
      expect(screen.getByTestId('current-exhibition').textContent).toBe('2026深圳...'),
    )
    expect(app.calls.some((c) => c.url === API.exhibitions.userInfo.path)).toBe(true)
    expect(getLocal(LOCAL_KEYS.currentExhibitionName)).toBe('2026深圳国际机器人展览会')
  })

  it('keeps the tab without an exhibition when the server names one (one exhibition per tab)', async () => {
    const app = await signedInAt('/project/projectInfo', {
      ...api,
      [API.exhibitions.userInfo.path]: () => ({
        body: envelope({ guid: 'g-9', title: '2026深圳国际机器人展览会' }),
      }),
    })
    await app.user.click(await screen.findByRole('button', { name: '王经理' }))
    await app.user.click(await screen.findByRole('menuitem', { name: '综合服务平台' }))
    await waitFor(() => expect(currentUrl()).toBe('/exhibitionList/exhibitionList'))
    await waitFor(() =>
      expect(app.calls.some((c) => c.url === API.exhibitions.userInfo.path)).toBe(true),
    )
    expect(screen.getByTestId('current-exhibition').textContent).toBe('暂无展会')
    expect(useSession.getState().currentExhibitionGuid).toBeNull()
  })

  it('switches the language, keeping it in the cookie', async () => {
    const app = await signedInAt('/project/projectInfo')
    await app.user.click(await screen.findByRole('button', { name: /^切换语言/ }))
    await app.user.click(await screen.findByRole('menuitem', { name: 'English' }))
    expect(await screen.findByRole('heading', { name: 'Project information' })).toBeTruthy()
    expect(await screen.findByText('Language changed')).toBeTruthy()
    expect(getCookie(COOKIE_KEYS.language)).toBe('en')
    expect(screen.getByRole('navigation', { name: 'Top menu' })).toBeTruthy()
    await app.user.click(screen.getByRole('button', { name: /^Change language/ }))
    await app.user.click(await screen.findByRole('menuitem', { name: '中文' }))
    expect(await screen.findByRole('heading', { name: '项目信息' })).toBeTruthy()
    // the confirmation follows the switch asynchronously: wait for it, so it never lands
    // after the test environment is gone
    expect(await screen.findByText('语言切换成功')).toBeTruthy()
  })
})

describe('the current exhibition after a reload (docs/product/shell.md "Head bar")', () => {
  const reloadOnService = (userInfoReply: Routes[string]) => {
    setLocal(LOCAL_KEYS.currentSystemName, '综合服务平台')
    setLocal(LOCAL_KEYS.currentExhibitionGuid, 'g-1')
    setLocal(LOCAL_KEYS.currentExhibitionName, '旧名称的展会')
    return signedInAt('/exhibitionManagement/exhibitionConfig', {
      ...api,
      [API.exhibitions.userInfo.path]: userInfoReply,
    })
  }

  it('shows the title the server answers', async () => {
    const app = await reloadOnService(() => ({
      body: envelope({ guid: 'g-1', title: '2025中国国际医疗器械博览会' }),
    }))
    expect(await screen.findByRole('heading', { name: '展会配置' })).toBeTruthy()
    await waitFor(() =>
      expect(screen.getByTestId('current-exhibition').textContent).toBe('2025中国...'),
    )
    expect(getLocal(LOCAL_KEYS.currentExhibitionName)).toBe('2025中国国际医疗器械博览会')
    expect(app.calls.some((c) => c.url === API.exhibitions.userInfo.path)).toBe(true)
  })

  it('clears the name when the call fails', async () => {
    await reloadOnService(() => ({ status: 500, body: envelope(null, 500, '服务器繁忙') }))
    expect(await screen.findByRole('heading', { name: '展会配置' })).toBeTruthy()
    await waitFor(() =>
      expect(screen.getByTestId('current-exhibition').textContent).toBe('暂无展会'),
    )
    expect(getLocal(LOCAL_KEYS.currentExhibitionName)).toBeNull()
    expect(useSession.getState().currentExhibitionName).toBeNull()
  })

  it('clears the name when the server knows none', async () => {
    await reloadOnService(() => ({ body: envelope(null) }))
    expect(await screen.findByRole('heading', { name: '展会配置' })).toBeTruthy()
    await waitFor(() =>
      expect(screen.getByTestId('current-exhibition').textContent).toBe('暂无展会'),
    )
    expect(getLocal(LOCAL_KEYS.currentExhibitionName)).toBeNull()
  })
})
