import { API, PERMISSIONS, type Module } from '@app/contracts'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { envelope } from '#web/testing/fake-adapter.ts'
import { setUpScreenTests } from '#web/testing/render-app.tsx'
import {
  button,
  dialog,
  keepBodies,
  openSystemScreen,
  rowOf,
} from '#web/subsystems/venue/system/testing/open-system-screen.tsx'

// 模块管理 on ResourceScreen: a flat list from a call without filters or pages, keyed by
// code, only edited (no 新增, 删除 or 导出), saved with its code and the version read.

const module = (code: Module['code'], name: string, sort: number) =>
  ({ code, name, sort, status: 1, remark: '', updatedAt: 0, version: 3 }) satisfies Module
const MODULES = [
  module('venue', '场馆管理系统', 1),
  module('service', '综合服务平台', 2),
  module('credential', '证件系统', 3),
]

setUpScreenTests()

describe('模块管理 (edit only, keyed by code)', { timeout: 60_000 }, () => {
  it('lists the subsystems unpaged and saves an edit with its code and version', async () => {
    const saves: unknown[] = []
    const app = await openSystemScreen({
      path: '/system/module',
      title: '模块管理',
      permissions: Object.values(PERMISSIONS.module),
      routes: {
        [API.menus.moduleList.path]: () => ({ body: envelope(MODULES) }),
        [API.menus.moduleUpdate.path]: keepBodies(saves, MODULES[2]),
      },
      shown: '证件系统',
    })
    expect(app.calls.find((c) => c.url === API.menus.moduleList.path)?.params).toEqual({})
    expect(document.querySelector('.ant-pagination')).toBeNull()
    // by text: a role query over the whole shell costs seconds in jsdom
    for (const name of [/^新\s*增$/, /^删\s*除$/, /^导\s*出$/])
      expect(screen.queryByText(name)).toBeNull()

    await app.user.click(within(rowOf(app.table, '证件系统')).getByText(/^修\s*改$/))
    expect(within(dialog()).getByText('修改模块')).toBeTruthy()
    await app.user.clear(within(dialog()).getByLabelText('模块名称'))
    await app.user.type(within(dialog()).getByLabelText('模块名称'), '证件管理系统')
    await app.user.click(button(dialog(), /确\s*定/))
    await waitFor(() => expect(saves).toHaveLength(1))
    expect(saves[0]).toEqual({
      code: 'credential',
      version: 3,
      name: '证件管理系统',
      sort: 3,
      status: 1,
      remark: '',
    })
  })
})
