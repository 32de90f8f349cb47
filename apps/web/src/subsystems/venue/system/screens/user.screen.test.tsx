import { API, PERMISSIONS, type User, type UserDetail } from '@app/contracts'
import { screen, waitFor, within } from '@testing-library/react'
import { PointerEventsCheckLevel, userEvent } from '@testing-library/user-event'
import type { InternalAxiosRequestConfig } from 'axios'
import dayjs from 'dayjs'
import { describe, expect, it } from 'vitest'
import { setToken } from '#web/shared/lib/storage.ts'
import { envelope, shellAnswers } from '#web/testing/fake-adapter.ts'
import { groupMenu, loginResult, pageMenu, venueSystem } from '#web/testing/factories.ts'
import { currentUrl, startApp, setUpScreenTests } from '#web/testing/render-app.tsx'

// What 用户管理 adds to the resource pattern (features/list-page/resource-screen.test.tsx
// tests the pattern itself): the department tree's filter kept by the query form, the
// 创建时间 range as whole days, 导入 before 导出, 修改 from the whole record, the status
// call, 更多 after 删除 and a new user's password in base64.

const U = API.users
const row: User = {
  guid: 'u1',
  id: 2,
  userName: 'wangfang',
  nickName: '王芳',
  deptId: 3,
  deptName: '财务部',
  mobile: '139****2222',
  email: '',
  status: 1,
  roleNames: ['财务专员'],
  remark: '',
  createdAt: 1_760_000_000_000,
  updatedAt: 1_760_000_000_000,
  version: 4,
}
const detail: UserDetail = { ...row, mobile: '13911112222', roleGuids: ['r1'], feishuBound: false }

const open = async (url: string) => {
  const { token: _token, ...info } = loginResult({
    permissions: Object.values(PERMISSIONS.user),
    menuList: [
      venueSystem([groupMenu('/system', '系统管理', [pageMenu('/system/user', '用户管理')])]),
    ],
  })
  setToken('token-1')
  const bodyOf = (c: InternalAxiosRequestConfig) => JSON.parse(String(c.data)) as object
  const saves: object[] = []
  const statuses: object[] = []
  const app = await startApp(url, {
    [API.auth.loginInfo.path]: () => ({ body: envelope(info) }),
    ...shellAnswers(),
    [U.page.path]: () => ({ body: envelope({ list: [row], count: 1 }) }),
    [U.detail.path]: () => ({ body: envelope(detail) }),
    [U.deptTree.path]: () => ({
      body: envelope([
        { id: 1, parentId: 0, name: '总公司', status: 1 },
        { id: 3, parentId: 1, name: '财务部', status: 1 },
      ]),
    }),
    [U.roleOptions.path]: () => ({
      body: envelope([{ guid: 'r1', roleName: '财务专员', status: 1 }]),
    }),
    [U.addOrUpdate.path]: (c) => {
      saves.push(bodyOf(c))
      return { body: envelope(detail) }
    },
    [U.changeStatus.path]: (c) => {
      statuses.push(bodyOf(c))
      return { body: envelope(null) }
    },
  })
  // the lazy screen's first import is slow on a cold, busy machine
  const table = await screen.findByRole('table', { name: '用户管理' }, { timeout: 30_000 })
  await within(table).findByText('王芳')
  const pages = () => app.calls.filter((c) => c.url === U.page.path).map((c) => c.params)
  return {
    ...app,
    table,
    saves,
    statuses,
    pages,
    user: userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never }),
  }
}
const dialog = () => screen.getByRole('dialog')
const button = (scope: HTMLElement, name: RegExp) => within(scope).getByRole('button', { name })

setUpScreenTests()

