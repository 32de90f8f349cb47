// 形式发票's steps (docs/product/domain.md "Finance"): 开具 gives the next PI-yyyy-nnnn in
// the transaction that issues it (the number and the state change commit together or not at
// all), 确认 records the customer's confirmation, 转正式发票 the formal invoice's number, 作废
// a reason; each at the version seen, each with its history row.
import { PROFORMA_STATES, type ProformaAct, type ProformaInvoice } from '@app/contracts'
import type { Db } from '#server/db/database.ts'
import { found, versionMissError } from '#server/lib/resource.ts'
import { checkTransition, recordTransition } from '#server/lib/workflow/state-machine.ts'
import { dayText } from '#server/modules/projects/projects.service.ts'
import { dateOfDayNumber, dayNumberOf } from '#server/modules/schedule/schedule.calendar.ts'
import { AppError } from '#server/plugins/app-error.ts'
import type { AuthUser } from '#server/plugins/auth-user.ts'
import {
  PROFORMA_DOC_TYPE,
  PROFORMA_MACHINE,
  nextProformaNumber,
  proformaInvoices,
  proformaStateOf,
} from './proforma-invoice.resource.ts'

/** The proforma's page: its detail opens by `?guid=`. */
export const proformaLink = (guid: string) => `/financialManagement/proformaInvoice?guid=${guid}`

type Move = Partial<{
  invoiceNumber: string
  issueDate: string
  validUntil: string
  formalInvoiceNumber: string
  voidReason: string
}>

/**
 * 开具, 确认, 转正式发票 or 作废 at the version the caller saw: 409 naming the state when it
 * does not allow the step (or another step came first), 403 without its permission, 400
 * without the reason of a voiding or the number of the formal invoice.
 */
export async function actOnProforma(
  db: Db,
  user: AuthUser,
  body: ProformaAct,
  now: number,
): Promise<ProformaInvoice> {
  const comment = body.comment ?? ''
  const formal = body.formalInvoiceNumber ?? ''
  return db.transaction().execute(async (trx) => {
    const stored = found(await proformaInvoices.find(trx, body.guid))
    const from = proformaStateOf(stored.state)
    const way = checkTransition(PROFORMA_MACHINE, from, body.action, user, comment)
    if (body.action === 'convert' && !formal)
      throw AppError.invalidField('formalInvoiceNumber', 'proformaInvoice.formalRequired')
    const set: Move = {}
    if (body.action === 'convert') set.formalInvoiceNumber = formal
    if (body.action === 'void') set.voidReason = comment
    if (body.action === 'issue') {
      const day = dayText(now) ?? ''
      set.issueDate = day
      set.validUntil = dateOfDayNumber(dayNumberOf(day) + stored.validityDays)
    }
    // the row first, at its version: a stale step is refused before a number is taken
    const res = await trx
      .updateTable('proformaInvoice')
      .set((eb) => ({
        ...set,
        state: PROFORMA_STATES[way.to],
        updatedAt: now,
        version: eb('version', '+', 1),
      }))
      .where('guid', '=', stored.guid)
      .where('version', '=', body.version)
      .executeTakeFirst()
    if (!Number(res.numUpdatedRows)) throw await versionMissError(async () => true)
    let number = stored.invoiceNumber
    if (body.action === 'issue') {
      number = await nextProformaNumber(trx, Number(set.issueDate?.slice(0, 4)))
      await trx
        .updateTable('proformaInvoice')
        .set({ invoiceNumber: number })
        .where('guid', '=', stored.guid)
        .execute()
    }
    await recordTransition(trx, {
      docType: PROFORMA_DOC_TYPE,
      docGuid: stored.guid,
      action: body.action,
      from,
      to: way.to,
      user,
      comment:
        body.action === 'issue' ? (number ?? '') : body.action === 'convert' ? formal : comment,
      now,
    })
    return proformaInvoices.detail(trx, stored.guid)
  })
}
