import { PROFORMA_STATES, type ProformaInvoice, type ProformaLine } from '@app/contracts'
import { useTranslation } from 'react-i18next'
import { formatFen } from '#web/shared/utils/money.ts'
import {
  PrintFields,
  PrintParty,
  PrintSection,
  PrintSheet,
  PrintSignatures,
  PrintTable,
} from '#web/shared/ui/print-sheet.tsx'
import { proformaApi } from '#web/subsystems/venue/finance/api/proforma-invoices.ts'
import { datesOf, quantityOf } from '#web/subsystems/venue/finance/components/proforma-parts.tsx'

/** The proforma as it leaves the building: A4, the venue's band, parties, lines, totals, bank. */
const ProformaSheet = ({ p, onClose }: { p: ProformaInvoice; onClose: () => void }) => {
  const { t } = useTranslation()
  const w = (key: string, params?: Record<string, unknown>) =>
    t(`proformaInvoice.print.${key}`, params)
  const label = (key: string) => t(`proformaInvoice.${key}`)
  const col = (key: string) => t(`proformaInvoice.line.${key}`)
  const discount = (l: ProformaLine) => l.kind === 'discount'
  const stamp =
    p.state === PROFORMA_STATES.draft
      ? w('draft')
      : p.state === PROFORMA_STATES.void
        ? w('void')
        : undefined
  return (
    <PrintSheet
      issuer={{
        name: p.seller.name,
        lines: [p.seller.addressPhone, w('labelled', { label: w('taxNo'), value: p.seller.taxNo })],
      }}
      title={w('title')}
      subtitle={w('subtitle')}
      meta={[
        { label: label('invoiceNumber'), value: p.invoiceNumber ?? label('unnumbered') },
        { label: label('issueDate'), value: p.issueDate ?? '—' },
        { label: label('validUntil'), value: p.validUntil ?? '—' },
      ]}
      stamp={stamp}
      documentTitle={`${w('title')} ${p.invoiceNumber ?? p.projectTitle}`}
      onClose={onClose}
    >
      <PrintSection>
        <div className="print-columns">
          <PrintParty caption={w('buyer')} party={p.buyer} />
          <PrintParty caption={w('seller')} party={p.seller} />
        </div>
      </PrintSection>
      <PrintSection>
        <PrintFields
          columns={2}
          items={[
            { label: w('project'), value: `${p.projectNumber} ${p.projectTitle}` },
            { label: w('customer'), value: p.customerName },
          ]}
        />
      </PrintSection>
      <PrintSection caption={label('lines')}>
        <PrintTable<ProformaLine>
          rows={p.lines}
          rowKey={(l) => String(l.seq)}
          columns={[
            { key: 'seq', title: col('seq'), align: 'center', width: '6%', render: (l) => l.seq },
            {
              key: 'site',
              title: col('siteName'),
              width: '14%',
              render: (l) => (discount(l) ? col('discount') : l.siteName),
            },
            { key: 'type', title: col('periodType'), width: '8%', render: (l) => l.periodType },
            {
              key: 'dates',
              title: col('dates'),
              width: '24%',
              render: (l) =>
                discount(l) ? (
                  '—'
                ) : (
                  <>
                    {datesOf(l)}
                    {l.holidayDays > 0 && (
                      <div>{t('proformaInvoice.line.holidays', { n: l.holidayDays })}</div>
                    )}
                  </>
                ),
            },
            {
              key: 'days',
              title: col('days'),
              align: 'num',
              width: '6%',
              render: (l) => (discount(l) ? '—' : l.days),
            },
            {
              key: 'quantity',
              title: col('quantity'),
              align: 'num',
              width: '10%',
              render: (l) => (discount(l) ? '—' : quantityOf(l)),
            },
            {
              key: 'price',
              title: col('unitPrice'),
              align: 'num',
              width: '12%',
              render: (l) => (discount(l) ? '—' : `${formatFen(l.unitPrice)}${l.unit.slice(1)}`),
            },
            {
              key: 'amount',
              title: col('amount'),
              align: 'num',
              width: '13%',
              render: (l) => formatFen(l.amount),
            },
            {
              key: 'rate',
              title: col('taxRate'),
              align: 'num',
              width: '7%',
              render: (l) => `${l.taxRate}%`,
            },
          ]}
        />
      </PrintSection>
      <PrintSection>
        <div className="print-keep">
          <PrintFields
            columns={3}
            items={[
              { label: label('subtotal'), value: formatFen(p.subtotal) },
              { label: label('tax'), value: formatFen(p.tax) },
              { label: w('totalFigures'), value: <strong>{`¥${formatFen(p.total)}`}</strong> },
              {
                label: w('totalInWords'),
                value: <strong>{`${w('currency')} ${p.totalInWords}`}</strong>,
                span: 3,
              },
            ]}
          />
        </div>
      </PrintSection>
      <PrintSection caption={w('notes')}>
        <ol className="print-notes print-keep">
          <li>{w('note1')}</li>
          <li>{w('note2')}</li>
          <li>{w('note3', { days: p.validityDays })}</li>
          {p.remark && <li>{p.remark}</li>}
          {p.voidReason && (
            <li>{w('labelled', { label: label('voidReason'), value: p.voidReason })}</li>
          )}
        </ol>
      </PrintSection>
      <PrintSignatures parties={[w('sellerStamp'), w('buyerStamp')]} dateLine={w('dateLine')} />
    </PrintSheet>
  )
}

/** The print view of the proforma `guid` (`?print=<guid>`), read on its own. */
export const ProformaPrint = ({ guid, onClose }: { guid: string; onClose: () => void }) => {
  const detail = proformaApi.useDetail(guid)
  return detail.data ? <ProformaSheet p={detail.data} onClose={onClose} /> : null
}
