import { PERMISSIONS, PROFORMA_STATES, type ProformaLine } from '@app/contracts'
import { Table, Tag } from 'antd'
import { useTranslation } from 'react-i18next'
import { checkPermission } from '#web/features/permissions/has-permission.ts'
import { formatFen } from '#web/shared/utils/money.ts'
import { useSession } from '#web/stores/session.ts'

// What the proforma list, its form, its detail and its print view share: the state tag, the
// lines table, and what a user may do with a proforma now.

export const P = PERMISSIONS.proformaInvoice
/** The proforma's workflow kind: its history. */
export const PROFORMA_DOC_TYPE = 'proforma_invoice'

const STATE_COLOURS: Record<number, string> = {
  0: 'default',
  1: 'processing',
  2: 'cyan',
  3: 'success',
  4: 'error',
}

/** A proforma's state as its tag: 草稿 … 已作废. */
export const ProformaStateTag = ({ state }: { state: number }) => {
  const { t } = useTranslation()
  return <Tag color={STATE_COLOURS[state] ?? 'default'}>{t(`proformaInvoice.states.${state}`)}</Tag>
}

export type ProformaStep = 'edit' | 'remove' | 'issue' | 'confirm' | 'convert' | 'void'

const S = PROFORMA_STATES
/** The steps of each state (docs/product/domain.md "Finance"), with their permissions. */
const STEPS: Record<number, readonly [ProformaStep, string][]> = {
  [S.draft]: [
    ['edit', P.edit],
    ['remove', P.remove],
    ['issue', P.issue],
    ['void', P.void],
  ],
  [S.issued]: [
    ['confirm', P.issue],
    ['void', P.void],
  ],
  [S.confirmed]: [
    ['convert', P.issue],
    ['void', P.void],
  ],
}

/** What the user may do with a proforma now (its state and their permissions). */
export const useProformaSteps = () => {
  const held = useSession((s) => s.permissions)
  return (p: { state: number }): ProformaStep[] =>
    (STEPS[p.state] ?? []).filter(([, perm]) => checkPermission(held, [perm])).map(([s]) => s)
}

/** The history's words for a proforma: its states and actions by name. */
export const useProformaHistoryLabel = () => {
  const { t } = useTranslation()
  return (s: string) =>
    s in S
      ? t(`proformaInvoice.states.${S[s as keyof typeof S]}`)
      : t(`proformaInvoice.action.${s}`, { defaultValue: s })
}

/** A line's dates: one day, or from–to. */
export const datesOf = (l: ProformaLine) =>
  l.fromDate === l.toDate ? l.fromDate : `${l.fromDate} ~ ${l.toDate}`

/** A line's quantity and unit: 3,200 ㎡ (元/㎡/天), or 1. */
export const quantityOf = (l: ProformaLine) =>
  l.unit === '元/㎡/天' ? `${l.quantity.toLocaleString('en-US')} ㎡` : String(l.quantity)

/** The lines as a table (site × days × unit price), the discount as its own line. */
export const ProformaLinesTable = ({
  lines,
  label,
}: {
  lines: readonly ProformaLine[]
  label: string
}) => {
  const { t } = useTranslation()
  const col = (key: string) => t(`proformaInvoice.line.${key}`)
  const discount = (l: ProformaLine) => l.kind === 'discount'
  return (
    <Table<ProformaLine>
      size="small"
      rowKey="seq"
      pagination={false}
      dataSource={[...lines]}
      aria-label={label}
      data-testid="proforma-lines"
      scroll={{ x: 820 }}
      columns={[
        { key: 'seq', dataIndex: 'seq', title: col('seq'), width: 56 },
        {
          key: 'siteName',
          title: col('siteName'),
          render: (_, l) => (discount(l) ? col('discount') : l.siteName),
        },
        { key: 'periodType', dataIndex: 'periodType', title: col('periodType'), width: 70 },
        {
          key: 'dates',
          title: col('dates'),
          width: 200,
          render: (_, l) => (discount(l) ? '—' : datesOf(l)),
        },
        {
          key: 'days',
          title: col('days'),
          width: 64,
          align: 'right',
          render: (_, l) => (discount(l) ? '—' : l.days),
        },
        {
          key: 'quantity',
          title: col('quantity'),
          width: 100,
          align: 'right',
          render: (_, l) => (discount(l) ? '—' : quantityOf(l)),
        },
        {
          key: 'unitPrice',
          title: col('unitPrice'),
          width: 120,
          align: 'right',
          render: (_, l) => (discount(l) ? '—' : `${formatFen(l.unitPrice)}${l.unit.slice(1)}`),
        },
        {
          key: 'amount',
          dataIndex: 'amount',
          title: col('amount'),
          width: 130,
          align: 'right',
          render: (a: number) => formatFen(a),
        },
        {
          key: 'taxRate',
          dataIndex: 'taxRate',
          title: col('taxRate'),
          width: 70,
          align: 'right',
          render: (r: number) => `${r}%`,
        },
      ]}
    />
  )
}
