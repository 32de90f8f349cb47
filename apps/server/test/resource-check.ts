import { type PageResult } from '@app/contracts'
import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '#server/db/database.ts'
import { translate } from '#server/i18n/messages.ts'
import {
  type DefinedResource,
  type RecordKey,
  type ResourceCalls,
  type TableOf,
  sheetNameOf,
} from '#server/lib/define-resource.ts'
import { DIALECTS, type TestApp, buildTestApp, callAs, tokenFor } from './helpers.ts'
import { USERS, seedSecurityFixture } from './security/fixtures.ts'

let nextId = 9_000

/**
 * A user whose one role grants exactly `permissions` (as F menus under a page menu), for
 * checking a call's permission one action at a time.
 */
export async function userWith(db: Db, userName: string, permissions: string[]): Promise<string> {
  const now = Date.now()
  const page = nextId++
  await db
    .insertInto('sysMenu')
    .values([
      {
        id: page,
        parentId: 0,
        systemCode: 'venue',
        menuType: 'C',
        menuName: userName,
        path: `/check/${userName}`,
        icon: null,
        perms: null,
        sort: 0,
        hidden: 0,
        status: 1,
      },
      ...permissions.map((perms) => ({
        id: nextId++,
        parentId: page,
        systemCode: 'venue',
        menuType: 'F' as const,
        menuName: perms,
        path: '',
        icon: null,
        perms,
        sort: 0,
        hidden: 0,
        status: 1,
      })),
    ])
    .execute()
  const role = await db
    .insertInto('sysRole')
    .values({
      guid: `role-${userName}`,
      roleKey: userName,
      roleName: userName,
      sort: 9,
      status: 1,
      dataScope: 1,
      createdAt: now,
      updatedAt: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  await db.insertInto('sysRoleSystem').values({ roleId: role.id, systemCode: 'venue' }).execute()
  const menus = await db.selectFrom('sysMenu').select('id').where('parentId', '=', page).execute()
  await db
    .insertInto('sysRoleMenu')
    .values([page, ...menus.map((m) => m.id)].map((menuId) => ({ roleId: role.id, menuId })))
    .execute()
  const user = await db
    .insertInto('sysUser')
    .values({
      guid: `user-${userName}`,
      userName,
      nickName: userName,
      deptId: null,
      mobile: '',
      email: '',
      passwordHash: 'not-used',
      status: 1,
      createdAt: now,
      updatedAt: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  await db.insertInto('sysUserRole').values({ userId: user.id, roleId: role.id }).execute()
  return tokenFor(db, userName)
}

/** A record as a call answers it: keyed by its guid, or by its id (menus). */
type Stored = Record<string, unknown> & { version: number }

/**
 * The table-driven check every resource defined with defineResource gets (ADR 022), on each
 * dialect over a small seed: create, detail, list and filter, update at its version (stale
 * 409, gone 404), delete (404 after), each action's permission (403 without it, 401
 * without a token), the export's labelled sheet and the operation log's names. A resource's
 * own rules are tested beside it. Its calls may be keyed by `id` instead of `guid` (menus:
 * `id`, `ids`), answer a whole list instead of a page, and have no export.
 *
 * @example
 * checkResource(remarkTemplates, {
 *   create: { name: '进馆须知', content: '持证进馆' }, change: { content: '持有效证件进馆' },
 *   filter: { name: '进馆' },
 * })
 */
export function checkResource<
  T extends TableOf<K>,
  E extends ResourceCalls,
  L,
  K extends RecordKey,
>(
  resource: DefinedResource<T, E, L, K>,
  opts: {
    /** A valid body of a new record. */
    create: Record<string, unknown>
    /** Fields an update changes (checked in the answer). */
    change: Record<string, unknown>
    /** A filter that finds the new record. */
    filter: Record<string, unknown>
    /** Records the resource needs first (sites for prices …), after the security fixture. */
    seed?: (db: Db) => Promise<void>
  },
): void {
  const e = resource.definition.endpoints
  const p = e.permissions
  describe.each(DIALECTS)(`the ${e.names.title} resource on %s`, (dialect) => {
    let t: TestApp
    let admin: string
    let created: Stored
    // the key its calls carry: the record's guid, or its id where it has none (menus)
    const keyName = () => ('guid' in created ? 'guid' : 'id')
    const one = () => ({ [keyName()]: created[keyName()] })
    const many = () => ({ [`${keyName()}s`]: [created[keyName()]] })
    const key = (r: Stored) => ({ [keyName()]: r[keyName()], version: r.version })
    beforeAll(async () => {
      t = await buildTestApp(dialect, {
        seed: async (db) => {
          await seedSecurityFixture(db)
          await opts.seed?.(db)
        },
      })
      admin = await tokenFor(t.db, USERS.admin)
    })
    afterAll(() => t?.close())

    const ok = async <D>(res: Promise<{ statusCode: number; body: string; json: <X>() => X }>) => {
      const r = await res
      expect(r.statusCode, r.body).toBe(200)
      return r.json<{ data: D }>().data
    }

    it('creates a record, reads it, and finds it by its filter', async () => {
      created = await ok(callAs(t.app, e.addOrUpdate, admin, opts.create))
      expect(created).toMatchObject({ version: 0 })
      expect(await ok(callAs(t.app, e.detail, admin, one()))).toEqual(created)
      const found = await ok<PageResult<Stored> | Stored[]>(
        callAs(t.app, e.page, admin, { page: 1, pageSize: 50, ...opts.filter }),
      )
      // a page, or a whole list
      const list = Array.isArray(found) ? found : found.list
      expect(list.map((r) => r[keyName()])).toContain(created[keyName()])
    })

    it('updates at its version; a stale version is 409 and a gone record 404', async () => {
      const updated = await ok<Stored>(
        callAs(t.app, e.addOrUpdate, admin, { ...opts.create, ...opts.change, ...key(created) }),
      )
      expect(updated).toMatchObject({ ...opts.change, version: created.version + 1 })
      const stale = await callAs(t.app, e.addOrUpdate, admin, { ...opts.create, ...key(created) })
      expect(stale.statusCode).toBe(409)
      const gone = await callAs(t.app, e.addOrUpdate, admin, {
        ...opts.create,
        ...key({ guid: 'no-such-guid', id: 999_999, version: 0 }),
      })
      expect(gone.statusCode).toBe(404)
      created = { ...created, ...updated }
    })

    const sheet = e.export
    if (sheet)
      it('exports the filtered list as a sheet headed by the UI’s labels', async () => {
        const res = await callAs(t.app, sheet, admin, opts.filter)
        expect(res.statusCode, res.body).toBe(200)
        const wb = new ExcelJS.Workbook()
        await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer)
        const ws = wb.worksheets[0]
        expect(ws?.name).toBe(translate('zh', sheetNameOf(resource.definition)))
        const first = resource.definition.sheet?.[0]
        if (first)
          expect(ws?.getRow(1).getCell(1).value).toBe(
            translate('zh', first.header ?? `${e.names.labels}.${first.key}`),
          )
        expect(ws?.rowCount).toBeGreaterThanOrEqual(2)
      })

    it('asks each action for its own permission, and a token for all', async () => {
      const listOnly = await userWith(t.db, `list-${dialect}`, [p.list])
      expect((await callAs(t.app, e.page, listOnly, { page: 1 })).statusCode).toBe(200)
      expect((await callAs(t.app, e.addOrUpdate, listOnly, opts.create)).statusCode).toBe(403)
      const del = await callAs(t.app, e.delete, listOnly, many())
      expect(del.statusCode).toBe(p.remove ? 403 : 200)
      if (p.edit) {
        // edit without add: an update passes, a new record does not
        const editor = await userWith(t.db, `edit-${dialect}`, [p.list, p.edit])
        expect((await callAs(t.app, e.addOrUpdate, editor, opts.create)).statusCode).toBe(403)
      }
      const none = await userWith(t.db, `none-${dialect}`, [])
      expect((await callAs(t.app, e.page, none, { page: 1 })).statusCode).toBe(403)
      expect((await callAs(t.app, e.page, '', { page: 1 })).statusCode).toBe(401)
    })

    it('deletes it (404 after), and names every write in the operation log', async () => {
      await ok(callAs(t.app, e.delete, admin, many()))
      expect((await callAs(t.app, e.detail, admin, one())).statusCode).toBe(404)
      expect((await callAs(t.app, e.delete, admin, many())).statusCode).toBe(404)
      const log = await t.db
        .selectFrom('sysOperLog')
        .select(['module', 'action'])
        .where('module', '=', e.names.title)
        .where('success', '=', 1)
        .execute()
      expect(new Set(log.map((l) => l.action))).toEqual(
        new Set(['add', 'edit', 'delete', ...(e.export ? ['export'] : [])]),
      )
    })
  })
}
