// 客户导入: the template to fill, and the import of a filled one with a per-row report. All
// or nothing, as 用户导入: one bad row and nothing is written; a dry run (预检) answers the same
// report first. One row is one customer with its primary contact.
import {
  CUSTOMER_GRADES,
  CUSTOMER_IMPORT_MAX_ROWS,
  type CustomerContact,
  type CustomerImportResult,
  type CustomerImportRow,
  customerSaveSchema,
} from '@app/contracts'
import type { Db } from '#server/db/database.ts'
import type { Lang } from '#server/i18n/messages.ts'
import { translate } from '#server/i18n/messages.ts'
import { newGuid } from '#server/lib/crypto.ts'
import {
  type TemplateColumn,
  readTemplateRows,
  templateWorkbook,
} from '#server/lib/sheet-import.ts'
import { dataScopeOf } from '#server/modules/identity/data-scope.ts'
import type { AuthUser } from '#server/plugins/auth-user.ts'
import { zodIssueMessages } from '#server/plugins/validation.ts'
import { customerScope, customers } from './customer.resource.ts'

const column = <F extends string>(
  field: F,
  heading: string,
  required = false,
  width = 16,
): TemplateColumn<F> => ({ field, heading, required, width })

/** The template's columns, in order. */
const COLUMNS = [
  column('name', 'customer.name', true, 32),
  column('creditCode', 'customer.creditCode', true, 22),
  column('type', 'customer.type', true, 12),
  column('grade', 'customer.grade', false, 10),
  column('industry', 'customer.industry'),
  column('region', 'customer.region', false, 10),
  column('source', 'customer.source', false, 12),
  column('owner', 'customer.owner', false, 12),
  column('contactName', 'customer.contactName', true, 12),
  column('contactTitle', 'customer.contact.title', false, 12),
  column('contactMobile', 'customer.contact.mobile', false, 14),
  column('contactEmail', 'customer.contact.email', false, 24),
  column('invoiceTitle', 'customer.invoiceTitle', false, 32),
  column('invoiceTaxNo', 'customer.invoiceTaxNo', false, 22),
  column('invoiceBank', 'customer.invoiceBank', false, 24),
  column('invoiceAccount', 'customer.invoiceAccount', false, 22),
  column('invoiceAddressPhone', 'customer.invoiceAddressPhone', false, 36),
  column('remark', 'export.remark', false, 30),
] as const
type Field = (typeof COLUMNS)[number]['field']

/** Where a save-schema field's message goes: its own column, a contact's its contact column. */
const COLUMN_OF_PATH: Record<string, Field> = {
  'contacts.0.name': 'contactName',
  'contacts.0.title': 'contactTitle',
  'contacts.0.mobile': 'contactMobile',
  'contacts.0.email': 'contactEmail',
  contacts: 'contactName',
}

/** The dictionaries the template's columns take their values from. */
const DICTS = {
  type: 'customer_type',
  industry: 'industry',
  region: 'region',
  source: 'customer_source',
}

/** Each dictionary's values with their labels (an industry's value is its guid, its label a name). */
async function dictValues(db: Db) {
  const rows = await db
    .selectFrom('sysDictData')
    .select(['dictType', 'value', 'label'])
    .where('dictType', 'in', Object.values(DICTS))
    .where('status', '=', 1)
    .orderBy('sort')
    .execute()
  const of = (type: string) =>
    rows.filter((r) => r.dictType === type).map((r) => ({ value: r.value, label: r.label }))
  return {
    type: of(DICTS.type),
    industry: of(DICTS.industry),
    region: of(DICTS.region),
    source: of(DICTS.source),
  }
}

const enabledUsers = (db: Db) =>
  db
    .selectFrom('sysUser')
    .select(['id', 'userName', 'nickName', 'deptId'])
    .where('status', '=', 1)
    .orderBy('id')
    .execute()

