// 用户导入: the template to fill, and the import of a filled one with a per-row report.
// The import is all or nothing: one bad row and nothing is written, so a half-imported
// file never has to be untangled. A dry run (预检) answers the same report first.
import {
  USER_IMPORT_MAX_ROWS,
  type UserImportResult,
  type UserImportRow,
  userSaveSchema,
} from '@app/contracts'
import ExcelJS from 'exceljs'
import type { Db } from '#server/db/database.ts'
import { LANGS, type Lang, translate } from '#server/i18n/messages.ts'
import { newGuid } from '#server/lib/crypto.ts'
import { headingOf, readTemplateRows, refusedOnly } from '#server/lib/sheet-import.ts'
import { dataScopeOf, inDataScope } from '#server/modules/identity/data-scope.ts'
import type { AuthUser } from '#server/plugins/auth-user.ts'
import { forgetGrants } from '#server/modules/identity/session.service.ts'
import { grantLimitsOf, roleGrantsOf } from '#server/modules/roles/grant-limits.ts'
import { zodIssueMessages } from '#server/plugins/validation.ts'
import {
  findDeptOptions,
  generatePassword,
  passwordHashOf,
  protectionOf,
  settleUser,
  TAKEN,
  updateUser,
} from './user.resource.ts'

/** The template's columns, in order: the heading's key, '*' marking the required. */
const COLUMNS = [
  { field: 'userName', heading: 'system.user.userName', required: true, width: 18 },
  { field: 'nickName', heading: 'system.user.nickName', required: true, width: 18 },
  { field: 'deptName', heading: 'system.user.dept', required: false, width: 20 },
  { field: 'mobile', heading: 'system.user.mobile', required: false, width: 16 },
  { field: 'email', heading: 'system.user.email', required: false, width: 26 },
  { field: 'roles', heading: 'system.user.roles', required: false, width: 24 },
  { field: 'status', heading: 'export.status', required: false, width: 10 },
  { field: 'remark', heading: 'export.remark', required: false, width: 30 },
] as const
type Field = (typeof COLUMNS)[number]['field']

/** The empty template, headed in `lang`, with the departments and roles to choose from. */
export async function userImportTemplate(db: Db, lang: Lang): Promise<Buffer> {
  const t = (key: string) => translate(lang, key)
  const wb = new ExcelJS.Workbook()
  const ws = wb.addWorksheet(t('import.user.sheet'))
  ws.columns = COLUMNS.map((c) => ({ header: headingOf(lang, c), width: c.width }))
  ws.getRow(1).font = { bold: true }
  ws.views = [{ state: 'frozen', ySplit: 1 }]
  const statuses = [t('export.enabled'), t('export.disabled')]
  const statusLetter = String.fromCharCode(65 + COLUMNS.findIndex((c) => c.field === 'status'))
  // one range rule, not a rule per cell: per-cell rules would make 1,000 empty rows exist
  // (exceljs has the range form but does not declare it in its types)
  const validations = (
    ws as unknown as { dataValidations: { add(range: string, rule: ExcelJS.DataValidation): void } }
  ).dataValidations
  validations.add(`${statusLetter}2:${statusLetter}${USER_IMPORT_MAX_ROWS + 1}`, {
    type: 'list',
    allowBlank: true,
    formulae: [`"${statuses.join(',')}"`],
  })
  // a second sheet lists the names the import understands
  const lists = wb.addWorksheet(t('import.user.lists'))
  const depts = await findDeptOptions(db)
  const roles = await db.selectFrom('sysRole').select('roleName').orderBy('sort').execute()
  lists.columns = [
    { header: t('system.user.dept'), width: 24 },
    { header: t('system.user.roles'), width: 24 },
    { header: t('export.status'), width: 12 },
  ]
  lists.getRow(1).font = { bold: true }
  const height = Math.max(depts.length, roles.length, statuses.length)
  for (let i = 0; i < height; i++)
    lists.addRow([depts[i]?.name ?? null, roles[i]?.roleName ?? null, statuses[i] ?? null])
  return Buffer.from(await wb.xlsx.writeBuffer())
}

