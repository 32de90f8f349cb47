import { API, PERMISSIONS, type RemarkTemplate, type SitePrice } from '@app/contracts'
import { screen, waitFor, within } from '@testing-library/react'
import { PointerEventsCheckLevel, userEvent } from '@testing-library/user-event'
import type { InternalAxiosRequestConfig } from 'axios'
import { describe, expect, it } from 'vitest'
import { setToken } from '#web/shared/lib/storage.ts'
import { envelope, shellAnswers } from '#web/testing/fake-adapter.ts'
import { groupMenu, loginResult, pageMenu, venueSystem } from '#web/testing/factories.ts'
import {
  currentUrl,
  dialogClosed,
  navigateApp,
  startApp,
  type Routes,
  setUpScreenTests,
} from '#web/testing/render-app.tsx'

// The resource pattern (features/list-page/resource-screen.tsx) tested once, thoroughly,
// through the smallest screen built on it (备注模板) over a fake server that keeps its
// records: URL filters, the query form, add/edit/delete with their messages, the version
// an edit sends, the server's field errors, permissions and export. Every other resource
// screen then needs only a short smoke test of its own.

const R = API.templates.remark
const P = PERMISSIONS.remarkTemplate
const ALL = [P.list, P.query, P.add, P.edit, P.remove]

const record = (guid: string, name: string, extra: Partial<RemarkTemplate> = {}) =>
  ({
    guid,
    name,
    category: '档期',
    content: `${name}的内容`,
    sort: 0,
    status: 1,
    remark: '',
    createdAt: 1_760_000_000_000,
    updatedAt: 1_760_000_000_000,
    version: 0,
    ...extra,
  }) satisfies RemarkTemplate

/** A server that keeps remark templates, answering the five calls as ours does. */
const fakeServer = (seed: RemarkTemplate[]) => {
  let rows = [...seed]
  const saves: Record<string, unknown>[] = []
  const bodyOf = (c: InternalAxiosRequestConfig) =>
    JSON.parse(String(c.data ?? '{}')) as Record<string, unknown>
  const routes = {
    [R.page.path]: (c: InternalAxiosRequestConfig) => {
      const q = c.params as { name?: string; status?: number }
      const list = rows.filter(
        (r) =>
          (!q.name || r.name.includes(q.name)) &&
          (q.status === undefined || r.status === Number(q.status)),
      )
      return { body: envelope({ list, count: list.length }) }
    },
    [R.addOrUpdate.path]: (c: InternalAxiosRequestConfig) => {
      const body = bodyOf(c)
      saves.push(body)
      if (body.name === '重名')
        return {
          status: 400,
          body: envelope({ fields: { name: '模板名称已存在' } }, 400, '请求参数有误'),
        }
      const stored = rows.find((r) => r.guid === body.guid)
      if (stored && stored.version !== body.version)
        return { status: 409, body: envelope(null, 409, '数据已被他人修改，请刷新后重试') }
      const saved = stored
        ? { ...stored, ...body, version: stored.version + 1 }
        : record(`g${rows.length + 1}`, String(body.name), body as Partial<RemarkTemplate>)
      rows = stored
        ? rows.map((r) => (r === stored ? (saved as RemarkTemplate) : r))
        : [...rows, saved as RemarkTemplate]
      return { body: envelope(saved) }
    },
    [R.delete.path]: (c: InternalAxiosRequestConfig) => {
      const { guids } = bodyOf(c) as { guids: string[] }
      rows = rows.filter((r) => !guids.includes(r.guid))
      return { body: envelope(null) }
    },
    [API.dictionaries.values.path]: () => ({
      body: envelope([
        { value: '档期', label: '档期', color: 'blue', sort: 1 },
        { value: '财务', label: '财务', color: 'gold', sort: 2 },
      ]),
    }),
  }
  return { routes, saves, rows: () => rows }
}

/**
 * Signs in with `permissions` and opens `url`, a page of 系统管理 titled `title`; `others`
 * are more pages of that menu.
 */
const openPage = async (
  url: string,
  title: string,
  routes: Routes,
  permissions: string[],
  others: ReturnType<typeof pageMenu>[] = [],
) => {
  const { token: _token, ...info } = loginResult({
    permissions,
    menuList: [
      venueSystem([
        groupMenu('/system', '系统管理', [pageMenu(url.split('?')[0]!, title), ...others]),
      ]),
    ],
  })
  setToken('token-1')
  const app = await startApp(url, {
    [API.auth.loginInfo.path]: () => ({ body: envelope(info) }),
    ...shellAnswers(),
    ...routes,
  })
  const table = await screen.findByRole('table', { name: title }, { timeout: 30_000 })
  return {
    ...app,
    table,
    user: userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never }),
  }
}
const open = (url: string, server: ReturnType<typeof fakeServer>, permissions = ALL) =>
  openPage(url, '备注模板', server.routes, permissions)