/** The empty template, headed in `lang`, with the values its columns take on a second sheet. */
export async function customerImportTemplate(db: Db, lang: Lang): Promise<Buffer> {
  const values = await dictValues(db)
  const owners = await enabledUsers(db)
  const wb = templateWorkbook(lang, 'import.customer.sheet', COLUMNS, {
    sheet: 'import.customer.lists',
    columns: [
      { heading: 'customer.type', values: values.type.map((v) => v.label) },
      { heading: 'customer.grade', values: [...CUSTOMER_GRADES] },
      { heading: 'customer.industry', values: values.industry.map((v) => v.label) },
      { heading: 'customer.region', values: values.region.map((v) => v.label) },
      { heading: 'customer.source', values: values.source.map((v) => v.label) },
      { heading: 'customer.owner', values: owners.map((o) => o.nickName) },
    ],
  })
  return Buffer.from(await wb.xlsx.writeBuffer())
}

/** A grade as a cell may hold it: `A`, or its label (`A 战略`, `A Strategic`). */
const gradeOf = (text: string) => {
  if (!text) return 'C'
  const letter = text.trim().charAt(0).toUpperCase()
  return (CUSTOMER_GRADES as readonly string[]).includes(letter) ? letter : text
}

/**
 * Checks every row (the customer dialog's rules: the credit code's check character, the
 * dictionaries' values, an owner the caller reaches, uniqueness within the file and against
 * the stored customers), then writes them all in one transaction when none failed and this
 * is not a dry run. A row whose code is stored updates that customer when `updateSupport`
 * (its contact becomes the primary one).
 */
