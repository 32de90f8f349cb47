import { API, PERMISSIONS, type DictData, type DictType } from '@app/contracts'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { envelope } from '#web/testing/fake-adapter.ts'
import { currentUrl, setUpScreenTests } from '#web/testing/render-app.tsx'
import {
  button,
  keepBodies,
  openSystemScreen,
} from '#web/subsystems/venue/system/testing/open-system-screen.tsx'

// What 数据管理 adds to the resource pattern (features/list-page/resource-screen.test.tsx
// tests the pattern itself): a dictionary's key in its own words and fixed once created,
// and the values of one dictionary in a drawer, a list of their own kept out of the URL.

const D = API.dictionaries
const tail = { sort: 0, status: 1, remark: '', createdAt: 0, updatedAt: 0, version: 3 } as const
const type: DictType = {
  guid: 't1',
  dictType: 'site_type',
  name: '场地类型',
  valueCount: 1,
  ...tail,
}
const value: DictData = {
  guid: 'v1',
  dictType: 'site_type',
  label: '室内',
  value: 'indoor',
  color: 'green',
  ...tail,
}

const open = async () => {
  const saves: unknown[] = []
  const app = await openSystemScreen({
    path: '/system/data-manage',
    title: '数据字典',
    table: '字典类型列表',
    permissions: Object.values(PERMISSIONS.dict),
    routes: {
      [D.types.page.path]: () => ({ body: envelope({ list: [type], count: 1 }) }),
      [D.data.page.path]: () => ({ body: envelope({ list: [value], count: 1 }) }),
      [D.types.addOrUpdate.path]: keepBodies(saves),
      [D.data.addOrUpdate.path]: keepBodies(saves),
    },
    shown: '场地类型',
  })
  const valuePages = () => app.calls.filter((c) => c.url === D.data.page.path).map((c) => c.params)
  return { ...app, saves, valuePages }
}
// by its title: the test build gives every dialog the same aria-labelledby id
const dialogNamed = async (title: string) =>
  (await screen.findByText(title)).closest<HTMLElement>('[role="dialog"]')!

setUpScreenTests()

describe('数据管理 on the resource pattern', { timeout: 60_000 }, () => {
  it('tells a bad key in its own words and keeps the key of a stored dictionary', async () => {
    const app = await open()
    await app.user.click(button(document.body, /新\s*增/))
    const adding = await dialogNamed('新增字典类型')
    await app.user.type(within(adding).getByLabelText('字典名称'), '展位类型')
    await app.user.type(within(adding).getByLabelText('字典类型'), 'Booth')
    await app.user.click(button(adding, /确\s*定/))
    expect(
      await within(adding).findByText('须以小写字母开头，仅含小写字母、数字和下划线'),
    ).toBeTruthy()
    expect(app.saves).toEqual([])
    await app.user.click(button(adding, /取\s*消/))

    await app.user.click(button(within(app.table).getByText('场地类型').closest('tr')!, /修\s*改/))
    const editing = await dialogNamed('修改字典类型')
    expect(within(editing).getByText('字典类型创建后不可修改（其他数据按它读取字典）')).toBeTruthy()
    expect(within(editing).queryByRole('textbox', { name: '字典类型' })).toBeNull()
    await app.user.click(button(editing, /确\s*定/))
    await waitFor(() =>
      expect(app.saves).toEqual([
        expect.objectContaining({
          guid: 't1',
          version: 3,
          dictType: 'site_type',
          name: '场地类型',
        }),
      ]),
    )
  })

  it('lists one dictionary’s values in a drawer, searched outside the URL, and adds to it', async () => {
    const app = await open()
    await app.user.click(button(app.table, '字典数据'))
    const drawer = await dialogNamed('字典数据：场地类型（site_type）')
    const tag = await within(drawer).findByText('室内')
    expect(tag.className).toContain('ant-tag-green')
    expect(app.valuePages()).toEqual([{ page: 1, pageSize: 20, dictType: 'site_type' }])

    const search = within(drawer).getByRole('search')
    await app.user.type(within(search).getByLabelText('字典标签'), ' 室 {Enter}')
    await waitFor(() =>
      expect(app.valuePages().at(-1)).toEqual({
        page: 1,
        pageSize: 20,
        dictType: 'site_type',
        label: '室',
      }),
    )
    expect(currentUrl()).toBe('/system/data-manage')

    await app.user.click(button(drawer, /新\s*增/))
    const adding = await dialogNamed('新增字典数据')
    await app.user.type(within(adding).getByLabelText('字典标签'), '室外')
    await app.user.type(within(adding).getByLabelText('字典键值'), 'outdoor')
    await app.user.click(button(adding, /确\s*定/))
    await waitFor(() =>
      expect(app.saves).toEqual([
        {
          dictType: 'site_type',
          label: '室外',
          value: 'outdoor',
          color: null,
          sort: 0,
          status: 1,
          remark: '',
        },
      ]),
    )
  })
})
