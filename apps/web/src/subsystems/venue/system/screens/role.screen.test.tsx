import { API, PERMISSIONS, type Menu, type RoleDetail } from '@app/contracts'
import { screen, waitFor, within } from '@testing-library/react'
import { PointerEventsCheckLevel, userEvent } from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { setToken } from '#web/shared/lib/storage.ts'
import { envelope, shellAnswers } from '#web/testing/fake-adapter.ts'
import { groupMenu, loginResult, pageMenu, venueSystem } from '#web/testing/factories.ts'
import { dialogClosed, startApp, setUpScreenTests } from '#web/testing/render-app.tsx'

// 角色管理 on the resource pattern (features/list-page/resource-screen.test.tsx tests the
// pattern itself): what the role adds to it. 修改 opens with the role's detail (its menus),
// the admin role keeps its key and status and has no 删除, the key's pattern is told in
// the role's words, and the status switch is its own call, not a save.

const R = API.roles

const role = (guid: string, roleName: string, roleKey: string, menuIds: number[]) =>
  ({
    guid,
    id: Number(guid.slice(1)),
    roleName,
    roleKey,
    sort: 0,
    status: 1,
    dataScope: 1,
    remark: '',
    userCount: 0,
    createdAt: 1_760_000_000_000,
    updatedAt: 1_760_000_000_000,
    version: 4,
    menuIds,
    systems: ['venue'],
    deptIds: [],
  }) satisfies RoleDetail

const menu = (id: number, parentId: number, menuName: string, menuType: Menu['menuType']) =>
  ({
    id,
    parentId,
    systemCode: 'venue',
    menuName,
    menuType,
    path: '',
    icon: '',
    perms: '',
    sort: id,
    hidden: false,
    status: 1,
    updatedAt: 0,
    version: 0,
  }) satisfies Menu

// 系统管理 › 备注模板 › 列表查询 / 新增
const MENUS = [
  menu(1, 0, '系统管理', 'M'),
  menu(2, 1, '备注模板', 'C'),
  menu(3, 2, '列表查询', 'F'),
  menu(4, 2, '新增', 'F'),
]
const ROLES = [
  role('g1', '超级管理员', 'admin', [1, 2, 3, 4]),
  // the page with one of its buttons: the tree opens linked
  role('g2', '运营主管', 'ops_supervisor', [1, 2, 3]),
  // the page without its buttons: linkage would grant them, so the tree opens unlinked
  role('g3', '备注查看', 'remark_viewer', [1, 2]),
]

/** Roles whose next detail read fails (the record went meanwhile). */
const failingDetail = new Set<string>()

const openRoles = async () => {
  const saves: Record<string, unknown>[] = []
  const statuses: Record<string, unknown>[] = []
  const bodyOf = (data: unknown) => JSON.parse(String(data)) as Record<string, unknown>
  const { token: _token, ...info } = loginResult({
    permissions: Object.values(PERMISSIONS.role),
    menuList: [
      venueSystem([groupMenu('/system', '系统管理', [pageMenu('/system/role', '角色管理')])]),
    ],
  })
  setToken('token-1')
  const app = await startApp('/system/role', {
    [API.auth.loginInfo.path]: () => ({ body: envelope(info) }),
    ...shellAnswers(),
    [R.page.path]: () => ({
      body: envelope({
        list: ROLES.map(({ menuIds: _m, systems: _s, deptIds: _d, ...row }) => row),
        count: 3,
      }),
    }),
    [R.detail.path]: (c) => {
      const { guid } = c.params as { guid: string }
      if (failingDetail.delete(guid)) return { body: envelope(null, 404, '记录不存在') }
      return { body: envelope(ROLES.find((r) => r.guid === guid)) }
    },
    [API.menus.list.path]: () => ({ body: envelope(MENUS) }),
    [R.addOrUpdate.path]: (c) => {
      saves.push(bodyOf(c.data))
      return { body: envelope(ROLES[1]) }
    },
    [R.changeStatus.path]: (c) => {
      statuses.push(bodyOf(c.data))
      return { body: envelope(ROLES[1]) }
    },
  })
  const table = await screen.findByRole('table', { name: '角色管理' }, { timeout: 30_000 })
  await within(table).findByText('运营主管')
  return {
    ...app,
    table,
    saves,
    statuses,
    user: userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never }),
  }
}