export async function importCustomers(
  db: Db,
  user: AuthUser,
  bytes: Buffer,
  options: { dryRun: boolean; updateSupport: boolean; lang: Lang; now: number },
): Promise<CustomerImportResult> {
  const { lang, now } = options
  const rows = await readTemplateRows(bytes, COLUMNS, CUSTOMER_IMPORT_MAX_ROWS)
  const message = (key: string, params?: Record<string, string | number>) =>
    translate(lang, key, params)
  const heading = (field: Field) =>
    translate(lang, COLUMNS.find((c) => c.field === field)?.heading ?? '')

  const values = await dictValues(db)
  const users = await enabledUsers(db)
  const scope = await dataScopeOf(db, user)
  const stored = await db.selectFrom('customer').select(['guid', 'name', 'creditCode']).execute()
  const byCode = new Map(stored.map((c) => [c.creditCode, c]))
  const byName = new Map(stored.map((c) => [c.name, c]))
  // the stored customers of the file the caller's data scope lets it update
  const codes = [...new Set(rows.map((r) => r.cells.creditCode.toUpperCase()))]
  const visible = new Set(
    (
      await db
        .selectFrom('customer')
        .select('creditCode')
        .where('creditCode', 'in', codes.length ? codes : [''])
        .where(customerScope(scope))
        .execute()
    ).map((c) => c.creditCode),
  )
  const firstRowOf = new Map<string, number>()

  const planned = rows.map(({ row, cells }) => {
    const errors: CustomerImportRow['errors'] = []
    const fail = (field: Field, text: string) =>
      errors.push({ column: heading(field), message: text })

    // a dictionary's cell by its label (or its value); stored as its value
    const chosen = Object.fromEntries(
      (Object.keys(values) as (keyof typeof values)[]).map((field) => {
        const text = cells[field]
        const found = values[field].find((v) => v.label === text || v.value === text)
        if (text && !found) fail(field, message('import.notAChoice', { value: text }))
        return [field, found?.value ?? text]
      }),
    ) as Record<keyof typeof values, string>
    // the owner by name or account; the caller when empty, and always one it reaches
    const owner = cells.owner
      ? users.find((u) => u.nickName === cells.owner || u.userName === cells.owner)
      : users.find((u) => u.id === user.id)
    if (!owner) fail('owner', message('customer.ownerMissing'))
    else if (
      !scope.all &&
      owner.id !== user.id &&
      !(owner.deptId !== null && scope.deptIds.includes(owner.deptId))
    )
      fail('owner', message('customer.ownerOutOfScope'))

    const contact: Partial<CustomerContact> = {
      name: cells.contactName,
      title: cells.contactTitle,
      mobile: cells.contactMobile,
      email: cells.contactEmail,
      primary: true,
    }
    const parsed = customerSaveSchema.safeParse({
      name: cells.name,
      creditCode: cells.creditCode,
      type: chosen.type,
      grade: gradeOf(cells.grade),
      industry: chosen.industry,
      region: chosen.region,
      source: chosen.source,
      ownerId: owner?.id ?? null,
      contacts: [contact],
      invoiceTitle: cells.invoiceTitle,
      invoiceTaxNo: cells.invoiceTaxNo,
      invoiceBank: cells.invoiceBank,
      invoiceAccount: cells.invoiceAccount,
      invoiceAddressPhone: cells.invoiceAddressPhone,
      remark: cells.remark,
    })
    if (!parsed.success)
      for (const [path, text] of zodIssueMessages(lang, parsed.error))
        fail(COLUMN_OF_PATH[path] ?? COLUMNS.find((c) => c.field === path)?.field ?? 'name', text)

    // one row per code and name within the file
    const code = parsed.success ? parsed.data.creditCode : cells.creditCode.toUpperCase()
    for (const [key, value] of [
      ['creditCode', code],
      ['name', cells.name],
    ] as const) {
      if (!value) continue
      const first = firstRowOf.get(`${key} ${value}`)
      if (first === undefined) firstRowOf.set(`${key} ${value}`, row)
      else fail(key, message('import.duplicateInFile', { row: first }))
    }
    // against the stored customers: a code updates (when asked, and in scope), a name held
    // by another customer is refused naming it
    const existing = byCode.get(code)
    if (existing) {
      if (!options.updateSupport) fail('creditCode', message('import.customerExists'))
      else if (!visible.has(code)) fail('creditCode', message('import.customerNotInScope'))
    }
    const namesake = byName.get(cells.name)
    if (namesake && namesake.creditCode !== code)
      fail(
        'name',
        message('customer.nameTaken', { name: namesake.name, creditCode: namesake.creditCode }),
      )

    const report: CustomerImportRow = {
      row,
      name: cells.name,
      creditCode: code,
      action: errors.length ? 'error' : existing ? 'update' : 'create',
      errors,
    }
    if (errors.length || !parsed.success || !owner) return { report }
    return { report, save: { existing: existing?.guid ?? null, fields: parsed.data, owner } }
  })

  const count = (action: CustomerImportRow['action']) =>
    planned.filter((p) => p.report.action === action).length
  const result: CustomerImportResult = {
    written: false,
    total: planned.length,
    created: count('create'),
    updated: count('update'),
    failed: count('error'),
    rows: planned.map((p) => p.report),
  }
  if (options.dryRun || result.failed > 0) return result

  const toColumns = customers.definition.toColumns
  await db.transaction().execute(async (trx) => {
    for (const { save } of planned) {
      if (!save) continue
      const { existing, fields, owner } = save
      const { guid: _guid, version: _version, ...rest } = fields
      const stamp = { ownerId: owner.id, deptId: owner.deptId, updatedAt: now }
      if (existing === null) {
        await trx
          .insertInto('customer')
          .values({
            ...(toColumns ? toColumns(rest) : {}),
            ...stamp,
            guid: newGuid(),
            createdBy: user.id,
            createdAt: now,
          } as never)
          .execute()
        continue
      }
      // the row's contact becomes the primary one; the others stay
      const row = await trx
        .selectFrom('customer')
        .select('contacts')
        .where('guid', '=', existing)
        .executeTakeFirstOrThrow()
      const given = rest.contacts[0] as CustomerContact
      const others = (JSON.parse(row.contacts) as CustomerContact[])
        .filter((c) => c.name !== given.name)
        .map((c) => ({ ...c, primary: false }))
      const contacts = [given, ...others]
      await trx
        .updateTable('customer')
        .set(
          (eb) =>
            ({
              ...(toColumns ? toColumns({ ...rest, contacts }) : {}),
              ...stamp,
              version: eb('version', '+', 1),
            }) as never,
        )
        .where('guid', '=', existing)
        .execute()
    }
  })
  return { ...result, written: true }
}
