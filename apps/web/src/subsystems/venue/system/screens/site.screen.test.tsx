import { API, PERMISSIONS, type Site } from '@app/contracts'
import { waitFor, within } from '@testing-library/react'
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

// 场地管理 on the resource pattern (the pattern and its `tree` option are tested in
// resource-screen.test.tsx and dept.screen.test.tsx): what the site adds. A group's 新增
// puts the new site in it, 可预订 and 停用 are switches sent as 0/1, the disable period is
// required only while 停用 is on and is sent as dates, and without the disable permission
// 停用 and its period cannot be changed. The browser spec walks the rest.

const site = (guid: string, parentGuid: string | null, name: string, more: Partial<Site> = {}) =>
  ({
    guid,
    parentGuid,
    code: guid,
    name,
    type: '',
    area: null,
    height: null,
    floorLoad: null,
    capacityTheatre: null,
    capacityClassroom: null,
    bookable: parentGuid === null ? 0 : 1,
    related: [],
    disabled: 0,
    disableFrom: null,
    disableTo: null,
    disableReason: null,
    templateId: null,
    sort: 0,
    remark: '',
    createdAt: 1_760_000_000_000,
    updatedAt: 1_760_000_000_000,
    version: 3,
    ...more,
  }) satisfies Site

const SITES = [
  site('g1', null, '会议区'),
  site('r201', 'g1', '会议室201'),
  site('r202', 'g1', '会议室202', {
    disabled: 1,
    disableFrom: '2026-12-10',
    disableTo: '2026-12-20',
    disableReason: '音响改造',
  }),
]

const openSites = async (permissions = Object.values(PERMISSIONS.site)) => {
  const saves: unknown[] = []
  const app = await openSystemScreen({
    path: '/system/site',
    title: '场地管理',
    permissions,
    routes: {
      [API.sites.site.page.path]: () => ({ body: envelope({ list: SITES, count: SITES.length }) }),
      [API.sites.options.path]: () => ({ body: envelope(SITES) }),
      [API.sites.templateOptions.path]: () => ({ body: envelope([]) }),
      [API.dictionaries.values.path]: () => ({ body: envelope([]) }),
      [API.sites.site.addOrUpdate.path]: keepBodies(saves, SITES[1]),
    },
    shown: '会议室202',
  })
  return { ...app, saves }
}
const field = (label: string) => within(dialog()).getByLabelText(label, { exact: true })
const ok = (app: Awaited<ReturnType<typeof openSites>>) =>
  app.user.click(button(dialog(), /确\s*定/))

setUpScreenTests()

describe('场地管理 on the resource pattern', { timeout: 60_000 }, () => {
  it('adds a site in a group, its switches sent as 0/1', async () => {
    const app = await openSites()
    // the tree keeps its row selection (修改 / 删除 of selected rows)
    expect(within(rowOf(app.table, '会议室201')).getByRole('checkbox')).toBeTruthy()
    await app.user.click(within(rowOf(app.table, '会议区')).getByText(/新\s*增/))
    expect(within(dialog()).getByText('新增场地')).toBeTruthy()
    await app.user.type(field('场地名称'), '会议室301')
    await app.user.type(field('场地编码'), 'r301')
    await app.user.click(field('可预订'))
    await ok(app)
    await waitFor(() => expect(app.saves).toHaveLength(1))
    expect(app.saves[0]).toMatchObject({
      parentGuid: 'g1',
      name: '会议室301',
      code: 'r301',
      bookable: 0,
      disabled: 0,
      related: [],
    })
  })

  it('asks for the disable period only while 停用 is on, and sends it as dates', async () => {
    const app = await openSites()
    await app.user.click(within(rowOf(app.table, '会议室201')).getByText(/修\s*改/))
    expect(within(dialog()).queryByLabelText('停用开始')).toBeNull()
    await app.user.click(field('停用'))
    await ok(app)
    expect(await within(dialog()).findByText('请选择停用开始')).toBeTruthy()
    expect(within(dialog()).getByText('请选择停用结束')).toBeTruthy()
    expect(within(dialog()).getByText('请输入停用原因')).toBeTruthy()
    expect(app.saves).toEqual([])
    await app.user.click(button(dialog(), /取\s*消/))
    await dialogClosed()

    // a disabled site opens with its period and sends it back as it was
    await app.user.click(within(rowOf(app.table, '会议室202')).getByText(/修\s*改/))
    await waitFor(() => expect(field('停用开始')).toHaveProperty('value', '2026-12-10'))
    await ok(app)
    await waitFor(() => expect(app.saves).toHaveLength(1))
    expect(app.saves[0]).toMatchObject({
      guid: 'r202',
      version: 3,
      disabled: 1,
      disableFrom: '2026-12-10',
      disableTo: '2026-12-20',
      disableReason: '音响改造',
    })
  })

  it('keeps 停用 and its period as they are without the disable permission', async () => {
    const { disable: _disable, ...others } = PERMISSIONS.site
    const app = await openSites(Object.values(others))
    await app.user.click(within(rowOf(app.table, '会议室202')).getByText(/修\s*改/))
    await waitFor(() => expect(field('停用开始')).toHaveProperty('disabled', true))
    expect(field('停用')).toHaveProperty('disabled', true)
    expect(field('停用原因')).toHaveProperty('disabled', true)
    expect(within(dialog()).getByText('停用场地需要“场地停用”权限')).toBeTruthy()
  })
})
