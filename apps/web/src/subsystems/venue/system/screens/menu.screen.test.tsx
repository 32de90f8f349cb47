import { API, PERMISSIONS, type Menu } from '@app/contracts'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { envelope } from '#web/testing/fake-adapter.ts'
import { dialogClosed, setUpScreenTests } from '#web/testing/render-app.tsx'
import {
  button,
  dialog,
  keepBodies,
  openSystemScreen,
  rowOf,
} from '#web/subsystems/venue/system/testing/open-system-screen.tsx'

// 菜单管理 on ResourceScreen: what the menus add to it. One subsystem at a time (the venue system first), the list read whole and shown as
// a folded tree, rows keyed, saved and deleted by id, and the dialog's fields following
// the type.

const M = API.menus

const menu = (id: number, parentId: number, menuName: string, menuType: Menu['menuType']) =>
  ({
    id,
    parentId,
    systemCode: 'venue',
    menuName,
    menuType,
    path: menuType === 'F' ? '' : `/m${id}`,
    icon: '',
    perms: menuType === 'F' ? 'system:remarkTemplate:add' : '',
    sort: id,
    hidden: false,
    status: 1,
    updatedAt: 0,
    version: 3,
  }) satisfies Menu

const MENUS = [
  menu(1, 0, '系统管理', 'M'),
  menu(2, 1, '备注模板', 'C'),
  menu(3, 2, '新增模板', 'F'),
]

const openMenus = async () => {
  const saves: unknown[] = []
  const deletes: unknown[] = []
  const app = await openSystemScreen({
    path: '/system/menu',
    title: '菜单管理',
    permissions: Object.values(PERMISSIONS.menu),
    routes: {
      [M.list.path]: () => ({ body: envelope(MENUS) }),
      [M.addOrUpdate.path]: keepBodies(saves, MENUS[0]),
      [M.delete.path]: keepBodies(deletes),
    },
    shown: '系统管理',
  })
  return { ...app, saves, deletes }
}

setUpScreenTests()

describe('菜单管理 (a tree keyed by id)', { timeout: 60_000 }, () => {
  it('reads the venue system whole, shows it folded and unfolds it all', async () => {
    const app = await openMenus()
    const list = app.calls.find((c) => c.url === M.list.path)
    expect(list?.params).toEqual({ systemCode: 'venue' })
    expect(within(app.table).queryByText('备注模板')).toBeNull()
    // no selection, no 导出: the rows have their own links and menus are not exported
    expect(within(app.table).queryAllByRole('checkbox')).toEqual([])
    expect(screen.queryByText(/^导\s*出$/)).toBeNull()
    await app.user.click(screen.getByText('展开/折叠'))
    expect(await within(app.table).findByText('新增模板')).toBeTruthy()
  })

  it('adds a button under a page, edits by id and deletes by ids', async () => {
    const app = await openMenus()
    await app.user.click(screen.getByText('展开/折叠'))
    await app.user.click(button(await waitFor(() => rowOf(app.table, '备注模板')), /新\s*增/))
    expect(within(dialog()).getByText('新增菜单')).toBeTruthy()
    expect(within(dialog()).getByRole('radio', { name: '按钮' })).toHaveProperty('checked', true)
    expect(within(dialog()).queryByLabelText('路由地址')).toBeNull()
    await app.user.type(within(dialog()).getByLabelText('菜单名称'), '复制模板')
    await app.user.click(button(dialog(), /确\s*定/))
    // a button names a permission of the catalogue
    expect(await within(dialog()).findByText('请选择权限标识')).toBeTruthy()
    await app.user.type(within(dialog()).getByLabelText('权限标识'), 'system:remarkTemplate:que')
    await app.user.click(await screen.findByTitle('system:remarkTemplate:query'))
    await app.user.click(button(dialog(), /确\s*定/))
    await waitFor(() => expect(app.saves).toHaveLength(1))
    expect(app.saves[0]).toEqual({
      systemCode: 'venue',
      parentId: 2,
      menuType: 'F',
      menuName: '复制模板',
      perms: 'system:remarkTemplate:query',
      sort: 0,
      status: 1,
    })
    await dialogClosed()

    await app.user.click(button(rowOf(app.table, '系统管理'), /修\s*改/))
    expect(within(dialog()).getByLabelText('路由地址')).toHaveProperty('value', '/m1')
    await app.user.click(button(dialog(), /确\s*定/))
    await waitFor(() => expect(app.saves).toHaveLength(2))
    expect(app.saves[1]).toMatchObject({ id: 1, version: 3, menuName: '系统管理' })
    await dialogClosed()

    await app.user.click(button(rowOf(app.table, '新增模板'), /删\s*除/))
    await app.user.click(button(await screen.findByRole('dialog'), /确\s*定/))
    await waitFor(() => expect(app.deletes).toEqual([{ ids: [3] }]))
  })
})