const rowOf = (table: HTMLElement, name: string) => {
  const row = within(table).getByText(name).closest('tr')
  if (!row) throw new Error(`no row ${name}`)
  return row
}
const dialog = () => screen.getByRole('dialog')
const button = (scope: HTMLElement, name: RegExp) => within(scope).getByRole('button', { name })

setUpScreenTests()

// a whole app per test: a busy machine needs more than the default 15 s
describe('a resource screen (the list pattern, on 备注模板)', { timeout: 60_000 }, () => {
  it('reads its filters from the URL, drops broken ones, and searches from the form', async () => {
    const server = fakeServer([record('g1', '第二意向顺延'), record('g2', '押金退还')])
    const app = await open('/system/remarkTemplate?name=意向&status=9', server)
    await within(app.table).findByText('第二意向顺延')
    expect(within(app.table).queryByText('押金退还')).toBeNull()
    const pageCall = app.calls.filter((c) => c.url === R.page.path).at(-1)
    // status=9 is no status: the schema refuses it, so it is never sent
    expect(pageCall?.params).toMatchObject({ name: '意向', page: 1, pageSize: 20 })
    expect(pageCall?.params).not.toHaveProperty('status', 9)

    const search = screen.getByRole('search')
    expect(within(search).getByLabelText('模板名称')).toHaveProperty('value', '意向')
    await app.user.click(button(search, /重\s*置/))
    await within(app.table).findByText('押金退还')
    expect(currentUrl()).toBe('/system/remarkTemplate')

    await app.user.type(within(search).getByLabelText('模板名称'), '  押金 {Enter}')
    await waitFor(() =>
      expect(currentUrl()).toBe(`/system/remarkTemplate?name=${encodeURIComponent('押金')}`),
    )
    expect(app.unhandled).toEqual([])
  })

  it('adds a record with the save schema’s defaults after the client’s own rules', async () => {
    const server = fakeServer([record('g1', '第二意向顺延')])
    const app = await open('/system/remarkTemplate', server)
    await app.user.click(button(document.body, /新\s*增/))
    expect(within(dialog()).getByText('新增备注模板')).toBeTruthy()
    await app.user.click(button(dialog(), /确\s*定/))
    // required fields say so in the screen's words, and nothing is sent
    expect(await within(dialog()).findByText('请输入模板名称')).toBeTruthy()
    expect(await within(dialog()).findByText('请输入备注内容')).toBeTruthy()
    expect(server.saves).toEqual([])

    await app.user.type(within(dialog()).getByLabelText('模板名称'), '撤馆验收')
    await app.user.type(within(dialog()).getByLabelText('备注内容'), '撤馆须经验收')
    await app.user.click(button(dialog(), /确\s*定/))
    expect(await screen.findByText('新增成功')).toBeTruthy()
    expect(server.saves).toEqual([
      { name: '撤馆验收', category: '', content: '撤馆须经验收', sort: 0, status: 1, remark: '' },
    ])
    await within(app.table).findByText('撤馆验收')
  })

  it('shows the server’s field message on its field and keeps what was typed', async () => {
    const app = await open('/system/remarkTemplate', fakeServer([record('g1', '第二意向顺延')]))
    await app.user.click(button(document.body, /新\s*增/))
    await app.user.type(within(dialog()).getByLabelText('模板名称'), '重名')
    await app.user.type(within(dialog()).getByLabelText('备注内容'), '内容')
    await app.user.click(button(dialog(), /确\s*定/))
    expect(await within(dialog()).findByText('模板名称已存在')).toBeTruthy()
    expect(within(dialog()).getByLabelText('模板名称')).toHaveProperty('value', '重名')
  })

  it('edits a row at the version it was read, and a stale version keeps the dialog open', async () => {
    const server = fakeServer([record('g1', '第二意向顺延', { version: 3 })])
    const app = await open('/system/remarkTemplate', server)
    await app.user.click(button(rowOf(app.table, '第二意向顺延'), /修\s*改/))
    expect(within(dialog()).getByText('修改备注模板')).toBeTruthy()
    const content = within(dialog()).getByLabelText('备注内容')
    await app.user.clear(content)
    await app.user.type(content, '顺延至第一意向释放后')
    await app.user.click(button(dialog(), /确\s*定/))
    expect(await screen.findByText('修改成功')).toBeTruthy()
    expect(server.saves.at(-1)).toMatchObject({
      guid: 'g1',
      version: 3,
      content: '顺延至第一意向释放后',
    })

    // the list still holds version 3 when the dialog opens from an old copy: 409
    server.rows()[0]!.version = 9
    await app.user.click(button(rowOf(app.table, '第二意向顺延'), /修\s*改/))
    await app.user.click(button(dialog(), /确\s*定/))
    await waitFor(() => expect(server.saves).toHaveLength(2))
    expect(screen.getByRole('dialog')).toBeTruthy()
  })

  // One form instance serves add and edit: each opening must show its own record, never
  // what the previous opening held (a row that was edited, or what was typed and cancelled).
  it('opens each dialog with its own record, whatever the previous one held', async () => {
    const app = await open(
      '/system/remarkTemplate',
      fakeServer([record('g1', '第二意向顺延'), record('g2', '押金退还', { category: '财务' })]),
    )
    await within(app.table).findByText('押金退还')
    const field = (label: string) => within(dialog()).getByLabelText(label)

    // edit a row, cancel, add: the new record's defaults
    await app.user.click(button(rowOf(app.table, '第二意向顺延'), /修\s*改/))
    expect(field('模板名称')).toHaveProperty('value', '第二意向顺延')
    await app.user.click(button(dialog(), /取\s*消/))
    await dialogClosed()
    await app.user.click(button(document.body, /新\s*增/))
    expect(within(dialog()).getByText('新增备注模板')).toBeTruthy()
    expect(field('模板名称')).toHaveProperty('value', '')
    expect(field('备注内容')).toHaveProperty('value', '')
    await app.user.keyboard('{Escape}')
    await dialogClosed()

    // edit row A, close with Escape, edit row B: B's values
    await app.user.click(button(rowOf(app.table, '第二意向顺延'), /修\s*改/))
    expect(field('备注内容')).toHaveProperty('value', '第二意向顺延的内容')
    await app.user.keyboard('{Escape}')
    await dialogClosed()
    await app.user.click(button(rowOf(app.table, '押金退还'), /修\s*改/))
    expect(field('模板名称')).toHaveProperty('value', '押金退还')
    expect(field('备注内容')).toHaveProperty('value', '押金退还的内容')
    await app.user.click(button(dialog(), /取\s*消/))
    await dialogClosed()

    // add, type, cancel, add again: the defaults again
    await app.user.click(button(document.body, /新\s*增/))
    await app.user.type(field('模板名称'), '撤馆验收')
    await app.user.type(field('备注内容'), '撤馆须经验收')
    await app.user.click(button(dialog(), /取\s*消/))
    await dialogClosed()
    await app.user.click(button(document.body, /新\s*增/))
    expect(field('模板名称')).toHaveProperty('value', '')
    expect(field('备注内容')).toHaveProperty('value', '')
  })

  it('deletes the selected rows after 是否确认删除', async () => {
    const server = fakeServer([record('g1', '第二意向顺延'), record('g2', '押金退还')])
    const app = await open('/system/remarkTemplate', server)
    const toolbarDelete = screen.getAllByRole('button', { name: /删\s*除/ })[0]!
    expect(toolbarDelete).toHaveProperty('disabled', true)
    await app.user.click(within(rowOf(app.table, '押金退还')).getByRole('checkbox'))
    await app.user.click(toolbarDelete)
    expect(await screen.findByText('是否确认删除"押金退还"的数据项？')).toBeTruthy()
    await app.user.click(screen.getAllByRole('button', { name: /确\s*定/ }).at(-1)!)
    expect(await screen.findByText('删除成功')).toBeTruthy()
    expect(server.rows().map((r) => r.name)).toEqual(['第二意向顺延'])
  })

  it('shows the list again from another tab as it was, without asking the server again', async () => {
    const server = fakeServer([record('g1', '第二意向顺延')])
    // a page not built yet: its frame asks nothing
    const app = await openPage('/system/remarkTemplate', '备注模板', server.routes, ALL, [
      pageMenu('/system/notBuiltYet', '待建页面'),
    ])
    await within(app.table).findByText('第二意向顺延')
    const pageCalls = () => app.calls.filter((c) => c.url === R.page.path).length
    const asked = pageCalls()

    await navigateApp('/system/notBuiltYet')
    await navigateApp('/system/remarkTemplate')
    // a request would have left by now (the fake server answers at once)
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(currentUrl()).toBe('/system/remarkTemplate')
    expect(within(app.table).getByText('第二意向顺延')).toBeTruthy()
    // within the client's 30 s (docs/product/list-screens.md "Table")
    expect(pageCalls()).toBe(asked)
  })

  it('shows only what the permissions allow: no buttons, no links, a switch that cannot switch', async () => {
    const app = await open('/system/remarkTemplate', fakeServer([record('g1', '第二意向顺延')]), [
      P.list,
    ])
    await within(app.table).findByText('第二意向顺延')
    for (const name of [/新\s*增/, /修\s*改/, /删\s*除/])
      expect(screen.queryByRole('button', { name })).toBeNull()
    expect(screen.getByRole('button', { name: /导\s*出/ })).toBeTruthy()
    expect(within(app.table).getByRole('switch')).toHaveProperty('disabled', true)
  })
})

