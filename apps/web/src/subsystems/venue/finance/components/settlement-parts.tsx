import {
  PERMISSIONS,
  SETTLEMENT_LINE_KINDS,
  SETTLEMENT_STATES,
  type SettlementLine,
  type SettlementLineKind,
} from '@app/contracts'
import { Descriptions, Table, Tag, Typography } from 'antd'
import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import { checkPermission } from '#web/features/permissions/has-permission.ts'
import { formatFen } from '#web/shared/utils/money.ts'
import { useSession } from '#web/stores/session.ts'

// What the settlement list, its form, its detail and its print view share: the state tag,
// the lines, the formula, the balance's words and what a user may do with a sheet now.

export const P = PERMISSIONS.settlement
/** The sheet's workflow kind: its history. */
export const SETTLEMENT_DOC_TYPE = 'settlement'

const STATE_COLOURS: Record<number, string> = {
  0: 'default',
  1: 'processing',
  2: 'cyan',
  3: 'success',
}

/** A sheet's state as its tag: 草稿 … 已结清. */
export const SettlementStateTag = ({ state }: { state: number }) => {
  const { t } = useTranslation()
  return <Tag color={STATE_COLOURS[state] ?? 'default'}>{t(`settlement.states.${state}`)}</Tag>
}

export type SettlementStep = 'edit' | 'remove' | 'submit' | 'return' | 'confirm' | 'settle'

const S = SETTLEMENT_STATES
/** The steps of each state (docs/product/domain.md "Finance"), with their permissions. */
const STEPS: Record<number, readonly [SettlementStep, string][]> = {
  [S.draft]: [
    ['edit', P.edit],
    ['remove', P.edit],
    ['submit', P.edit],
  ],
  [S.pending]: [
    ['confirm', P.confirm],
    ['return', P.edit],
  ],
  [S.confirmed]: [['settle', P.confirm]],
}

/** What the user may do with a sheet now (its state and their permissions). */
export const useSettlementSteps = () => {
  const held = useSession((s) => s.permissions)
  return (p: { state: number }): SettlementStep[] =>
    (STEPS[p.state] ?? []).filter(([, perm]) => checkPermission(held, [perm])).map(([s]) => s)
}

/** The history's words for a sheet: its states and actions by name. */
export const useSettlementHistoryLabel = () => {
  const { t } = useTranslation()
  return (s: string) =>
    s in S
      ? t(`settlement.states.${S[s as keyof typeof S]}`)
      : t(`settlement.action.${s}`, { defaultValue: s })
}

/** A line's kind in the reader's words (加班, 水电, 超面积, 损坏赔偿, 其他, 优惠). */
export const kindOptions = (t: TFunction) =>
  SETTLEMENT_LINE_KINDS.map((k) => ({ value: k, label: t(`settlement.kinds.${k}`) }))

/** 应补 ¥x, 应退 ¥x, or 已平 (even). */
export const balanceWord = (t: TFunction, balance: number) =>
  balance > 0
    ? t('settlement.toPay', { amount: formatFen(balance) })
    : balance < 0
      ? t('settlement.toRefund', { amount: formatFen(-balance) })
      : t('settlement.even')

/** A line's signed amount: a discount subtracts. */
export const signedOf = (l: { kind: SettlementLineKind; amount: number }) =>
  l.kind === 'discount' ? -l.amount : l.amount

/** The lines as a table: kind, what for, amount (a discount negative). */
export const SettlementLinesTable = ({
  lines,
  label,
}: {
  lines: readonly SettlementLine[]
  label: string
}) => {
  const { t } = useTranslation()
  const col = (key: string) => t(`settlement.line.${key}`)
  return (
    <Table<SettlementLine>
      size="small"
      rowKey="seq"
      pagination={false}
      dataSource={[...lines]}
      aria-label={label}
      data-testid="settlement-lines"
      locale={{ emptyText: t('settlement.noLines') }}
      columns={[
        { key: 'seq', dataIndex: 'seq', title: col('seq'), width: 56 },
        {
          key: 'kind',
          title: col('kind'),
          width: 110,
          render: (_, l) => t(`settlement.kinds.${l.kind}`),
        },
        { key: 'description', dataIndex: 'description', title: col('description') },
        {
          key: 'amount',
          title: col('amount'),
          width: 140,
          align: 'right',
          render: (_, l) => formatFen(signedOf(l)),
        },
      ]}
    />
  )
}

/** The figures a sheet's formula gives, fen. */
export interface FiguresView {
  contractAmount: number
  extras: number
  discounts: number
  receivable: number
  received: number
  deposit: number
  depositOffset: number
  balance: number
}

/**
 * The formula, line by line: contract + extras − discounts = receivable; − received − deposit
 * offset = the balance (应补 / 应退).
 */
export const SettlementFigures = ({ f, column = 3 }: { f: FiguresView; column?: number }) => {
  const { t } = useTranslation()
  const label = (key: string) => t(`settlement.${key}`)
  return (
    <Descriptions bordered size="small" column={column} data-testid="settlement-figures">
      <Descriptions.Item label={label('contractAmount')}>
        {formatFen(f.contractAmount)}
      </Descriptions.Item>
      <Descriptions.Item label={`+ ${label('extras')}`}>{formatFen(f.extras)}</Descriptions.Item>
      <Descriptions.Item label={`− ${label('discounts')}`}>
        {formatFen(f.discounts)}
      </Descriptions.Item>
      <Descriptions.Item label={`= ${label('receivable')}`}>
        {formatFen(f.receivable)}
      </Descriptions.Item>
      <Descriptions.Item label={`− ${label('received')}`}>
        {formatFen(f.received)}
      </Descriptions.Item>
      <Descriptions.Item label={`− ${label('depositOffset')}`}>
        {`${formatFen(f.depositOffset)} / ${formatFen(f.deposit)}`}
      </Descriptions.Item>
      <Descriptions.Item label={`= ${label('balance')}`} span={column}>
        <Typography.Text strong data-testid="settlement-balance">
          {balanceWord(t, f.balance)}
        </Typography.Text>
      </Descriptions.Item>
    </Descriptions>
  )
}
