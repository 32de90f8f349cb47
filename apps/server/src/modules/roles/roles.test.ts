import {
  API,
  type LoginResult,
  type MenuNode,
  type PageResult,
  type Role,
  type RoleDetail,
} from '@app/contracts'
import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DIALECTS, type TestApp, buildTestApp, callAs, tokenFor } from '../../../test/helpers.ts'
import { checkResource } from '../../../test/resource-check.ts'
import { sha256Hex } from '#server/lib/crypto.ts'
import { DEMO_PASSWORD, seedDemoData } from '#server/db/seed/seed.ts'
import { roles } from './role.resource.ts'

// the pattern's check (create, version, 404, permissions, export, log), then the roles' own
// rules: grants reaching their holders, unique keys, the admin role, data scope
checkResource(roles, {
  create: { roleName: '临时审核', roleKey: 'temp_auditor', systems: ['venue'] },
  change: { roleName: '临时审核员', remark: '季度检查' },
  filter: { roleKey: 'temp_aud' },
})

const R = API.roles
// /system/remarkTemplate (page 1160 under the 系统管理 group 1010) and its list and add buttons
const SYSTEM_GROUP = 1010
const REMARK_PAGE = 1160

const flatten = (nodes: MenuNode[]): MenuNode[] =>
  nodes.flatMap((n) => [n, ...flatten(n.children ?? [])])

