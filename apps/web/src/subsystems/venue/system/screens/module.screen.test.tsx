import { API, PERMISSIONS, type Module } from '@app/contracts'
import { screen, waitFor, within } from '@testing-library/react'
import { PointerEventsCheckLevel, userEvent } from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { setToken } from '#web/shared/lib/storage.ts'
import { envelope, shellAnswers } from '#web/testing/fake-adapter.ts'
import { groupMenu, loginResult, pageMenu, venueSystem } from '#web/testing/factories.ts'
import { startApp, setUpScreenTests } from '#web/testing/render-app.tsx'

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
    const { token: _token, ...info } = loginResult({
      permissions: Object.values(PERMISSIONS.module),
      menuList: [
        venueSystem([groupMenu('/system', '系统管理', [pageMenu('/system/module', '模块管理')])]),
      ],
    })
    setToken('token-1')
    const app = await startApp('/system/module', {
      [API.auth.loginInfo.path]: () => ({ body: envelope(info) }),
      ...shellAnswers(),
      [API.menus.moduleList.path]: () => ({ body: envelope(MODULES) }),
      [API.menus.moduleUpdate.path]: (c) => {
        saves.push(JSON.parse(String(c.data)))
        return { body: envelope(MODULES[2]) }
      },
    })
    const table = await screen.findByRole('table', { name: '模块管理' }, { timeout: 30_000 })
    const row = (await within(table).findByText('证件系统')).closest('tr') as HTMLElement
    expect(app.calls.find((c) => c.url === API.menus.moduleList.path)?.params).toEqual({})
    expect(document.querySelector('.ant-pagination')).toBeNull()
    // by text: a role query over the whole shell costs seconds in jsdom
    for (const name of [/^新\s*增$/, /^删\s*除$/, /^导\s*出$/])
      expect(screen.queryByText(name)).toBeNull()

    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never })
    await user.click(within(row).getByText(/^修\s*改$/))
    const dialog = screen.getByRole('dialog')
    expect(within(dialog).getByText('修改模块')).toBeTruthy()
    await user.clear(within(dialog).getByLabelText('模块名称'))
    await user.type(within(dialog).getByLabelText('模块名称'), '证件管理系统')
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }))
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
