import { API, type RoleDetail, type UserImportResult } from '@app/contracts'
import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DIALECTS, type TestApp, buildTestApp, callAs, tokenFor } from '../../../test/helpers.ts'
import { multipartFile } from '../../../test/security/fixtures.ts'
import { seedDemoData } from '#server/db/seed/seed.ts'

// Nobody hands out what they do not hold (grant-limits.ts): an officer who may edit users
// and roles, with 本部门 data scope in 市场营销部, tries every way to widen its own or
// another's rights; each is refused with a 403 that names what, and nothing changes.

const U = API.users
const R = API.roles
/** The officer's department and one outside its scope. */
const OWN_DEPT = 3 // 市场营销部
const OTHER_DEPT = 5 // 财务部
/** 用户管理 and 角色管理 pages with the buttons the officer holds. */
const OFFICER_MENUS = [1150, 1800, 1801, 1802, 1803, 1806, 1151, 1810, 1811, 1812, 1813]
/** A button the officer does not hold: 删除 of 用户管理. */
const USER_REMOVE_MENU = 1804

describe.each(DIALECTS)('handing out rights on %s', (dialect) => {
  let t: TestApp
  let admin: string
  let officer: string
  let officerRole: RoleDetail

  beforeAll(async () => {
    t = await buildTestApp(dialect, { seed: (db) => seedDemoData(db, { today: new Date() }) })
    admin = await tokenFor(t.db, 'admin')
    const created = await callAs(t.app, R.addOrUpdate, admin, {
      roleName: '用户专员',
      roleKey: 'user_officer',
      menuIds: OFFICER_MENUS,
      systems: ['venue'],
    })
    expect(created.statusCode, created.body).toBe(200)
    officerRole = created.json<{ data: RoleDetail }>().data
    const scoped = await callAs(t.app, R.dataScope, admin, {
      guid: officerRole.guid,
      version: officerRole.version,
      dataScope: 3,
      deptIds: [],
    })
    expect(scoped.statusCode, scoped.body).toBe(200)
    officerRole = scoped.json<{ data: RoleDetail }>().data
    const user = await callAs(t.app, U.addOrUpdate, admin, {
      userName: 'officer',
      nickName: '用户专员',
      password: Buffer.from('Officer@2026').toString('base64'),
      deptId: OWN_DEPT,
      roleGuids: [officerRole.guid],
    })
    expect(user.statusCode, user.body).toBe(200)
    officer = await tokenFor(t.db, 'officer')
  })
  afterAll(() => t.close())

  const roleGuid = async (roleKey: string) =>
    (
      await t.db
        .selectFrom('sysRole')
        .select('guid')
        .where('roleKey', '=', roleKey)
        .executeTakeFirstOrThrow()
    ).guid
  const userDetail = async (token: string, userName: string) => {
    const { guid } = await t.db
      .selectFrom('sysUser')
      .select('guid')
      .where('userName', '=', userName)
      .executeTakeFirstOrThrow()
    const res = await callAs(t.app, U.detail, token, { guid })
    expect(res.statusCode, res.body).toBe(200)
    return res.json<{ data: Record<string, unknown> & { roleGuids: string[] } }>().data
  }
  const refused = (res: { statusCode: number; body: string }, message: string) => {
    expect(res.statusCode, res.body).toBe(403)
    expect(JSON.parse(res.body)).toMatchObject({ code: 403, msg: message })
  }

  it('refuses the admin role to a user editor, by assignment, by save and to itself', async () => {
    const adminRole = await roleGuid('admin')
    const me = await userDetail(admin, 'officer')
    refused(
      await callAs(t.app, U.assignRoles, officer, { guid: me.guid, roleGuids: [adminRole] }),
      '不能修改自己的角色',
    )
    const other = await userDetail(admin, 'zhangwei')
    refused(
      await callAs(t.app, U.assignRoles, officer, {
        guid: other.guid,
        roleGuids: [...other.roleGuids, adminRole],
      }),
      '不能分配超出自己权限的角色：超级管理员',
    )
    refused(
      await callAs(t.app, U.addOrUpdate, officer, {
        ...me,
        roleGuids: [officerRole.guid, adminRole],
      }),
      '不能修改自己的角色',
    )
    refused(
      await callAs(t.app, U.addOrUpdate, officer, {
        userName: 'sneaky',
        nickName: '新人',
        password: Buffer.from('Sneaky@2026').toString('base64'),
        deptId: OWN_DEPT,
        roleGuids: [adminRole],
      }),
      '不能分配超出自己权限的角色：超级管理员',
    )
    // nothing changed
    expect((await userDetail(admin, 'officer')).roleGuids).toEqual([officerRole.guid])
    expect((await userDetail(admin, 'zhangwei')).roleGuids).toEqual(other.roleGuids)
    expect(
      await t.db.selectFrom('sysUser').select('id').where('userName', '=', 'sneaky').execute(),
    ).toEqual([])
    // not even the super administrator changes its own roles
    const adminUser = await userDetail(admin, 'admin')
    refused(
      await callAs(t.app, U.assignRoles, admin, { guid: adminUser.guid, roleGuids: [] }),
      '不能修改自己的角色',
    )
  })

  it('gives a role the officer holds, within its own department only', async () => {
    const created = await callAs(t.app, U.addOrUpdate, officer, {
      userName: 'trainee',
      nickName: '实习生',
      password: Buffer.from('Trainee@2026').toString('base64'),
      deptId: OWN_DEPT,
      roleGuids: [officerRole.guid],
    })
    expect(created.statusCode, created.body).toBe(200)
    refused(
      await callAs(t.app, U.addOrUpdate, officer, {
        ...(await userDetail(officer, 'trainee')),
        deptId: OTHER_DEPT,
      }),
      '部门「财务部」不在您的数据权限内',
    )
    refused(
      await callAs(t.app, U.addOrUpdate, officer, {
        userName: 'nodept',
        nickName: '无部门',
        password: Buffer.from('Nodept@2026').toString('base64'),
        deptId: null,
        roleGuids: [],
      }),
      '请选择您数据权限内的部门',
    )
    expect((await userDetail(admin, 'trainee')).deptId).toBe(OWN_DEPT)
  })

  it('refuses menus, subsystems and a data scope beyond the officer’s own in a role', async () => {
    const own = {
      guid: officerRole.guid,
      version: officerRole.version,
      roleName: officerRole.roleName,
      roleKey: officerRole.roleKey,
      sort: officerRole.sort,
      status: officerRole.status,
      remark: officerRole.remark,
      menuIds: officerRole.menuIds,
      systems: officerRole.systems,
    }
    refused(
      await callAs(t.app, R.addOrUpdate, officer, {
        ...own,
        menuIds: [...own.menuIds, USER_REMOVE_MENU],
      }),
      '不能授予自己没有的菜单权限：删除',
    )
    refused(
      await callAs(t.app, R.addOrUpdate, officer, { ...own, systems: ['venue', 'credential'] }),
      '不能授予自己没有的子系统：证件系统',
    )
    refused(
      await callAs(t.app, R.dataScope, officer, {
        guid: own.guid,
        version: own.version,
        dataScope: 1,
        deptIds: [],
      }),
      '不能授予比自己更大的数据权限',
    )
    refused(
      await callAs(t.app, R.dataScope, officer, {
        guid: own.guid,
        version: own.version,
        dataScope: 2,
        deptIds: [OTHER_DEPT],
      }),
      '不能授予比自己更大的数据权限',
    )
    refused(
      await callAs(t.app, R.addOrUpdate, officer, {
        ...own,
        guid: await roleGuid('admin'),
        roleKey: 'admin',
        roleName: '超级管理员',
        menuIds: [],
        systems: [],
        version: 0,
      }),
      '只有超级管理员可以修改或分配超级管理员角色',
    )
    // the role is as it was; a save that adds nothing passes, and so does a narrower scope
    const stored = await callAs(t.app, R.detail, admin, { guid: own.guid })
    expect(stored.json<{ data: RoleDetail }>().data).toMatchObject({
      menuIds: OFFICER_MENUS.toSorted((a, b) => a - b),
      systems: ['venue'],
      dataScope: 3,
      version: own.version,
    })
    const renamed = await callAs(t.app, R.addOrUpdate, officer, { ...own, remark: '只管本部门' })
    expect(renamed.statusCode, renamed.body).toBe(200)
    const narrower = await callAs(t.app, R.dataScope, officer, {
      guid: own.guid,
      version: renamed.json<{ data: RoleDetail }>().data.version,
      dataScope: 5,
      deptIds: [],
    })
    expect(narrower.statusCode, narrower.body).toBe(200)
    // a role the officer makes sees only its holders' own rows, not all data
    const made = await callAs(t.app, R.addOrUpdate, officer, {
      roleName: '查看员',
      roleKey: 'viewer_made',
      menuIds: [1150, 1800],
      systems: ['venue'],
    })
    expect(made.statusCode, made.body).toBe(200)
    expect(made.json<{ data: RoleDetail }>().data.dataScope).toBe(5)
  })

  it('reports roles beyond the officer’s own and its own roles on the import’s rows', async () => {
    const template = await callAs(t.app, U.importTemplate, officer, {})
    expect(template.statusCode, template.body).toBe(200)
    const wb = new ExcelJS.Workbook()
    await wb.xlsx.load(template.rawPayload as unknown as ArrayBuffer)
    const ws = wb.worksheets[0]
    ws?.addRow(['imported1', '导入一', '市场营销部', '', '', '超级管理员', '正常', ''])
    ws?.addRow(['imported2', '导入二', '财务部', '', '', '', '正常', ''])
    const { payload, headers } = multipartFile(Buffer.from(await wb.xlsx.writeBuffer()), {
      fileName: 'users.xlsx',
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    })
    const res = await t.app.inject({
      method: 'POST',
      url: `/xgz${U.importData.path}?dryRun=1`,
      payload,
      headers: { ...headers, 'access-token': officer },
    })
    expect(res.statusCode, res.body).toBe(200)
    const report = res.json<{ data: UserImportResult }>().data
    expect(report.failed).toBe(2)
    expect(report.rows[0]?.errors).toContainEqual({
      column: '角色',
      message: '不能分配超出自己权限的角色：超级管理员',
    })
    expect(report.rows[1]?.errors).toContainEqual({
      column: '部门',
      message: '部门「财务部」不在您的数据权限内',
    })
  })
})
