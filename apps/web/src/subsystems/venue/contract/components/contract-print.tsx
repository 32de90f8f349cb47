import { CONTRACT_STATES, type Contract, type ContractInstalment } from '@app/contracts'
import { useTranslation } from 'react-i18next'
import { kindWord } from '#web/features/instalments/instalment-kind.ts'
import {
  PrintFields,
  PrintParty,
  PrintSection,
  PrintSheet,
  PrintSignatures,
  PrintTable,
} from '#web/shared/ui/print-sheet.tsx'
import { sanitizeRichText } from '#web/shared/ui/rich-text-editor/sanitize-html.ts'
import { formatFen } from '#web/shared/utils/money.ts'
import { formatDateTime } from '#web/shared/utils/timestamp.ts'
import { contractApi } from '#web/subsystems/venue/contract/api/contracts.ts'
import { typeWord } from '#web/subsystems/venue/contract/components/contract-parts.tsx'

/** The contract as it is signed: A4, the venue's band, both parties, its text, money and plan. */
const ContractSheet = ({ c, onClose }: { c: Contract; onClose: () => void }) => {
  const { t } = useTranslation()
  const w = (key: string, params?: Record<string, unknown>) => t(`contract.print.${key}`, params)
  const label = (key: string) => t(`contract.${key}`)
  // a copy that is no contract yet says so across the page
  const stamp =
    c.state === CONTRACT_STATES.draft
      ? w('draft')
      : c.state < CONTRACT_STATES.signed
        ? w('sample')
        : c.state === CONTRACT_STATES.terminated
          ? t('contract.states.6')
          : undefined
  return (
    <PrintSheet
      issuer={{ name: c.venueParty.name, lines: [c.venueParty.addressPhone] }}
      title={c.title}
      subtitle={typeWord(t, c.type)}
      meta={[
        { label: label('contractNumber'), value: c.contractNumber },
        {
          label: label('signedAt'),
          value: c.signedAt ? formatDateTime(c.signedAt).slice(0, 10) : '—',
        },
      ]}
      stamp={stamp}
      documentTitle={`${c.contractNumber} ${c.title}`}
      onClose={onClose}
    >
      <PrintSection>
        <div className="print-columns">
          <PrintParty caption={w('partyA')} party={c.venueParty} />
          <PrintParty caption={w('partyB')} party={c.customerParty} />
        </div>
      </PrintSection>
      <PrintSection>
        <PrintFields
          columns={2}
          items={[
            { label: w('project'), value: `${c.projectNumber} ${c.projectTitle}` },
            { label: label('parentNumber'), value: c.parentNumber ?? '—' },
          ]}
        />
      </PrintSection>
      <PrintSection caption={label('content')}>
        <div
          className="print-rich-text"
          // sanitised again here: the stored text is the server's sanitised HTML
          dangerouslySetInnerHTML={{ __html: sanitizeRichText(c.content) }}
        />
      </PrintSection>
      <PrintSection caption={w('amounts')}>
        <div className="print-keep">
          <PrintFields
            columns={3}
            items={[
              { label: label('amountExclTax'), value: formatFen(c.amountExclTax) },
              { label: label('taxRate'), value: `${c.taxRate}%` },
              { label: label('tax'), value: formatFen(c.tax) },
              { label: label('discount'), value: formatFen(c.discount) },
              { label: label('deposit'), value: formatFen(c.deposit) },
              { label: label('total'), value: <strong>{`¥${formatFen(c.total)}`}</strong> },
              {
                label: label('totalInWords'),
                value: <strong>{`${w('currency')} ${c.totalInWords}`}</strong>,
                span: 3,
              },
            ]}
          />
        </div>
      </PrintSection>
      <PrintSection caption={label('instalments')}>
        <PrintTable<ContractInstalment>
          rows={c.instalments}
          rowKey={(i) => String(i.seq)}
          columns={[
            {
              key: 'seq',
              title: label('instalment.seq'),
              align: 'center',
              width: '8%',
              render: (i) => i.seq,
            },
            {
              key: 'kind',
              title: label('instalment.kind'),
              width: '14%',
              render: (i) => kindWord(t, i.kind),
            },
            {
              key: 'offset',
              title: label('instalment.offsetText'),
              width: '22%',
              render: (i) => i.offsetText || '—',
            },
            {
              key: 'due',
              title: label('instalment.dueDate'),
              width: '16%',
              render: (i) => i.dueDate ?? '—',
            },
            {
              key: 'ratio',
              title: label('instalment.ratio'),
              align: 'num',
              width: '14%',
              render: (i) => `${i.ratio}%`,
            },
            {
              key: 'amount',
              title: label('instalment.amount'),
              align: 'num',
              width: '26%',
              render: (i) => formatFen(i.amount),
            },
          ]}
        />
      </PrintSection>
      <PrintSignatures parties={[w('stampA'), w('stampB')]} dateLine={w('dateLine')} />
    </PrintSheet>
  )
}

/** The print view of the contract `guid` (`?print=<guid>`), read on its own. */
export const ContractPrint = ({ guid, onClose }: { guid: string; onClose: () => void }) => {
  const detail = contractApi.useDetail(guid)
  return detail.data ? <ContractSheet c={detail.data} onClose={onClose} /> : null
}