/** The data rows of the first sheet, checked against the template's headings. */
const readSheet = (bytes: Buffer) => readTemplateRows(bytes, COLUMNS, USER_IMPORT_MAX_ROWS)

const statusOf = (text: string): 0 | 1 | null => {
  if (!text || text === '1') return 1
  if (text === '0') return 0
  const t = text.toLowerCase()
  if (LANGS.some((l) => translate(l, 'export.enabled').toLowerCase() === t)) return 1
  if (LANGS.some((l) => translate(l, 'export.disabled').toLowerCase() === t)) return 0
  return null
}

const ROLE_SEPARATORS = /[,，、;；\n]/

/**
 * Checks every row (the template's rules, the same ones as the user dialog, plus
 * uniqueness within the file and against the stored accounts), then writes them all in
 * one transaction when none failed and this is not a dry run.
 */
export async function importUsers(
  db: Db,
  user: AuthUser,
  bytes: Buffer,
  options: { dryRun: boolean; updateSupport: boolean; lang: Lang; now: number },
): Promise<UserImportResult> {
  const { lang, now } = options
  const rows = await readSheet(bytes)
  const column = (field: Field) =>
    headingOf(lang, COLUMNS.find((c) => c.field === field) ?? COLUMNS[0]).replace('*', '')
  const message = (key: string, params?: Record<string, string | number>) =>
    translate(lang, key, params)

  const depts = await findDeptOptions(db)
  const roles = await db.selectFrom('sysRole').select(['id', 'roleName', 'roleKey']).execute()
  const stored = await db.selectFrom('sysUser').select(['userName', 'mobile', 'email']).execute()
  const storedNames = new Set(stored.map((u) => u.userName))
  // the accounts of the file the caller's data scope lets them see (and so update)
  const visible = new Map(
    (
      await db
        .selectFrom('sysUser')
        .select(['sysUser.id', 'sysUser.userName', 'sysUser.deptId'])
        .where('sysUser.userName', 'in', [...new Set(rows.map((r) => r.cells.userName))])
        .where(inDataScope(await dataScopeOf(db, user), 'sysUser.deptId', 'sysUser.id'))
        .execute()
    ).map((u) => [u.userName, u]),
  )
  // what the caller may hand out: the roles it could give, the departments it reaches, and
  // the roles the accounts it may update hold now (grant-limits.ts)
  const limits = await grantLimitsOf(db, user)
  const givable = new Set<number>()
  for (const [id, grant] of await roleGrantsOf(
    db,
    roles.map((r) => r.id),
  ))
    if (await limits.check(grant).then(() => true, refusedOnly)) givable.add(id)
  const held = new Map<number, number[]>()
  const ids = [...visible.values()].map((u) => u.id)
  for (const { userId, roleId } of ids.length
    ? await db.selectFrom('sysUserRole').selectAll().where('userId', 'in', ids).execute()
    : [])
    held.set(userId, [...(held.get(userId) ?? []), roleId])
  // the first row of each account, mobile and email ('mobile 139…')
  const firstRowOf = new Map<string, number>()

  const planned = rows.map(({ row, cells }) => {
    const errors: UserImportRow['errors'] = []
    const fail = (field: Field, text: string) =>
      errors.push({ column: column(field), message: text })

    const status = statusOf(cells.status)
    if (status === null) fail('status', message('import.unknownStatus'))
    const named = cells.deptName ? depts.filter((d) => d.name === cells.deptName) : []
    if (cells.deptName && named.length !== 1)
      fail('deptName', message(named.length ? 'import.deptAmbiguous' : 'user.deptMissing'))
    const deptId = named.length === 1 ? (named[0]?.id ?? null) : null
    const roleIds = new Set<number>()
    for (const name of cells.roles
      .split(ROLE_SEPARATORS)
      .map((s) => s.trim())
      .filter(Boolean)) {
      const role = roles.find((r) => r.roleName === name || r.roleKey === name)
      if (role) roleIds.add(role.id)
      else fail('roles', message('import.roleMissing', { name }))
    }

    // the dialog's own rules, each message on its column (the template's other cells are not
    // the dialog's fields, and are left out)
    const parsed = userSaveSchema.safeParse({ ...cells, deptId, status: status ?? 1 })
    if (!parsed.success)
      for (const [path, text] of zodIssueMessages(lang, parsed.error))
        fail(
          path === 'deptId'
            ? 'deptName'
            : (COLUMNS.find((c) => c.field === path)?.field ?? 'userName'),
          text,
        )

    // one row per account, mobile and email within the file
    for (const key of ['userName', 'mobile', 'email'] as const) {
      const value = cells[key]
      if (!value) continue
      const first = firstRowOf.get(`${key} ${value}`)
      if (first === undefined) firstRowOf.set(`${key} ${value}`, row)
      else fail(key, message('import.duplicateInFile', { row: first }))
    }

    const existing = storedNames.has(cells.userName)
    const mine = visible.get(cells.userName)
    if (existing) {
      const refused = mine && status === 0 ? protectionOf(user.id, mine) : undefined
      if (!options.updateSupport) fail('userName', message('import.userExists'))
      else if (!mine) fail('userName', message('import.notInScope'))
      else if (refused) fail('status', message(refused))
    }
    // roles beyond the caller's own, the caller's own roles, a department out of its scope
    const current = (mine && held.get(mine.id)) || []
    const added = [...roleIds].filter((id) => !current.includes(id))
    const beyond = roles.filter((r) => added.includes(r.id) && !givable.has(r.id))
    if (mine?.id === user.id && (added.length || current.some((id) => !roleIds.has(id))))
      fail('roles', message('grant.ownRoles'))
    else if (beyond.length)
      fail('roles', message('grant.role', { names: beyond.map((r) => r.roleName).join('、') }))
    if ((!mine || mine.deptId !== deptId) && !limits.reaches(deptId))
      fail(
        'deptName',
        message(deptId === null ? 'grant.noDept' : 'grant.dept', { names: cells.deptName }),
      )
    // mobile and email against the other stored accounts
    for (const key of ['mobile', 'email'] as const) {
      const value = cells[key]
      const holder = value ? stored.find((u) => u[key] === value) : undefined
      if (holder && holder.userName !== cells.userName) fail(key, message(TAKEN[key]))
    }

    const report: UserImportRow = {
      row,
      userName: cells.userName,
      nickName: cells.nickName,
      action: errors.length ? 'error' : existing ? 'update' : 'create',
      errors,
    }
    if (errors.length || !parsed.success) return { report }
    const { userName, nickName, mobile, email, remark } = parsed.data
    const fields = { userName, nickName, deptId, mobile, email, status: status ?? 1, remark }
    // an existing account is one the caller may update (else the row failed above)
    return { report, save: { existingId: mine?.id ?? null, fields, roleIds: [...roleIds] } }
  })

  const count = (action: UserImportRow['action']) =>
    planned.filter((p) => p.report.action === action).length
  const result: UserImportResult = {
    written: false,
    total: planned.length,
    created: count('create'),
    updated: count('update'),
    failed: count('error'),
    rows: planned.map((p) => p.report),
  }
  if (options.dryRun || result.failed > 0) return result

  // hashing is the slow part (argon2, on libuv's threads): done before the transaction opens
  const passwords = await Promise.all(
    planned.map(async ({ save }) => {
      if (save?.existingId !== null) return undefined
      const plain = generatePassword()
      return { plain, hash: await passwordHashOf(plain) }
    }),
  )
  await db.transaction().execute(async (trx) => {
    for (const [i, { report, save }] of planned.entries()) {
      if (!save) continue
      const { existingId, fields, roleIds } = save
      const password = passwords[i]
      if (existingId === null && password) {
        const { id } = await trx
          .insertInto('sysUser')
          .values({
            ...fields,
            guid: newGuid(),
            passwordHash: password.hash,
            createdBy: user.id,
            createdAt: now,
            updatedAt: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
        await settleUser(trx, id, roleIds, fields.status)
        report.password = password.plain
      } else if (existingId !== null) {
        await updateUser(trx, existingId, { ...fields, updatedAt: now })
        await settleUser(trx, existingId, roleIds, fields.status)
      }
    }
  })
  // the updated accounts' roles and status are cached with their grants
  for (const { save } of planned) if (save?.existingId) forgetGrants(db, save.existingId)
  return { ...result, written: true }
}
