import { type Dept, type DeptQuery, type deptSaveSchema, PERMISSIONS } from '@app/contracts'
import type { z } from 'zod'
import type { Db } from '#server/db/database.ts'
import { type Lang, registerMessages, translate } from '#server/i18n/messages.ts'
import { newGuid } from '#server/lib/crypto.ts'
import {
  checkSave,
  formatTime,
  found,
  recordFields,
  versionMissError,
  xlsxOf,
} from '#server/lib/resource.ts'
import type { DeptRow } from '#server/modules/identity/identity.table.ts'
import type { AuthUser } from '#server/plugins/auth-user.ts'
import { AppError } from '#server/plugins/app-error.ts'
import {
  countChildren,
  countUsersIn,
  deleteDepts,
  findDept,
  findDeptById,
  findDepts,
  findDescendants,
  insertDept,
  setAncestors,
  updateDeptAtVersion,
} from './depts.repository.ts'

registerMessages({
  'dept.parentMissing': {
    zh: '上级部门不存在',
    en: 'No such parent department',
    es: 'El departamento superior no existe',
    ja: '上位部門が存在しません',
  },
  'dept.parentIsSelf': {
    zh: '上级部门不能是自己或自己的下级',
    en: 'The parent cannot be the department itself or one below it',
    es: 'El superior no puede ser el propio departamento ni uno inferior',
    ja: '上位部門に自分自身や配下の部門は指定できません',
  },
  'dept.parentDisabled': {
    zh: '上级部门已停用，不允许新增',
    en: 'The parent department is disabled',
    es: 'El departamento superior está desactivado',
    ja: '上位部門は無効です',
  },
  'dept.nameTaken': {
    zh: '同级部门名称已存在',
    en: 'A department of this name already exists at this level',
    es: 'Ya existe un departamento con este nombre en este nivel',
    ja: '同じ階層に同名の部門があります',
  },
  'dept.hasChildren': {
    zh: '存在下级部门，不允许删除',
    en: 'It has sub-departments and cannot be deleted',
    es: 'Tiene subdepartamentos y no se puede eliminar',
    ja: '下位部門があるため削除できません',
  },
  'dept.hasUsers': {
    zh: '部门存在用户，不允许删除',
    en: 'It has users and cannot be deleted',
    es: 'Tiene usuarios y no se puede eliminar',
    ja: 'ユーザーが所属しているため削除できません',
  },
  'dept.enabledChildren': {
    zh: '该部门包含未停用的子部门，不允许停用',
    en: 'It has enabled sub-departments and cannot be disabled',
    es: 'Tiene subdepartamentos activos y no se puede desactivar',
    ja: '有効な下位部門があるため無効にできません',
  },
  'dept.rootFixed': {
    zh: '根部门不能修改上级',
    en: 'The root department has no parent',
    es: 'El departamento raíz no tiene superior',
    ja: 'ルート部門の上位は変更できません',
  },
  'export.dept.sheet': { zh: '部门数据', en: 'Departments', es: 'Departamentos', ja: '部門' },
  'export.dept.id': { zh: '部门编号', en: 'Dept no.', es: 'N.º', ja: '部門番号' },
  'export.dept.name': { zh: '部门名称', en: 'Name', es: 'Nombre', ja: '部門名' },
  'export.dept.parent': { zh: '上级部门', en: 'Parent', es: 'Superior', ja: '上位部門' },
  'export.dept.leader': { zh: '负责人', en: 'Leader', es: 'Responsable', ja: '責任者' },
  'export.dept.phone': { zh: '联系电话', en: 'Phone', es: 'Teléfono', ja: '電話' },
  'export.dept.email': { zh: '邮箱', en: 'Email', es: 'Correo', ja: 'メール' },
})

const toDept = (r: DeptRow): Dept => ({
  guid: r.guid,
  id: r.id,
  parentId: r.parentId,
  ancestors: r.ancestors,
  name: r.name,
  leader: r.leader,
  phone: r.phone,
  email: r.email,
  ...recordFields(r),
})

export async function listDepts(db: Db, q: DeptQuery): Promise<Dept[]> {
  return (await findDepts(db, q)).map(toDept)
}

export async function getDept(db: Db, guid: string): Promise<Dept> {
  return toDept(found(await findDept(db, guid)))
}

async function checkNameFree(db: Db, parentId: number, name: string, exceptId: number | null) {
  let q = db
    .selectFrom('sysDept')
    .select('id')
    .where('parentId', '=', parentId)
    .where('name', '=', name)
  if (exceptId !== null) q = q.where('id', '<>', exceptId)
  if (await q.executeTakeFirst()) throw AppError.invalidField('name', 'dept.nameTaken')
}