const rowOf = (table: HTMLElement, name: string) => {
  const row = within(table).getByText(name).closest('tr')
  if (!row) throw new Error(`no row ${name}`)
  return row
}
const dialog = () => screen.getByRole('dialog')
/** 修改 opens once the role's detail has come. */
const opened = () => screen.findByRole('dialog')
const button = (scope: HTMLElement, name: RegExp) => within(scope).getByRole('button', { name })
const linkage = () => within(dialog()).getByRole('checkbox', { name: '父子联动' })

setUpScreenTests()

describe('角色管理 on the resource pattern', { timeout: 60_000 }, () => {
  it('edits a role from its detail, with its own menus each time', async () => {
    const app = await openRoles()
    await app.user.click(button(rowOf(app.table, '备注查看'), /修\s*改/))
    expect(within(await opened()).getByText('修改角色')).toBeTruthy()
    await within(dialog()).findByRole('tree', { name: '菜单权限' })
    expect(linkage()).toHaveProperty('checked', false)
    await app.user.click(button(dialog(), /取\s*消/))
    await dialogClosed()

    // the next role's tree opens from its own grants, not the previous one's
    await app.user.click(button(rowOf(app.table, '运营主管'), /修\s*改/))
    await within(await opened()).findByRole('tree', { name: '菜单权限' })
    expect(linkage()).toHaveProperty('checked', true)
    const key = within(dialog()).getByLabelText('权限字符')
    await app.user.clear(key)
    await app.user.type(key, '9ops')
    await app.user.click(button(dialog(), /确\s*定/))
    expect(
      await within(dialog()).findByText('以字母开头，只能包含字母、数字、下划线和冒号'),
    ).toBeTruthy()
    expect(within(dialog()).queryByText('格式不正确')).toBeNull()
    await app.user.clear(key)
    await app.user.type(key, 'ops_lead')
    await app.user.click(button(dialog(), /确\s*定/))
    expect(await screen.findByText('修改成功')).toBeTruthy()
    expect(app.saves).toEqual([
      expect.objectContaining({
        guid: 'g2',
        version: 4,
        roleName: '运营主管',
        roleKey: 'ops_lead',
        menuIds: [1, 2, 3],
        systems: ['venue'],
      }),
    ])
  })

  it('says why a detail cannot be read and lets 修改 try again', async () => {
    const app = await openRoles()
    failingDetail.add('g2')
    await app.user.click(button(rowOf(app.table, '运营主管'), /修\s*改/))
    expect(await screen.findByText('记录不存在')).toBeTruthy()
    expect(screen.queryByRole('dialog')).toBeNull()
    // the same row again: the detail is read anew and the dialog opens
    await app.user.click(button(rowOf(app.table, '运营主管'), /修\s*改/))
    await within(await opened()).findByRole('tree', { name: '菜单权限' })
  })

  it('keeps the admin role: no 删除, a fixed switch, its key and status fixed', async () => {
    const app = await openRoles()
    // by text, not by role and name: jsdom takes seconds to style this row's buttons
    const admin = rowOf(app.table, '超级管理员')
    expect(within(admin).queryByText(/删\s*除/)).toBeNull()
    expect(within(admin).getByRole('switch')).toHaveProperty('disabled', true)
    expect(within(admin).getByText('数据权限')).toBeTruthy()
    expect(within(rowOf(app.table, '运营主管')).getByText(/删\s*除/)).toBeTruthy()

    await app.user.click(within(admin).getByText(/修\s*改/))
    await within(await opened()).findByRole('tree', { name: '菜单权限' })
    expect(within(dialog()).getByLabelText('权限字符')).toHaveProperty('disabled', true)
    for (const radio of within(dialog()).getAllByRole('radio'))
      expect(radio).toHaveProperty('disabled', true)
  })

  it('switches a role’s status by its own call, not by saving the row', async () => {
    const app = await openRoles()
    await app.user.click(within(rowOf(app.table, '运营主管')).getByRole('switch'))
    expect(await screen.findByText('确认要"停用""运营主管"吗？')).toBeTruthy()
    await app.user.click(screen.getAllByRole('button', { name: /确\s*定/ }).at(-1)!)
    await waitFor(() => expect(app.statuses).toEqual([{ guid: 'g2', status: 0 }]))
    expect(app.saves).toEqual([])
  })
})
