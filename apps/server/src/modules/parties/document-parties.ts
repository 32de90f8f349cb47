// The parties a document that leaves the building names (形式发票, 合同, 结算单): the venue as
// its issuer, the customer by its invoicing data. No table holds the venue's own company data
// yet; VENUE_PARTY is it until one does (docs/product/demo-data.md "Venue").
import type { ProformaParty } from '@app/contracts'
import type { Db } from '#server/db/database.ts'
import { projectsAndNames } from '#server/modules/projects/project-requests.ts'

/** 星港国际会展中心: the seller, lessor and issuer of every document. */
export const VENUE_PARTY: ProformaParty = {
  name: '星港国际会展中心',
  taxNo: '91440300MA5G8XGZ2K',
  addressPhone: '星港市会展大道1号 0755-26880000',
  bank: '中国工商银行星港会展中心支行',
  account: '4000 0211 0920 0688 888',
}

/** A customer's invoicing data (for one document's detail: a list reads none). */
export const customerInvoicing = (db: Db, customerGuid: string | null | undefined) =>
  customerGuid
    ? db
        .selectFrom('customer')
        .select([
          'invoiceTitle',
          'invoiceTaxNo',
          'invoiceAddressPhone',
          'invoiceBank',
          'invoiceAccount',
        ])
        .where('guid', '=', customerGuid)
        .executeTakeFirst()
    : Promise.resolve(undefined)

/** The customer as a party: its invoice title, or `name` when it keeps none. */
export const customerParty = (
  invoicing: Awaited<ReturnType<typeof customerInvoicing>>,
  name: string,
): ProformaParty => ({
  name: invoicing?.invoiceTitle || name,
  taxNo: invoicing?.invoiceTaxNo ?? '',
  addressPhone: invoicing?.invoiceAddressPhone ?? '',
  bank: invoicing?.invoiceBank ?? '',
  account: invoicing?.invoiceAccount ?? '',
})

/**
 * What a document's list and detail read beside its rows (a proforma, a settlement sheet): the
 * projects and authors' names of every row; the lines (`linesOf`) and the customer's invoicing
 * data of a detail only (one row), which a list or an export never reads.
 */
export async function documentLookup<L>(
  db: Db,
  rows: readonly {
    guid: string
    projectGuid: string
    customerGuid: string | null
    createdBy: number | null
  }[],
  linesOf: (guid: string) => Promise<L[]>,
) {
  const one = rows.length === 1 ? rows[0] : undefined
  const [shared, lines, customer] = await Promise.all([
    projectsAndNames(
      db,
      rows.map((r) => r.projectGuid),
      rows.flatMap((r) => (r.createdBy === null ? [] : [r.createdBy])),
    ),
    one ? linesOf(one.guid) : [],
    customerInvoicing(db, one?.customerGuid),
  ])
  return { ...shared, lines, customer }
}
