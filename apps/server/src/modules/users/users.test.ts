import {
  API,
  PERMISSIONS,
  type PageResult,
  type Profile,
  type User,
  type UserDetail,
} from '@app/contracts'
import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DIALECTS, type TestApp, buildTestApp, callAs, tokenFor } from '../../../test/helpers.ts'
import { checkResource, userWith } from '../../../test/resource-check.ts'
import { seedDemoData } from '#server/db/seed/seed.ts'
import { sha256Hex } from '#server/lib/crypto.ts'
import { verifyPassword } from '#server/modules/identity/password.ts'
import { users } from './user.resource.ts'

const U = API.users
const b64 = (s: string) => Buffer.from(s, 'utf8').toString('base64')

checkResource(users, {
  create: { userName: 'checker', nickName: '检查员', password: b64('Venue#2026') },
  change: { nickName: '检查员甲', mobile: '13900001111' },
  filter: { name: 'checker' },
})

describe.each(DIALECTS)('users on %s', (dialect) => {
  let t: TestApp
  let admin: string

  beforeAll(async () => {
    t = await buildTestApp(dialect, { seed: (db) => seedDemoData(db, { today: new Date() }) })
    admin = await tokenFor(t.db, 'admin')
  })
  afterAll(() => t.close())

  const page = async (query: Record<string, unknown> = {}, token = admin) => {
    const res = await callAs(t.app, U.page, token, { page: 1, pageSize: 200, ...query })
    expect(res.statusCode, res.body).toBe(200)
    return res.json<{ data: PageResult<User> }>().data
  }
  const save = (body: Record<string, unknown>, token = admin) =>
    callAs(t.app, U.addOrUpdate, token, body)
  const deptId = async (name: string) =>
    (
      await t.db
        .selectFrom('sysDept')
        .select('id')
        .where('name', '=', name)
        .executeTakeFirstOrThrow()
    ).id
  const fieldsOf = (res: { json: <T>() => T }) =>
    res.json<{ data: { fields: Record<string, string> } }>().data.fields

  it('lists users with masked mobiles, filtered by name, status, dept (and below) and dates', async () => {
    const all = await page()
    const total = await t.db
      .selectFrom('sysUser')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
    expect(all.count).toBe(Number(total.n))
    const adminRow = all.list.find((u) => u.userName === 'admin')
    expect(adminRow?.mobile).toMatch(/^\d{3}\*{4}\d{4}$/)
    // each row names its roles (one query for the page)
    expect(adminRow?.roleNames).toEqual(['超级管理员'])
    expect(all.list.find((u) => u.userName === 'zhangwei')?.roleNames).toEqual(['销售经理'])

    const finance = await deptId('财务部')
    const inFinance = await page({ deptId: finance })
    expect(inFinance.count).toBeGreaterThan(0)
    expect(inFinance.list.every((u) => u.deptName === '财务部')).toBe(true)
    // the root department takes in everyone below it
    const root = await deptId('星港国际会展中心')
    expect((await page({ deptId: root })).count).toBe(
      all.list.filter((u) => u.deptId !== null).length,
    )
    expect((await page({ name: 'admi' })).list.map((u) => u.userName)).toContain('admin')
    // accounts match whatever their case; LIKE's own wildcards are taken literally
    expect((await page({ name: 'ADMI' })).list.map((u) => u.userName)).toContain('admin')
    expect((await page({ name: '%' })).count).toBe(0)
    expect((await page({ mobile: '_' })).count).toBe(0)
    expect((await page({ status: 0 })).list.every((u) => u.status === 0)).toBe(true)
    expect((await page({ createdFrom: Date.now() + 60_000 })).count).toBe(0)
  })

  it('creates with a policy password, enforces unique account/mobile/email on the field, 409 on stale', async () => {
    const finance = await deptId('财务部')
    const roles = (await callAs(t.app, U.roleOptions, admin)).json<{
      data: { guid: string; roleName: string }[]
    }>().data
    const weak = await save({ userName: 'zhouqi', nickName: '周琪', password: b64('abc12345') })
    expect(weak.statusCode).toBe(400)
    expect(Object.keys(fieldsOf(weak))).toEqual(['password'])
    const noPassword = await save({ userName: 'zhouqi', nickName: '周琪' })
    expect(fieldsOf(noPassword)).toHaveProperty('password')

    const created = await save({
      userName: 'zhouqi',
      nickName: '周琪',
      deptId: finance,
      mobile: '13912345678',
      email: 'zhouqi@xinggang-expo.example',
      roleGuids: [roles[1]?.guid],
      password: b64('Venue#2026'),
    })
    expect(created.statusCode, created.body).toBe(200)
    const u = created.json<{ data: UserDetail }>().data
    expect(u).toMatchObject({ deptName: '财务部', mobile: '13912345678', version: 0 })
    expect(u.roleNames).toEqual([roles[1]?.roleName])
    const stored = await t.db
      .selectFrom('sysUser')
      .select('passwordHash')
      .where('guid', '=', u.guid)
      .executeTakeFirstOrThrow()
    expect(await verifyPassword(stored.passwordHash, sha256Hex('Venue#2026'))).toBe(true)

    const dupName = await save({ userName: 'zhouqi', nickName: 'x', password: b64('Venue#2026') })
    expect(fieldsOf(dupName)).toEqual({ userName: '登录账号已存在' })
    const dupMobile = await save({
      userName: 'zhouqi2',
      nickName: 'x',
      mobile: '13912345678',
      password: b64('Venue#2026'),
    })
    expect(fieldsOf(dupMobile)).toEqual({ mobile: '手机号码已存在' })
    const dupEmail = await save({
      userName: 'zhouqi2',
      nickName: 'x',
      email: 'zhouqi@xinggang-expo.example',
      password: b64('Venue#2026'),
    })
    expect(fieldsOf(dupEmail)).toEqual({ email: '邮箱账号已存在' })

    const first = await save({ ...u, nickName: '周琪琪', password: undefined })
    expect(first.statusCode, first.body).toBe(200)
    const second = await save({ ...u, nickName: '被覆盖', password: undefined })
    expect(second.statusCode).toBe(409)
    const detail = await callAs(t.app, U.detail, admin, { guid: u.guid })
    expect(detail.json<{ data: UserDetail }>().data.nickName).toBe('周琪琪')
  })

  it('refuses to delete or disable admin and yourself; deletes others', async () => {
    const list = (await page()).list
    const adminRow = list.find((u) => u.userName === 'admin')
    const other = list.find((u) => u.userName === 'lina')
    if (!adminRow || !other) throw new Error('seed')
    const del = await callAs(t.app, U.delete, admin, { guids: [adminRow.guid] })
    expect(del.statusCode).toBe(400)
    expect(del.json<{ msg: string }>().msg).toBe('不允许删除或停用超级管理员')
    const off = await callAs(t.app, U.changeStatus, admin, { guid: adminRow.guid, status: 0 })
    expect(off.statusCode).toBe(400)

    // an administrator other than admin, trying to remove themself
    const adminRole = (await callAs(t.app, U.roleOptions, admin))
      .json<{ data: { guid: string; roleName: string }[] }>()
      .data.find((r) => r.roleName === '超级管理员')
    const second = (
      await save({
        userName: 'admin2',
        nickName: '副管理员',
        roleGuids: [adminRole?.guid],
        password: b64('Venue#2026'),
      })
    ).json<{ data: UserDetail }>().data
    const selfDel = await callAs(t.app, U.delete, await tokenFor(t.db, 'admin2'), {
      guids: [second.guid],
    })
    expect(selfDel.statusCode).toBe(400)
    expect(selfDel.json<{ msg: string }>().msg).toBe('不能删除或停用当前登录的用户')
    expect((await callAs(t.app, U.delete, admin, { guids: [other.guid] })).statusCode).toBe(200)
    expect((await page({ name: 'lina' })).count).toBe(0)

    const temp = (
      await save({ userName: 'temp01', nickName: '临时', password: b64('Venue#2026') })
    ).json<{ data: UserDetail }>().data
    const offTemp = await callAs(t.app, U.changeStatus, admin, { guid: temp.guid, status: 0 })
    expect(offTemp.statusCode).toBe(200)
    expect((await page({ name: 'temp01' })).list[0]?.status).toBe(0)
    expect((await callAs(t.app, U.delete, admin, { guids: [temp.guid] })).statusCode).toBe(200)
    expect((await page({ name: 'temp01' })).count).toBe(0)
  })

  it('resets a password to a generated policy-compliant one, answered once', async () => {
    const temp = (
      await save({ userName: 'temp02', nickName: '临时', password: b64('Venue#2026') })
    ).json<{ data: UserDetail }>().data
    const res = await callAs(t.app, U.resetPwd, admin, { guid: temp.guid })
    expect(res.statusCode, res.body).toBe(200)
    const { password } = res.json<{ data: { password: string } }>().data
    expect(password).toMatch(/^(?=.*[A-Z])(?=.*[a-z])(?=.*\d)(?=.*[@#$%&*!?]).{12}$/)
    const stored = await t.db
      .selectFrom('sysUser')
      .select('passwordHash')
      .where('guid', '=', temp.guid)
      .executeTakeFirstOrThrow()
    expect(await verifyPassword(stored.passwordHash, sha256Hex(password))).toBe(true)
  })

  it('scopes the list by the role data scope: 3 sees own department, 1 sees all', async () => {
    const now = Date.now()
    const finance = await deptId('财务部')
    const menu = await t.db
      .selectFrom('sysMenu')
      .select('id')
      .where('perms', '=', 'system:user:list')
      .where('menuType', '=', 'F')
      .executeTakeFirstOrThrow()
    const makeRole = async (key: string, dataScope: number) => {
      await t.db
        .insertInto('sysRole')
        .values({
          guid: `role-${key}`,
          roleKey: key,
          roleName: key,
          sort: 99,
          status: 1,
          dataScope,
          createdAt: now,
          updatedAt: now,
        })
        .execute()
      const role = await t.db
        .selectFrom('sysRole')
        .select('id')
        .where('roleKey', '=', key)
        .executeTakeFirstOrThrow()
      await t.db.insertInto('sysRoleMenu').values({ roleId: role.id, menuId: menu.id }).execute()
      return role.id
    }
    const makeUser = async (userName: string, roleId: number) => {
      await t.db
        .insertInto('sysUser')
        .values({
          guid: `user-${userName}`,
          userName,
          nickName: userName,
          deptId: finance,
          mobile: '',
          email: '',
          passwordHash: 'x',
          status: 1,
          feishuOpenId: null,
          currentExhibitionGuid: null,
          createdBy: null,
          createdAt: now,
          updatedAt: now,
        })
        .execute()
      const u = await t.db
        .selectFrom('sysUser')
        .select('id')
        .where('userName', '=', userName)
        .executeTakeFirstOrThrow()
      await t.db.insertInto('sysUserRole').values({ userId: u.id, roleId }).execute()
      return tokenFor(t.db, userName)
    }
    const own = await makeUser('scope3', await makeRole('scope_own', 3))
    const all = await makeUser('scope1', await makeRole('scope_all', 1))

    const ownPage = await page({}, own)
    const everyone = await page({}, all)
    expect(ownPage.count).toBeGreaterThan(1)
    expect(ownPage.list.every((u) => u.deptId === finance)).toBe(true)
    expect(everyone.count).toBe((await page()).count)
    expect(everyone.count).toBeGreaterThan(ownPage.count)
    // someone outside the scope is not found, not even by guid
    const outsider = everyone.list.find((u) => u.deptId !== finance)
    expect((await callAs(t.app, U.detail, own, { guid: outsider?.guid ?? '' })).statusCode).toBe(
      403,
    ) // no system:user:query: the permission check comes first
  })

  it('keeps each call of a caller scoped to their department to the users in it', async () => {
    const P = PERMISSIONS.user
    const finance = await deptId('财务部')
    const token = await userWith(t.db, 'scoped-all', Object.values(P))
    await t.db
      .updateTable('sysRole')
      .set({ dataScope: 3 })
      .where('roleKey', '=', 'scoped-all')
      .execute()
    await t.db
      .updateTable('sysUser')
      .set({ deptId: finance })
      .where('userName', '=', 'scoped-all')
      .execute()
    const own = await page({}, token)
    expect(own.list.every((u) => u.deptId === finance)).toBe(true)
    const res = await callAs(t.app, U.export, token, {})
    const wb = new ExcelJS.Workbook()
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer)
    expect(wb.worksheets[0]?.rowCount).toBe(own.count + 1)

    const outsider = (await page()).list.find((u) => u.deptId !== finance)
    const guid = outsider?.guid ?? ''
    const full = (await callAs(t.app, U.detail, admin, { guid })).json<{ data: UserDetail }>().data
    for (const [endpoint, body] of [
      [U.detail, { guid }],
      [U.addOrUpdate, { ...full, nickName: '越权' }],
      [U.changeStatus, { guid, status: 0 }],
      [U.resetPwd, { guid }],
      [U.assignRoles, { guid, roleGuids: [] }],
      [U.delete, { guids: [guid] }],
    ] as const)
      expect((await callAs(t.app, endpoint, token, body)).statusCode, endpoint.path).toBe(404)
  })

  it('exports the filtered list and refuses callers without permission', async () => {
    const res = await callAs(t.app, U.export, admin, { name: 'admin' })
    expect(res.statusCode).toBe(200)
    const wb = new ExcelJS.Workbook()
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer)
    const ws = wb.worksheets[0]
    expect(ws?.getRow(1).getCell(2).value).toBe('用户名称')
    expect(ws?.getRow(2).getCell(2).value).toBe('admin')
    expect(String(ws?.getRow(2).getCell(5).value)).toMatch(/\*{4}/)
    const none = await tokenFor(t.db, 'sunli')
    expect((await callAs(t.app, U.page, none, { page: 1 })).statusCode).toBe(403)
    expect((await callAs(t.app, U.export, none)).statusCode).toBe(403)
  })

  it('lets anyone edit their own profile at its version and unbind Feishu', async () => {
    const token = await tokenFor(t.db, 'wuqiang')
    const me = (await callAs(t.app, U.profile, token)).json<{ data: Profile }>().data
    expect(me.userName).toBe('wuqiang')
    await t.db
      .updateTable('sysUser')
      .set({ feishuOpenId: 'ou_test' })
      .where('userName', '=', 'wuqiang')
      .execute()
    const saved = await callAs(t.app, U.profileUpdate, token, {
      version: me.version,
      nickName: '新昵称',
      mobile: me.mobile,
      email: me.email,
    })
    expect(saved.statusCode, saved.body).toBe(200)
    const after = saved.json<{ data: Profile }>().data
    expect(after).toMatchObject({ nickName: '新昵称', feishuBound: true })
    const stale = await callAs(t.app, U.profileUpdate, token, {
      version: me.version,
      nickName: 'x',
    })
    expect(stale.statusCode).toBe(409)
    const unbound = (await callAs(t.app, U.profileUnbindFeishu, token)).json<{ data: Profile }>()
      .data
    expect(unbound.feishuBound).toBe(false)
    // unbinding again changes nothing: the version an open profile form holds stays valid
    const again = (await callAs(t.app, U.profileUnbindFeishu, token)).json<{ data: Profile }>().data
    expect(again.version).toBe(unbound.version)
  })
})
