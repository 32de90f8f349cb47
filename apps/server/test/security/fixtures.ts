import type { FastifyInstance } from 'fastify'
import type { Db } from '#server/db/database.ts'
import { sha256Hex } from '#server/lib/crypto.ts'
import { hashPassword } from '#server/modules/identity/password.ts'

/**
 * A small, self-contained data set for the identity/security tests, so they do not depend
 * on the demo seed: two systems, a menu tree with the permissions the tests need, an
 * admin role, a limited role, and three users (admin, limited, no role at all).
 */
export const PASSWORD = 'Demo@2026'
/** What the web sends as `pwd`: the lowercase hex SHA-256 of the password. */
export const PWD = sha256Hex(PASSWORD)

export const USERS = { admin: 'admin', limited: 'operator', noRole: 'guest' } as const

/** The F permissions the limited role holds. */
export const LIMITED_PERMISSIONS = ['platform:exhibition:list', 'monitor:logininfor:list']

export const EXHIBITION_GUIDS = ['ex-fixture-1', 'ex-fixture-2']

let stored: Promise<string> | undefined
/** argon2 is slow on purpose: hash the shared password once per test file. */
export const storedPassword = () => (stored ??= hashPassword(PWD))

const menu = (
  id: number,
  parentId: number,
  systemCode: string,
  menuType: 'M' | 'C' | 'F',
  menuName: string,
  extra: { path?: string; perms?: string; sort?: number; status?: number; hidden?: number } = {},
) => ({
  id,
  parentId,
  systemCode,
  menuType,
  menuName,
  path: extra.path ?? '',
  icon: menuType === 'M' ? 'folder' : null,
  perms: extra.perms ?? null,
  sort: extra.sort ?? 0,
  hidden: extra.hidden ?? 0,
  status: extra.status ?? 1,
})

export const MENUS = [
  menu(100, 0, 'venue', 'M', '项目管理', { path: '/project', sort: 1 }),
  menu(101, 100, 'venue', 'C', '展会列表', { path: '/project/exhibition', sort: 1 }),
  menu(102, 101, 'venue', 'F', '列表查询', { perms: 'platform:exhibition:list', sort: 1 }),
  menu(103, 101, 'venue', 'F', '详情查看', { perms: 'platform:exhibition:query', sort: 2 }),
  menu(104, 100, 'venue', 'C', '停用页面', { path: '/project/disabled', sort: 2, status: 0 }),
  menu(110, 0, 'venue', 'M', '系统监控', { path: '/monitor', sort: 2 }),
  menu(111, 110, 'venue', 'C', '登录日志', { path: '/monitor/logininfor', sort: 1 }),
  menu(112, 111, 'venue', 'F', '列表查询', { perms: 'monitor:logininfor:list', sort: 1 }),
  menu(113, 111, 'venue', 'F', '账户解锁', { perms: 'monitor:logininfor:unlock', sort: 2 }),
  menu(114, 110, 'venue', 'C', '操作日志', { path: '/monitor/operlog', sort: 2, hidden: 1 }),
  menu(115, 114, 'venue', 'F', '列表查询', { perms: 'monitor:operlog:list', sort: 1 }),
  menu(200, 0, 'service', 'M', '展会管理', { path: '/exhibitionManagement', sort: 1 }),
  menu(201, 200, 'service', 'C', '展会配置', { path: '/exhibitionManagement/config', sort: 1 }),
  menu(202, 201, 'service', 'F', '查看', { perms: 'platform:exhibitionConfig:query', sort: 1 }),
]

/** Fills an empty, migrated database with the fixture. */
export async function seedSecurityFixture(db: Db): Promise<void> {
  const now = Date.now()
  const passwordHash = await storedPassword()
  await db
    .insertInto('sysSystem')
    .values([
      { code: 'service', name: '综合服务平台', sort: 2 },
      { code: 'venue', name: '场馆管理系统', sort: 1 },
    ])
    .execute()
  await db.insertInto('sysMenu').values(MENUS).execute()
  const dept = await db
    .insertInto('sysDept')
    .values({
      guid: 'dept-it',
      code: 'it',
      parentId: 0,
      ancestors: '/',
      name: '信息中心',
      leader: '',
      phone: '',
      sort: 1,
      status: 1,
      createdAt: now,
      updatedAt: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  const role = (roleKey: string, roleName: string, sort: number) =>
    db
      .insertInto('sysRole')
      .values({
        guid: `role-${roleKey}`,
        roleKey,
        roleName,
        sort,
        status: 1,
        dataScope: 1,
        createdAt: now,
        updatedAt: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  const admin = await role('admin', '超级管理员', 1)
  const limited = await role('operator', '运营专员', 2)
  await db
    .insertInto('sysRoleSystem')
    .values([
      { roleId: admin.id, systemCode: 'venue' },
      { roleId: admin.id, systemCode: 'service' },
      { roleId: limited.id, systemCode: 'venue' },
    ])
    .execute()
  // the limited role: the exhibition list and the login log list, with their parents
  await db
    .insertInto('sysRoleMenu')
    .values([100, 101, 102, 104, 110, 111, 112].map((menuId) => ({ roleId: limited.id, menuId })))
    .execute()
  const user = (userName: string, nickName: string, deptId: number | null) =>
    db
      .insertInto('sysUser')
      .values({
        guid: `user-${userName}`,
        userName,
        nickName,
        deptId,
        mobile: '',
        email: '',
        passwordHash,
        status: 1,
        createdAt: now - 86_400_000,
        updatedAt: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  const adminUser = await user(USERS.admin, '管理员', dept.id)
  const limitedUser = await user(USERS.limited, '运营小李', null)
  await user(USERS.noRole, '访客', null)
  await db
    .insertInto('sysUserRole')
    .values([
      { userId: adminUser.id, roleId: admin.id },
      { userId: limitedUser.id, roleId: limited.id },
    ])
    .execute()
  await db
    .insertInto('exhibition')
    .values(
      EXHIBITION_GUIDS.map((guid, i) => ({
        guid,
        title: `夹具展会 ${i + 1}`,
        projectIdNumber: `FX-${i + 1}`,
        organiser: '夹具主办方',
        homeContractor: '',
        halls: '1H',
        status: 1,
        onHome: 0,
        remark: '',
        createdAt: now,
        updatedAt: now,
      })),
    )
    .execute()
}

/** Signs in through the API and answers the token. */
export async function loginAs(
  app: FastifyInstance,
  userName: string,
  opts: { ip?: string; pwd?: string } = {},
): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/xgz/cloud-user/api/login/byPwd',
    query: { userName, pwd: opts.pwd ?? PWD },
    ...(opts.ip ? { remoteAddress: opts.ip } : {}),
  })
  const body = res.json<{ code: number; msg: string; data: { token: string } }>()
  if (body.code !== 200) throw new Error(`sign-in of ${userName} failed: ${body.msg}`)
  return body.data.token
}

/** A real 1×1 PNG. */
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
)

/** A multipart/form-data body with one file part, for `inject`. */
export function multipartFile(
  data: Buffer,
  opts: { field?: string; fileName?: string; contentType?: string } = {},
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----vitest${Math.random().toString(16).slice(2)}`
  const head =
    `--${boundary}\r\n` +
    `Content-Disposition: form-data; name="${opts.field ?? 'file'}"; filename="${opts.fileName ?? 'image.png'}"\r\n` +
    `Content-Type: ${opts.contentType ?? 'image/png'}\r\n\r\n`
  return {
    payload: Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  }
}