export async function saveDept(
  db: Db,
  user: AuthUser,
  input: z.infer<typeof deptSaveSchema>,
  now: number,
): Promise<Dept> {
  checkSave(user, PERMISSIONS.dept, input)
  const { guid, version, ...fields } = input
  return db.transaction().execute(async (trx) => {
    const target = guid ? await findDept(trx, guid) : undefined
    if (guid && !target) throw AppError.notFound()
    if (target?.parentId === 0) {
      // the root stays the root
      if (fields.parentId !== 0) throw AppError.invalidField('parentId', 'dept.rootFixed')
      if (
        fields.status === 0 &&
        (await findDescendants(trx, target.id)).some((d) => d.status === 1)
      )
        throw AppError.invalidField('status', 'dept.enabledChildren')
      if (!(await updateDeptAtVersion(trx, target.id, version ?? 0, { ...fields, updatedAt: now })))
        throw await versionMissError(async () => (await findDept(trx, target.guid)) !== undefined)
      return getDept(trx, target.guid)
    }
    const parent = await findDeptById(trx, fields.parentId)
    if (!parent) throw AppError.invalidField('parentId', 'dept.parentMissing')
    const ancestors = `${parent.ancestors}${parent.id}/`
    if (!target) {
      if (parent.status !== 1) throw AppError.invalidField('parentId', 'dept.parentDisabled')
      await checkNameFree(trx, parent.id, fields.name, null)
      const made = newGuid()
      await insertDept(trx, {
        ...fields,
        guid: made,
        code: made,
        ancestors,
        createdAt: now,
        updatedAt: now,
      })
      return getDept(trx, made)
    }
    const below = await findDescendants(trx, target.id)
    if (parent.id === target.id || below.some((d) => d.id === parent.id))
      throw AppError.invalidField('parentId', 'dept.parentIsSelf')
    if (fields.status === 0 && below.some((d) => d.status === 1))
      throw AppError.invalidField('status', 'dept.enabledChildren')
    await checkNameFree(trx, parent.id, fields.name, target.id)
    if (
      !(await updateDeptAtVersion(trx, target.id, version ?? 0, {
        ...fields,
        ancestors,
        updatedAt: now,
      }))
    )
      throw await versionMissError(async () => (await findDept(trx, target.guid)) !== undefined)
    // moved: every descendant's path starts with the new one
    if (ancestors !== target.ancestors) {
      const oldPrefix = `${target.ancestors}${target.id}/`
      const newPrefix = `${ancestors}${target.id}/`
      for (const d of below)
        await setAncestors(trx, d.id, newPrefix + d.ancestors.slice(oldPrefix.length))
    }
    return getDept(trx, target.guid)
  })
}

export async function removeDepts(db: Db, guids: readonly string[]): Promise<null> {
  const rows = await db.selectFrom('sysDept').select('id').where('guid', 'in', guids).execute()
  if (!rows.length) throw AppError.notFound()
  const ids = rows.map((r) => r.id)
  if ((await countChildren(db, ids)) > 0) throw AppError.conflict('dept.hasChildren')
  if ((await countUsersIn(db, ids)) > 0) throw AppError.conflict('dept.hasUsers')
  await db.transaction().execute((trx) => deleteDepts(trx, ids))
  return null
}

export async function exportDepts(db: Db, filter: DeptQuery, lang: Lang): Promise<Buffer> {
  const rows = await findDepts(db, filter)
  const names = new Map(rows.map((r) => [r.id, r.name]))
  const h = (key: string) => translate(lang, `export.${key}`)
  return xlsxOf(
    translate(lang, 'export.dept.sheet'),
    [
      { header: h('dept.id'), width: 10, value: (r: DeptRow) => r.id },
      { header: h('dept.name'), width: 24, value: (r) => r.name },
      { header: h('dept.parent'), width: 24, value: (r) => names.get(r.parentId) ?? '' },
      { header: h('dept.leader'), value: (r) => r.leader },
      { header: h('dept.phone'), value: (r) => r.phone },
      { header: h('dept.email'), width: 28, value: (r) => r.email },
      { header: h('sort'), width: 8, value: (r) => r.sort },
      { header: h('status'), width: 8, value: (r) => h(r.status === 1 ? 'enabled' : 'disabled') },
      { header: h('createdAt'), width: 20, value: (r) => formatTime(r.createdAt) },
    ],
    rows,
  )
}