// What a screen adds to the pattern, on 价格管理: its dates are yyyy-MM-dd in the form as in
// the body (field.date shows them in a date picker), a new record starts with the
// screen's own defaults over the schema's, and one field is labelled by another's key.
describe(
  'a resource screen whose form holds other values than its body (价格管理)',
  {
    timeout: 60_000,
  },
  () => {
    const PR = API.prices
    const year = new Date().getFullYear()
    const price = {
      guid: 'p1',
      siteGuid: 's1',
      siteName: '1号馆',
      periodType: '展期',
      unit: '元/天',
      standardPrice: 20,
      floorPrice: 15,
      holidayFactor: 1,
      taxRate: 6,
      validFrom: '2026-03-01',
      validTo: '2026-06-30',
      sort: 0,
      status: 1,
      remark: '',
      createdAt: 1_760_000_000_000,
      updatedAt: 1_760_000_000_000,
      version: 2,
    } satisfies SitePrice

    const openPrices = async () => {
      const saves: Record<string, unknown>[] = []
      const dict = (value: string) => ({ value, label: value, color: null })
      const app = await openPage(
        '/system/priceManagement',
        '价格管理',
        {
          [PR.page.path]: () => ({ body: envelope({ list: [price], count: 1 }) }),
          [PR.sites.path]: () => ({ body: envelope([{ guid: 's1', name: '1号馆' }]) }),
          [PR.addOrUpdate.path]: (c) => {
            const body = JSON.parse(String(c.data)) as Record<string, unknown>
            saves.push(body)
            return { body: envelope({ ...price, ...body }) }
          },
          [API.dictionaries.values.path]: (c) => ({
            body: envelope(
              (c.params as { dictType: string }).dictType === 'price_unit'
                ? [dict('元/天')]
                : [dict('展期'), dict('布展')],
            ),
          }),
        },
        Object.values(PERMISSIONS.price),
      )
      await within(app.table).findByText('1号馆')
      return { ...app, saves }
    }

    it('holds a record’s dates as the picker’s and sends them back as yyyy-MM-dd', async () => {
      const app = await openPrices()
      expect(within(app.table).getByText('2026-03-01 ~ 2026-06-30')).toBeTruthy()
      await app.user.click(button(rowOf(app.table, '1号馆'), /修\s*改/))
      expect(within(dialog()).getByLabelText('生效日期')).toHaveProperty('value', '2026-03-01')
      expect(within(dialog()).getByLabelText('失效日期')).toHaveProperty('value', '2026-06-30')
      await app.user.click(button(dialog(), /确\s*定/))
      expect(await screen.findByText('修改成功')).toBeTruthy()
      expect(app.saves).toEqual([
        expect.objectContaining({
          guid: 'p1',
          version: 2,
          siteGuid: 's1',
          standardPrice: 20,
          validFrom: '2026-03-01',
          validTo: '2026-06-30',
        }),
      ])
    })

    it('opens a new record with the screen’s defaults and asks for every required value', async () => {
      const app = await openPrices()
      await app.user.click(button(document.body, /新\s*增/))
      const form = within(dialog())
      // the screen's dates over the schema's numbers
      expect(form.getByLabelText('生效日期')).toHaveProperty('value', `${year}-01-01`)
      expect(form.getByLabelText('失效日期')).toHaveProperty('value', `${year}-12-31`)
      expect(form.getByLabelText('节假日系数')).toHaveProperty('value', '1.00')
      expect(form.getByLabelText('税率')).toHaveProperty('value', '6.00')
      await app.user.click(button(dialog(), /确\s*定/))
      // a choice says 请选择; siteGuid is labelled by 场地
      for (const text of [
        '请选择场地',
        '请选择档期类型',
        '请选择计价单位',
        '请输入标准价',
        '请输入底价',
      ])
        expect(await form.findByText(text)).toBeTruthy()
      expect(form.queryByText('请选择生效日期')).toBeNull()

      // a number is a value: the required rule takes it (and the screen's own rule runs)
      await app.user.type(form.getByLabelText('标准价'), '15.5')
      await app.user.type(form.getByLabelText('底价'), '16')
      await app.user.click(button(dialog(), /确\s*定/))
      expect(await form.findByText('底价不能高于标准价')).toBeTruthy()
      // no required message for 标准价: one on its way out (antd's leave animation, which
      // jsdom never ends) is not shown
      const required = form.queryAllByText('请输入标准价')
      expect(required.filter((el) => !el.className.includes('-leave'))).toEqual([])
      expect(app.saves).toEqual([])
    })
  },
)
