import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DIALECTS, type TestDb, createTestDb } from '../../test/helpers.ts'
import { preparedQueries, preparedQuery } from './prepared-query.ts'

describe.each(DIALECTS)('preparedQuery on %s', (dialect) => {
  let t: TestDb
  beforeAll(async () => {
    t = await createTestDb(dialect)
    await t.db
      .insertInto('sysDictType')
      .values(
        ['甲', '乙', '丙'].map((name, i) => ({
          guid: `dict-${i}`,
          name,
          dictType: `t_${i}`,
          status: i === 2 ? 0 : 1,
          sort: i,
          remark: '',
          createdAt: 0,
          updatedAt: 0,
          version: 0,
        })),
      )
      .execute()
  })
  afterAll(() => t?.close())

  it('runs one compiled query with each call’s arguments, keeping its own constants', async () => {
    const enabledFrom = preparedQuery((db, from: number) =>
      db
        .selectFrom('sysDictType')
        .select(['dictType', 'createdAt'])
        .where('status', '=', 1)
        .where('sort', '>=', from)
        .orderBy('sort'),
    )
    expect((await enabledFrom(t.db, 0)).map((r) => r.dictType)).toEqual(['t_0', 't_1'])
    expect((await enabledFrom(t.db, 1)).map((r) => r.dictType)).toEqual(['t_1'])
    // rows come through the plugins: camelCase names
    expect(Object.keys((await enabledFrom(t.db, 1))[0] ?? {})).toEqual(['dictType', 'createdAt'])
  })

  it('refuses an argument it cannot place as one parameter', async () => {
    const unused = preparedQuery((db, _name: string) => db.selectFrom('sysDictType').selectAll())
    await expect(unused(t.db, 'x')).rejects.toThrow(/every argument/)
  })

  it('compiles one statement per set of given arguments, leaving out the others', async () => {
    const byFilters = preparedQueries(
      (db, a: { status?: number; name?: string; limit: number }) => {
        let q = db.selectFrom('sysDictType').select('dictType').orderBy('sort').limit(a.limit)
        if (a.status !== undefined) q = q.where('status', '=', a.status)
        if (a.name !== undefined) q = q.where('name', '=', a.name)
        return q
      },
    )
    const types = async (a: Parameters<typeof byFilters>[1]) =>
      (await byFilters(t.db, a)).map((r) => r.dictType)
    expect(await types({ limit: 10 })).toEqual(['t_0', 't_1', 't_2'])
    expect(await types({ status: 1, limit: 10 })).toEqual(['t_0', 't_1'])
    expect(await types({ status: 0, limit: 10 })).toEqual(['t_2'])
    expect(await types({ name: '乙', limit: 10 })).toEqual(['t_1'])
    expect(await types({ status: 0, name: '乙', limit: 10 })).toEqual([])
    // an undefined argument is one not given
    expect(await types({ status: undefined, name: '丙', limit: 1 })).toEqual(['t_2'])
  })

  it.runIf(dialect === 'postgres')(
    'has PostgreSQL keep a preparedQuery planned on its connection, and no other query',
    async () => {
      const bySort = preparedQuery((db, sort: number) =>
        db.selectFrom('sysDictType').select('dictType').where('sort', '=', sort),
      )
      const prepared = await t.db.transaction().execute(async (trx) => {
        for (let i = 0; i < 4; i++) {
          await bySort(trx, i)
          await trx.selectFrom('sysDictType').select('name').where('sort', '=', i).execute()
        }
        return sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(trx)
      })
      const statements = prepared.rows.map((r) => r.statement)
      expect(statements).toContainEqual(
        expect.stringMatching(/select "dict_type" from "sys_dict_type" where "sort" = \$1/),
      )
      expect(statements).not.toContainEqual(expect.stringMatching(/select "name" from/))
    },
  )
})
