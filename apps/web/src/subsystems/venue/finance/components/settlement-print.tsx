import { SETTLEMENT_STATES, type Settlement, type SettlementLine } from '@app/contracts'
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
import { settlementApi } from '#web/subsystems/venue/finance/api/settlements.ts'
import { signedOf } from '#web/subsystems/venue/finance/components/settlement-parts.tsx'

/**
 * The settlement sheet as it leaves the building: A4, the venue's band on every page, the
 * parties, the lines, the formula down to the balance (应补 / 应退) in figures and words, the
 * notes and both parties' signature blocks.
 */
const SettlementSheet = ({ s, onClose }: { s: Settlement; onClose: () => void }) => {
  const { t } = useTranslation()
  const w = (key: string, params?: Record<string, unknown>) => t(`settlement.print.${key}`, params)
  const label = (key: string) => t(`settlement.${key}`)
  const col = (key: string) => t(`settlement.line.${key}`)
  const side = s.balance > 0 ? 'toPay' : s.balance < 0 ? 'toRefund' : 'even'
  const balanceLabel = w(`balance.${side}`)
  const stamp = s.state === SETTLEMENT_STATES.draft ? w('draft') : undefined
  return (
    <PrintSheet
      issuer={{
        name: s.venue.name,
        lines: [s.venue.addressPhone, w('labelled', { label: w('taxNo'), value: s.venue.taxNo })],
      }}
      title={w('title')}
      subtitle={w('subtitle')}
      meta={[
        { label: label('settlementNumber'), value: s.settlementNumber },
        { label: label('state'), value: t(`settlement.states.${s.state}`) },
        { label: label('confirmedDate'), value: s.confirmedDate ?? '—' },
      ]}
      stamp={stamp}
      documentTitle={`${w('title')} ${s.settlementNumber}`}
      onClose={onClose}
    >
      <PrintSection>
        <div className="print-columns">
          <PrintParty caption={w('venue')} party={s.venue} />
          <PrintParty caption={w('customer')} party={s.customer} />
        </div>
      </PrintSection>
      <PrintSection>
        <PrintFields
          columns={2}
          items={[
            { label: w('project'), value: `${s.projectNumber} ${s.projectTitle}` },
            { label: label('customerName'), value: s.customerName },
          ]}
        />
      </PrintSection>
      <PrintSection caption={label('lines')}>
        {s.lines.length === 0 ? (
          <p>{t('settlement.noLines')}</p>
        ) : (
          <PrintTable<SettlementLine>
            rows={s.lines}
            rowKey={(l) => String(l.seq)}
            columns={[
              { key: 'seq', title: col('seq'), align: 'center', width: '8%', render: (l) => l.seq },
              {
                key: 'kind',
                title: col('kind'),
                width: '16%',
                render: (l) => t(`settlement.kinds.${l.kind}`),
              },
              { key: 'description', title: col('description'), render: (l) => l.description },
              {
                key: 'amount',
                title: col('amount'),
                align: 'num',
                width: '20%',
                render: (l) => formatFen(signedOf(l)),
              },
            ]}
          />
        )}
      </PrintSection>
      <PrintSection caption={w('formula')}>
        <div className="print-keep">
          <PrintTable<{ key: string; op: string; name: string; amount: string }>
            rowKey={(r) => r.key}
            rows={[
              {
                key: 'c',
                op: '',
                name: label('contractAmount'),
                amount: formatFen(s.contractAmount),
              },
              { key: 'e', op: '+', name: label('extras'), amount: formatFen(s.extras) },
              { key: 'd', op: '−', name: label('discounts'), amount: formatFen(s.discounts) },
              { key: 'r', op: '=', name: label('receivable'), amount: formatFen(s.receivable) },
              { key: 'p', op: '−', name: label('received'), amount: formatFen(s.received) },
              {
                key: 'o',
                op: '−',
                name: `${label('depositOffset')}（${w('depositHeld', { amount: formatFen(s.deposit) })}）`,
                amount: formatFen(s.depositOffset),
              },
              {
                key: 'b',
                op: '=',
                name: balanceLabel,
                amount: `¥${formatFen(Math.abs(s.balance))}`,
              },
            ]}
            columns={[
              { key: 'op', title: '', align: 'center', width: '8%', render: (r) => r.op },
              { key: 'name', title: w('item'), render: (r) => r.name },
              {
                key: 'amount',
                title: w('amountYuan'),
                align: 'num',
                width: '28%',
                render: (r) => (r.key === 'b' ? <strong>{r.amount}</strong> : r.amount),
              },
            ]}
          />
          <PrintFields
            items={[
              {
                label: w('inWords', { what: balanceLabel }),
                value: <strong>{`${w('currency')} ${s.balanceInWords}`}</strong>,
              },
            ]}
          />
        </div>
      </PrintSection>
      <PrintSection caption={w('notes')}>
        <ol className="print-notes print-keep">
          <li>{w('note1')}</li>
          <li>{w(`note2.${side}`)}</li>
          <li>{w('note3')}</li>
          {s.finalPayment !== 0 && (
            <li>
              {w('labelled', {
                label: label('finalPayment'),
                value: `${formatFen(s.finalPayment)}（${s.settledDate ?? ''}）`,
              })}
            </li>
          )}
          {s.remark && <li>{s.remark}</li>}
        </ol>
      </PrintSection>
      <PrintSignatures parties={[w('venueStamp'), w('customerStamp')]} dateLine={w('dateLine')} />
    </PrintSheet>
  )
}

/** The print view of the sheet `guid` (`?print=<guid>`), read on its own. */
export const SettlementPrint = ({ guid, onClose }: { guid: string; onClose: () => void }) => {
  const detail = settlementApi.useDetail(guid)
  return detail.data ? <SettlementSheet s={detail.data} onClose={onClose} /> : null
}