describe.each(DIALECTS)('roles on %s', (dialect) => {
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

  const page = async (query: Record<string, unknown> = {}) => {
    const res = await callAs(t.app, R.page, admin, { page: 1, pageSize: 50, ...query })
    expect(res.statusCode, res.body).toBe(200)
    return res.json<{ data: PageResult<Role> }>().data
  }
  const save = (body: Record<string, unknown>, token = admin) =>
    callAs(t.app, R.addOrUpdate, token, body)
  const signIn = async (userName: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/xgz${API.auth.loginByPwd.path}`,
      query: { userName, pwd: sha256Hex(DEMO_PASSWORD) },
    })
    expect(res.statusCode, res.body).toBe(200)
    return res.json<{ data: LoginResult }>().data
  }
  const assign = async (userName: string, roleGuid: string) => {
    const u = await t.db
      .selectFrom('sysUser')
      .select('id')
      .where('userName', '=', userName)
      .executeTakeFirstOrThrow()
    const r = await t.db
      .selectFrom('sysRole')
      .select('id')
      .where('guid', '=', roleGuid)
      .executeTakeFirstOrThrow()
    await t.db.deleteFrom('sysUserRole').where('userId', '=', u.id).execute()
    await t.db.insertInto('sysUserRole').values({ userId: u.id, roleId: r.id }).execute()
  }

  it('lists the seeded roles in order with their holders, filtered by name, key and status', async () => {
    const all = await page()
    expect(all.list[0]).toMatchObject({ roleKey: 'admin', userCount: 1, status: 1 })
    expect(all.count).toBeGreaterThanOrEqual(9)
    expect((await page({ roleName: '审核' })).list.map((r) => r.roleKey)).toEqual([
      'contract_auditor',
      'cert_auditor',
    ])
    expect((await page({ roleKey: 'cert_' })).count).toBe(2)
    expect((await page({ status: 0 })).count).toBe(0)
  })

  it('creates a role with menus and subsystems; a changed role reaches its holder at the next sign-in', async () => {
    const button = async (perms: string) =>
      (
        await t.db
          .selectFrom('sysMenu')
          .select('id')
          .where('perms', '=', perms)
          .where('systemCode', '=', 'venue')
          .executeTakeFirstOrThrow()
      ).id
    const REMARK_LIST = await button('system:remarkTemplate:list')
    const REMARK_ADD = await button('system:remarkTemplate:add')
    const created = await save({
      roleName: '备注维护员',
      roleKey: 'remark_keeper',
      sort: 20,
      menuIds: [SYSTEM_GROUP, REMARK_PAGE, REMARK_LIST, REMARK_ADD],
      systems: ['venue'],
    })
    expect(created.statusCode, created.body).toBe(200)
    const role = created.json<{ data: RoleDetail }>().data
    expect(role).toMatchObject({
      roleName: '备注维护员',
      dataScope: 1,
      userCount: 0,
      menuIds: [SYSTEM_GROUP, REMARK_PAGE, REMARK_LIST, REMARK_ADD],
      systems: ['venue'],
      version: 0,
    })

    await assign('lina', role.guid)
    const first = await signIn('lina')
    expect(first.menuList.map((s) => s.code)).toEqual(['venue'])
    const menus = flatten(first.menuList[0]?.menus ?? [])
    expect(menus.map((m) => m.path).filter(Boolean)).toEqual(['/system', '/system/remarkTemplate'])
    expect(first.permissions.sort()).toEqual([
      'system:remarkTemplate:add',
      'system:remarkTemplate:list',
    ])
    // the holder's current session sees the button at once (no stale cached grants)
    const lina = first.token
    const remark = API.templates.remark
    expect((await callAs(t.app, remark.page, lina, { page: 1 })).statusCode).toBe(200)

    const updated = await save({ ...role, menuIds: [SYSTEM_GROUP, REMARK_PAGE, REMARK_ADD] })
    expect(updated.statusCode, updated.body).toBe(200)
    expect((await callAs(t.app, remark.page, lina, { page: 1 })).statusCode).toBe(403)
    const second = await signIn('lina')
    expect(second.permissions).toEqual(['system:remarkTemplate:add'])

    // a stale copy (version 0) is refused
    const stale = await save({ ...role, roleName: '旧副本' })
    expect(stale.statusCode).toBe(409)

    // in use: not deleted, with the reason
    const del = await callAs(t.app, R.delete, admin, { guids: [role.guid] })
    expect(del.statusCode).toBe(409)
    expect(del.json<{ msg: string }>().msg).toBe('角色"备注维护员"已分配给1个用户，不能删除')
  })

  it('keeps role keys unique (400 on the field) and refuses unknown menus', async () => {
    const dup = await save({ roleName: '重复', roleKey: 'leader' })
    expect(dup.statusCode).toBe(400)
    expect(dup.json<{ data: { fields: Record<string, string> } }>().data.fields).toEqual({
      roleKey: '权限字符已存在',
    })
    const unknown = await save({ roleName: '未知菜单', roleKey: 'unknown_menu', menuIds: [999999] })
    expect(unknown.statusCode).toBe(400)
    const badKey = await save({ roleName: '格式', roleKey: '中文 key' })
    expect(badKey.statusCode).toBe(400)
  })

  it('never deletes, disables or re-keys the admin role', async () => {
    const adminRole = (await page({ roleKey: 'admin' })).list.find((r) => r.roleKey === 'admin')
    if (!adminRole) throw new Error('no admin role')
    expect((await callAs(t.app, R.delete, admin, { guids: [adminRole.guid] })).statusCode).toBe(409)
    const off = await callAs(t.app, R.changeStatus, admin, { guid: adminRole.guid, status: 0 })
    expect(off.statusCode).toBe(409)
    const rekey = await save({ ...adminRole, roleKey: 'root', menuIds: [], systems: [] })
    expect(rekey.statusCode).toBe(400)
    // still everything at sign-in
    const info = await signIn('admin')
    expect(info.permissions).toEqual(['*:*:*'])
    expect(info.menuList).toHaveLength(3)
  })

  it('sets the data scope with custom departments, and deletes an unused role', async () => {
    const created = await save({ roleName: '临时角色', roleKey: 'temp_role' })
    const role = created.json<{ data: RoleDetail }>().data
    const depts = (await callAs(t.app, R.deptTree, admin)).json<{ data: { id: number }[] }>().data
    expect(depts.length).toBeGreaterThan(3)
    const ids = depts.slice(1, 3).map((d) => d.id)
    const scoped = await callAs(t.app, R.dataScope, admin, {
      guid: role.guid,
      version: role.version,
      dataScope: 2,
      deptIds: ids,
    })
    expect(scoped.statusCode, scoped.body).toBe(200)
    expect(scoped.json<{ data: RoleDetail }>().data).toMatchObject({ dataScope: 2, deptIds: ids })
    const own = await callAs(t.app, R.dataScope, admin, {
      guid: role.guid,
      version: role.version + 1,
      dataScope: 3,
      deptIds: ids,
    })
    expect(own.json<{ data: RoleDetail }>().data).toMatchObject({ dataScope: 3, deptIds: [] })

    const del = await callAs(t.app, R.delete, admin, { guids: [role.guid] })
    expect(del.statusCode, del.body).toBe(200)
    expect((await callAs(t.app, R.detail, admin, { guid: role.guid })).statusCode).toBe(404)
    const log = await t.db
      .selectFrom('sysOperLog')
      .select('action')
      .where('module', '=', 'venue.route.role')
      .execute()
    expect(log.map((l) => l.action)).toEqual(expect.arrayContaining(['status', 'grant']))
  })

  it('refuses callers without the role permissions, and exports the list as .xlsx', async () => {
    const zhangwei = await tokenFor(t.db, 'zhangwei')
    expect((await callAs(t.app, R.page, zhangwei, { page: 1 })).statusCode).toBe(403)
    expect((await save({ roleName: 'x', roleKey: 'x' }, zhangwei)).statusCode).toBe(403)

    const res = await callAs(t.app, R.export, admin, { roleName: '主管' })
    expect(res.statusCode).toBe(200)
    const wb = new ExcelJS.Workbook()
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer)
    const ws = wb.worksheets[0]
    expect(ws?.getRow(1).getCell(2).value).toBe('角色名称')
    expect(ws?.getRow(2).getCell(2).value).toBe('运营主管')
    expect(ws?.getRow(2).getCell(5).value).toBe('本部门及以下数据权限')
  })
})
