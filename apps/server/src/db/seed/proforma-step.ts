// 形式发票's seed (docs/product/demo-data.md "Contracts and payment plans": one proforma
// converted and one void, a few drafts and issued ones besides), drawn up by 王芳 for
// projects with priced bookings, their lines computed as a new one's are. Issued ones take
// their numbers from the year's counter in issuing order, as the app does, so the next one
// issued continues the sequence.
import { PROFORMA_STATES } from '@app/contracts'
import { recordTransition } from '#server/lib/workflow/state-machine.ts'
import {
  PROFORMA_DOC_TYPE,
  nextProformaNumber,
  proformaProject,
  writeLines,
} from '#server/modules/proforma-invoices/proforma-invoice.resource.ts'
import { previewOf } from '#server/modules/proforma-invoices/proforma-lines.ts'
import { dayText } from '#server/modules/projects/projects.service.ts'
import { dateOfDayNumber, dayNumberOf } from '#server/modules/schedule/schedule.calendar.ts'
import type { SeedContext, Trx } from './seed.ts'

const DAY = 86_400_000

type Step = 'issue' | 'confirm' | 'convert' | 'void'

/** Each seeded proforma: its project, its steps, when it was drawn up (days ago). */
const WANTED: { project: string; steps: Step[]; daysAgo: number; note?: string }[] = [
  { project: 'prj-tea-expo', steps: ['issue', 'confirm', 'convert'], daysAgo: 40 },
  { project: 'prj-robot-expo', steps: ['issue', 'void'], daysAgo: 30 },
  { project: 'prj-furniture-expo', steps: ['issue', 'confirm'], daysAgo: 20 },
  { project: 'prj-anime-expo', steps: ['issue'], daysAgo: 12 },
  { project: 'prj-digital-forum', steps: ['issue'], daysAgo: 6 },
  { project: 'prj-coffee-expo', steps: [], daysAgo: 2, note: '待客户确认开票抬头后开具' },
  { project: 'prj-medical-expo', steps: [], daysAgo: 1 },
]

const TO: Record<Step, keyof typeof PROFORMA_STATES> = {
  issue: 'issued',
  confirm: 'confirmed',
  convert: 'converted',
  void: 'void',
}

export async function seedProformaInvoices(trx: Trx, { now }: SeedContext): Promise<void> {
  const wangfang = await trx
    .selectFrom('sysUser')
    .select(['id', 'nickName'])
    .where('userName', '=', 'wangfang')
    .executeTakeFirst()
  if (!wangfang) return
  let n = 0
  for (const w of WANTED) {
    const project = await proformaProject(trx, w.project)
    if (!project) continue
    const preview = await previewOf(trx, project)
    if (preview.lines.length === 0) continue
    n += 1
    const guid = `pi-seed-${n}`
    const createdAt = now - w.daysAgo * DAY
    const validityDays = 30
    await trx
      .insertInto('proformaInvoice')
      .values({
        guid,
        invoiceNumber: null,
        projectGuid: project.guid,
        customerGuid: project.customerGuid,
        subtotal: preview.subtotal,
        tax: preview.tax,
        total: preview.total,
        state: PROFORMA_STATES.draft,
        validityDays,
        issueDate: null,
        validUntil: null,
        formalInvoiceNumber: '',
        voidReason: '',
        remark: w.note ?? '',
        deptId: project.deptId,
        createdBy: wangfang.id,
        createdAt,
        updatedAt: createdAt,
      })
      .execute()
    await writeLines(trx, guid, preview.lines)
    const history = (action: string, from: string | null, to: string, at: number, comment = '') =>
      recordTransition(trx, {
        docType: PROFORMA_DOC_TYPE,
        docGuid: guid,
        action,
        from,
        to,
        user: wangfang,
        comment,
        now: at,
      })
    await history('create', null, 'draft', createdAt)
    let from: keyof typeof PROFORMA_STATES = 'draft'
    let at = createdAt
    for (const step of w.steps) {
      at += 2 * DAY
      const set: Record<string, string | number> = { state: PROFORMA_STATES[TO[step]] }
      let comment = ''
      if (step === 'issue') {
        const day = dayText(at) ?? ''
        comment = await nextProformaNumber(trx, Number(day.slice(0, 4)))
        Object.assign(set, {
          invoiceNumber: comment,
          issueDate: day,
          validUntil: dateOfDayNumber(dayNumberOf(day) + validityDays),
        })
      }
      if (step === 'convert') comment = set.formalInvoiceNumber = `4403${String(26_000_000 + n)}`
      if (step === 'void') comment = set.voidReason = '客户调整展期，按新排期重新开具'
      await trx
        .updateTable('proformaInvoice')
        .set((eb) => ({ ...set, updatedAt: at, version: eb('version', '+', 1) }))
        .where('guid', '=', guid)
        .execute()
      await history(step, from, TO[step], at, comment)
      from = TO[step]
    }
  }
}