describe('/system/user', { timeout: 60_000 }, () => {
  it('keeps the tree’s department through 搜索 and 重置 and searches whole days', async () => {
    const from = dayjs('2026-03-01').startOf('day').valueOf()
    const to = dayjs('2026-03-31').endOf('day').valueOf()
    const app = await open(`/system/user?deptId=3&createdFrom=${from}&createdTo=${to}`)
    expect(app.pages().at(-1)).toMatchObject({ deptId: 3, createdFrom: from, createdTo: to })
    const search = screen.getByRole('search')
    expect(within(search).getByLabelText('开始日期')).toHaveProperty('value', '2026-03-01')

    await app.user.type(within(search).getByLabelText('用户名称'), 'wang{enter}')
    await waitFor(() =>
      expect(app.pages().at(-1)).toMatchObject({ name: 'wang', deptId: 3, createdTo: to }),
    )
    await app.user.click(button(search, /重\s*置/))
    await waitFor(() => expect(currentUrl()).toBe('/system/user?deptId=3'))
    expect(within(search).getByLabelText('开始日期')).toHaveProperty('value', '')

    // the toolbar, before the rows' links: 导入 between 删除 and 导出
    const toolbar = ['新增', '修改', '删除', '导入', '导出']
    const texts = screen.getAllByRole('button').map((b) => b.textContent?.replace(/\s/g, ''))
    expect(texts.filter((text) => toolbar.includes(text ?? '')).slice(0, 5)).toEqual(toolbar)
  })

  it('edits the whole record, switches the status by its own call, 更多 after 删除', async () => {
    const app = await open('/system/user')
    const tr = within(app.table).getByText('王芳').closest('tr') as HTMLElement
    const links = within(tr)
      .getAllByRole('button')
      .map((b) => b.textContent?.replace(/\s/g, ''))
    expect(links.slice(-3)).toEqual(['修改', '删除', '更多'])

    await app.user.click(button(tr, /修\s*改/))
    // the dialog opens once the whole record is read
    await screen.findByRole('dialog', {}, { timeout: 10_000 })
    expect(within(dialog()).getByDisplayValue('13911112222')).toBeTruthy()
    expect(within(dialog()).getByLabelText('用户名称')).toHaveProperty('disabled', true)
    expect(within(dialog()).queryByLabelText('用户密码')).toBeNull()
    await app.user.click(button(dialog(), /确\s*定/))
    expect(await screen.findByText('修改成功')).toBeTruthy()
    expect(app.saves).toEqual([
      expect.objectContaining({ guid: 'u1', version: 4, mobile: '13911112222', roleGuids: ['r1'] }),
    ])
    expect(app.saves[0]).not.toHaveProperty('password')

    await app.user.click(within(tr).getByRole('switch'))
    expect(await screen.findByText('确认要"停用""wangfang"吗？')).toBeTruthy()
    await app.user.click(screen.getAllByRole('button', { name: /确\s*定/ }).at(-1)!)
    await waitFor(() => expect(app.statuses).toEqual([{ guid: 'u1', status: 0 }]))
    expect(app.saves).toHaveLength(1)
  })

  it('sends a new user’s password as base64 once it meets the policy', async () => {
    const app = await open('/system/user')
    await app.user.click(button(document.body, /^新\s*增$/))
    const form = within(dialog())
    await app.user.type(form.getByLabelText('用户名称'), 'chenxiao')
    await app.user.type(form.getByLabelText('用户昵称'), '陈晓')
    await app.user.type(form.getByLabelText('手机号码'), '139')
    await app.user.type(form.getByLabelText('用户密码'), 'weakpass')
    await app.user.click(form.getByLabelText('角色'))
    await app.user.click(await screen.findByTitle('财务专员'))
    await app.user.click(button(dialog(), /确\s*定/))
    expect(await form.findByText(/密码必须包含/)).toBeTruthy()
    expect(await form.findByText('请输入正确的手机号码')).toBeTruthy()
    await app.user.clear(form.getByLabelText('手机号码'))
    await app.user.clear(form.getByLabelText('用户密码'))
    await app.user.type(form.getByLabelText('用户密码'), 'Venue#2026')
    await app.user.click(button(dialog(), /确\s*定/))
    expect(await screen.findByText('新增成功')).toBeTruthy()
    expect(app.saves).toEqual([
      expect.objectContaining({
        userName: 'chenxiao',
        nickName: '陈晓',
        password: btoa('Venue#2026'),
        status: 1,
        deptId: null,
        roleGuids: ['r1'],
      }),
    ])
  })
})
