import type { Db } from '#server/db/database.ts'

/**
 * The enabled users as pickers offer them (a customer's owner, a transfer's target): id,
 * name and department, by department then account.
 */
export const enabledUserOptions = (db: Db) =>
  db
    .selectFrom('sysUser')
    .leftJoin('sysDept', 'sysDept.id', 'sysUser.deptId')
    .select([
      'sysUser.id',
      'sysUser.nickName',
      (eb) => eb.fn.coalesce('sysDept.name', eb.val('')).as('deptName'),
    ])
    .where('sysUser.status', '=', 1)
    .orderBy('sysDept.sort')
    .orderBy('sysUser.id')
    .execute()
