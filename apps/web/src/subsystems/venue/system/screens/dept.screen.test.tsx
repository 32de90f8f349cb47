import { API, PERMISSIONS, type Dept } from '@app/contracts'
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

// 部门管理: a tree list on the resource pattern (its `tree` option, tested here once). The
// tree is read whole from a list call (no page), shown unpaged and expanded; a folded row
// stays folded when the list is read again; 新增 puts a department under the root, a row's
// 新增 under that row; the root has no parent to choose and keeps 0. The parent picker is the
// pattern's `field.tree` (tested here once): the whole tree, found by typing.

const dept = (id: number, parentId: number, name: string) =>
  ({
    guid: `d${id}`,
    id,
    parentId,
    ancestors: parentId === 0 ? '/' : `/1/`,
    name,
    leader: '',
    phone: '',
    email: '',
    sort: id,
    status: 1,
    remark: '',
    createdAt: 1_760_000_000_000,
    updatedAt: 1_760_000_000_000,
    version: 2,
  }) satisfies Dept

const DEPTS = [
  dept(1, 0, '星港国际会展中心'),
  dept(2, 1, '运营管理部'),
  dept(3, 2, '场馆运营组'),
  dept(4, 1, '财务部'),
  dept(5, 1, '工程部'),
]

const openDepts = async () => {
  const saves: unknown[] = []
  const app = await openSystemScreen({
    path: '/system/dept',
    title: '部门管理',
    permissions: Object.values(PERMISSIONS.dept),
    routes: {
      [API.depts.list.path]: () => ({ body: envelope(DEPTS) }),
      [API.depts.addOrUpdate.path]: keepBodies(saves, DEPTS[0]),
    },
    shown: '场馆运营组',
  })
  return { ...app, saves }
}
const ok = (app: Awaited<ReturnType<typeof openDepts>>) =>
  app.user.click(button(dialog(), /确\s*定/))

setUpScreenTests()

describe('部门管理 (a tree on the resource pattern)', { timeout: 60_000 }, () => {
  it('reads the whole tree without a page, shows it expanded and unpaged, and keeps a fold', async () => {
    const app = await openDepts()
    const listCall = app.calls.find((c) => c.url === API.depts.list.path)
    expect(listCall?.params ?? {}).not.toHaveProperty('page')
    expect(within(app.table).getByText('财务部')).toBeTruthy()
    expect(screen.queryByRole('navigation', { name: /分页|pagination/i })).toBeNull()
    expect(document.querySelector('.ant-pagination')).toBeNull()
    // a tree's rows have their own links: no selection, no 修改/删除 of selected rows
    expect(within(app.table).queryAllByRole('checkbox')).toEqual([])

    const fold = rowOf(app.table, '运营管理部').querySelector('.ant-table-row-expand-icon')
    await app.user.click(fold as HTMLElement)
    await waitFor(() => expect(within(app.table).queryByText('场馆运营组')).toBeNull())
    await app.user.click(screen.getByRole('button', { name: '刷新' }))
    await waitFor(() =>
      expect(app.calls.filter((c) => c.url === API.depts.list.path).length).toBeGreaterThan(1),
    )
    expect(within(app.table).queryByText('场馆运营组')).toBeNull()
    expect(within(app.table).getByText('财务部')).toBeTruthy()
  })

  it('adds under the root or under a row, and the root keeps no parent', async () => {
    const app = await openDepts()
    // the toolbar's 新增 (before the rows' own)
    await app.user.click(screen.getAllByRole('button', { name: /新\s*增/ })[0]!)
    await app.user.type(within(dialog()).getByLabelText('部门名称'), '会展服务部')
    await ok(app)
    await waitFor(() => expect(app.saves).toHaveLength(1))
    expect(app.saves[0]).toMatchObject({ parentId: 1, name: '会展服务部', status: 1 })
    await dialogClosed()

    await app.user.click(button(rowOf(app.table, '财务部'), /新\s*增/))
    await app.user.type(within(dialog()).getByLabelText('部门名称'), '结算组')
    await ok(app)
    await waitFor(() => expect(app.saves).toHaveLength(2))
    expect(app.saves[1]).toMatchObject({ parentId: 4, name: '结算组' })
    await dialogClosed()

    await app.user.click(button(rowOf(app.table, '星港国际会展中心'), /修\s*改/))
    expect(within(dialog()).queryByLabelText('上级部门')).toBeNull()
    await ok(app)
    await waitFor(() => expect(app.saves).toHaveLength(3))
    expect(app.saves[2]).toMatchObject({ guid: 'd1', version: 2, parentId: 0 })
  })

  it('moves a department under another found by typing its name (field.tree)', async () => {
    const app = await openDepts()
    await app.user.click(button(rowOf(app.table, '财务部'), /修\s*改/))
    const parent = within(dialog()).getByLabelText('上级部门')
    await app.user.click(parent)
    // the whole tree, expanded (the department itself is not offered)
    expect(await screen.findByTitle('场馆运营组')).toBeTruthy()
    expect(screen.getByTitle('工程部')).toBeTruthy()
    expect(screen.queryByTitle('财务部')).toBeNull()
    await app.user.type(parent, '运营管理')
    // the search keeps the matching node, what is under it and its ancestors
    await waitFor(() => expect(screen.queryByTitle('工程部')).toBeNull())
    await app.user.click(await screen.findByTitle('运营管理部'))
    await ok(app)
    await waitFor(() => expect(app.saves).toHaveLength(1))
    expect(app.saves[0]).toMatchObject({ guid: 'd4', parentId: 2 })
  })

  it('tells a broken phone number in the department’s words', async () => {
    const app = await openDepts()
    await app.user.click(button(rowOf(app.table, '财务部'), /修\s*改/))
    await app.user.type(within(dialog()).getByLabelText('联系电话'), '电话')
    await ok(app)
    expect(await within(dialog()).findByText('请输入正确的联系电话')).toBeTruthy()
    expect(app.saves).toEqual([])
  })
})
