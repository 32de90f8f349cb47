import { API, type LoginResult, type Menu, type MenuNode, type Module } from '@app/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DIALECTS, type TestApp, buildTestApp, callAs, tokenFor } from '../../../test/helpers.ts'
import { checkResource } from '../../../test/resource-check.ts'
import { sha256Hex } from '#server/lib/crypto.ts'
import { DEMO_PASSWORD, seedDemoData } from '#server/db/seed/seed.ts'
import { menus } from './menu.resource.ts'

const M = API.menus

checkResource(menus, {
  create: { parentId: 0, systemCode: 'venue', menuType: 'M', menuName: '检查目录', path: '/check' },
  change: { menuName: '检查目录二', icon: 'tool' },
  filter: { menuName: '检查' },
})

const flatten = (nodes: MenuNode[]): MenuNode[] =>
  nodes.flatMap((n) => [n, ...flatten(n.children ?? [])])

describe.each(DIALECTS)('menus and modules on %s', (dialect) => {
  let t: TestApp
  let admin: string

  beforeAll(async () => {
    t = await buildTestApp(dialect, {
      seed: (db) => seedDemoData(db, { today: new Date() }),
      config: { loginRateLimitPerMinute: 10_000 },
    })
    admin = await tokenFor(t.db, 'admin')
  })
  afterAll(() => t.close())

  const list = async (query: Record<string, unknown> = {}) => {
    const res = await callAs(t.app, M.list, admin, query)
    expect(res.statusCode, res.body).toBe(200)
    return res.json<{ data: Menu[] }>().data
  }
  const save = (body: Record<string, unknown>) => callAs(t.app, M.addOrUpdate, admin, body)
  const signIn = async (userName: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/xgz${API.auth.loginByPwd.path}`,
      query: { userName, pwd: sha256Hex(DEMO_PASSWORD) },
    })
    expect(res.statusCode, res.body).toBe(200)
    return res.json<{ data: LoginResult }>().data
  }
  const detail = async (id: number) =>
    (await callAs(t.app, M.detail, admin, { id })).json<{ data: Menu }>().data

  it('lists the menus of a subsystem (no paging), filtered by name', async () => {
    const venue = await list({ systemCode: 'venue' })
    expect(venue.every((m) => m.systemCode === 'venue')).toBe(true)
    expect(venue.find((m) => m.id === 1160)).toMatchObject({
      menuName: '备注模板',
      menuType: 'C',
      path: '/system/remarkTemplate',
      parentId: 1010,
    })
    const named = await list({ systemCode: 'venue', menuName: '模板' })
    expect(named.map((m) => m.menuName)).toContain('合同模板')
    expect(named.every((m) => m.menuName.includes('模板'))).toBe(true)
  })

  it('renames a page; the next sign-in carries the new name, a stale copy gets 409', async () => {
    const page = await detail(1160)
    const renamed = await save({ ...page, menuName: '备注模版库' })
    expect(renamed.statusCode, renamed.body).toBe(200)
    expect(renamed.json<{ data: Menu }>().data).toMatchObject({
      menuName: '备注模版库',
      version: 1,
    })

    const info = await signIn('liuyang')
    const names = flatten(info.menuList.flatMap((s) => s.menus)).map((m) => m.menuName)
    expect(names).toContain('备注模版库')
    expect(names).not.toContain('备注模板')

    expect((await save({ ...page, menuName: '旧副本' })).statusCode).toBe(409)
  })

  it('gives every menu node its sub-menus under menus: children without the buttons', async () => {
    const info = await signIn('admin')
    const nodes = flatten(info.menuList.flatMap((s) => s.menus))
    expect(nodes.length).toBeGreaterThan(0)
    for (const node of nodes) {
      expect(node.menus, node.path).toEqual((node.children ?? []).filter((c) => c.menuType !== 'F'))
    }
    // a group's menus are its pages; a page with buttons keeps them under children only
    const group = info.menuList[0]?.menus[0]
    expect(group?.menus?.length).toBeGreaterThan(0)
    expect(group?.menus?.map((m) => m.id)).toEqual(group?.children?.map((c) => c.id))
    const withButtons = nodes.find((n) => n.children?.some((c) => c.menuType === 'F'))
    expect(withButtons?.menus).toEqual([])
  })

  it('adds a button with the next id; its permission must come from the catalogue', async () => {
    const before = Math.max(...(await list()).map((m) => m.id))
    const added = await save({
      parentId: 1160,
      systemCode: 'venue',
      menuType: 'F',
      menuName: '导出备注',
      perms: 'system:remarkTemplate:query',
      path: '/ignored',
    })
    expect(added.statusCode, added.body).toBe(200)
    expect(added.json<{ data: Menu }>().data).toMatchObject({ id: before + 1, path: '' })

    const typo = await save({
      parentId: 1160,
      systemCode: 'venue',
      menuType: 'F',
      menuName: '拼错',
      perms: 'system:remarkTemplat:add',
    })
    expect(typo.statusCode).toBe(400)
    expect(Object.keys(typo.json<{ data: { fields: object } }>().data.fields)).toEqual(['perms'])
    // a button hangs under a page, a page needs its route
    const misplaced = await save({
      parentId: 1010,
      systemCode: 'venue',
      menuType: 'F',
      menuName: '放错',
      perms: 'system:remarkTemplate:add',
    })
    expect(misplaced.statusCode).toBe(400)
    const noPath = await save({ parentId: 1010, systemCode: 'venue', menuType: 'C', menuName: 'x' })
    expect(noPath.json<{ data: { fields: object } }>().data.fields).toHaveProperty('path')
    // a menu cannot move under its own child
    const group = await detail(1010)
    const loop = await save({ ...group, parentId: 1160 })
    expect(loop.statusCode).toBe(400)

    const gone = await callAs(t.app, M.delete, admin, { ids: [before + 1] })
    expect(gone.statusCode, gone.body).toBe(200)
  })

  it('refuses to delete a menu with children or one a role holds', async () => {
    const withChildren = await callAs(t.app, M.delete, admin, { ids: [1010] })
    expect(withChildren.statusCode).toBe(409)
    expect(withChildren.json<{ msg: string }>().msg).toBe('菜单"系统管理"存在子菜单，不允许删除')
    const held = await list({ systemCode: 'venue', menuName: '新增' })
    const remarkAdd = held.find((m) => m.perms === 'system:remarkTemplate:add')
    const res = await callAs(t.app, M.delete, admin, { ids: [remarkAdd?.id] })
    expect(res.statusCode).toBe(409)
    expect(res.json<{ msg: string }>().msg).toMatch(/已分配给角色/)
  })

  it('lists the subsystems; a disabled one leaves the sign-in answer', async () => {
    const res = await callAs(t.app, M.moduleList, admin)
    const modules = res.json<{ data: Module[] }>().data
    expect(modules.map((m) => m.code)).toEqual(['venue', 'service', 'credential'])
    const credential = modules[2] as Module
    const off = await callAs(t.app, M.moduleUpdate, admin, { ...credential, status: 0 })
    expect(off.statusCode, off.body).toBe(200)
    expect((await signIn('admin')).menuList.map((s) => s.code)).toEqual(['venue', 'service'])
    const stale = await callAs(t.app, M.moduleUpdate, admin, { ...credential, status: 1 })
    expect(stale.statusCode).toBe(409)
    await callAs(t.app, M.moduleUpdate, admin, { ...credential, version: 1, status: 1 })
    expect((await signIn('admin')).menuList).toHaveLength(3)
  })

  it('names its writes in the operation log by page and action', async () => {
    const log = await t.db
      .selectFrom('sysOperLog')
      .select(['module', 'action'])
      .where('module', 'in', ['venue.route.menu', 'venue.route.module'])
      .where('success', '=', 1)
      .execute()
    expect(new Set(log.map((l) => `${l.module} ${l.action}`))).toEqual(
      new Set([
        'venue.route.menu edit',
        'venue.route.menu add',
        'venue.route.menu delete',
        'venue.route.module edit',
      ]),
    )
  })

  it('refuses callers without the menu permissions', async () => {
    const lina = await tokenFor(t.db, 'lina')
    expect((await callAs(t.app, M.list, lina)).statusCode).toBe(403)
    expect((await callAs(t.app, M.moduleList, lina)).statusCode).toBe(403)
  })
})
