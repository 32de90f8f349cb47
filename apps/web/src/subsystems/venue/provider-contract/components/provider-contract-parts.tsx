import {
  PERMISSIONS,
  PROVIDER_CONTRACT_STATES,
  PROVIDER_WORD_KEYS,
  type ProviderContract,
  type ProviderContractAction,
} from '@app/contracts'
import { InputNumber, Tag } from 'antd'
import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import { checkPermission } from '#web/features/permissions/has-permission.ts'
import { useSession } from '#web/stores/session.ts'
import { formatFen } from '#web/shared/utils/money.ts'

// What the provider contract list, its form and its detail page share: the state tags, the
// stored (Chinese) words in the reader's language, money typed in yuan, and what a user may
// do with a contract now.

export const P = PERMISSIONS.providerContract
export const S = PERMISSIONS.providerSettlement
/** The history's record kind (the server's PROVIDER_CONTRACT_DOC_TYPE). */
export const PROVIDER_CONTRACT_DOC_TYPE = 'provider_contract'
export const DETAIL_PATH = '/contractManagement/serviceProviderContractDetail'

const STATE_COLOURS: Record<number, string> = {
  0: 'default',
  1: 'processing',
  2: 'warning',
  3: 'error',
}

/** A contract's state as its tag: 草稿 … 已终止. */
export const ProviderStateTag = ({ state }: { state: number }) => {
  const { t } = useTranslation()
  return (
    <Tag color={STATE_COLOURS[state] ?? 'default'}>{t(`providerContract.states.${state}`)}</Tag>
  )
}

/** A settlement's state as its tag: 待结算 / 已结算. */
export const SettlementStateTag = ({ state }: { state: number }) => {
  const { t } = useTranslation()
  return (
    <Tag color={state === 1 ? 'success' : 'warning'}>
      {t(`providerContract.settlementStates.${state}`)}
    </Tag>
  )
}

/** A stored word (kind, direction, cycle, billing) in the reader's words. */
export const wordOf = (t: TFunction, stored: string) =>
  PROVIDER_WORD_KEYS[stored] ? t(`providerContract.${PROVIDER_WORD_KEYS[stored]}`) : stored
/** The options of a select over stored words. */
export const optionsOf = (t: TFunction, values: readonly string[]) =>
  values.map((value) => ({ value, label: wordOf(t, value) }))

/** 金额 / 分成: the agreed amount, or the share of the revenue. */
export const amountOrShare = (
  t: TFunction,
  c: Pick<ProviderContract, 'billing' | 'amount' | 'shareRatio'>,
) =>
  c.billing === 'share'
    ? t('providerContract.shareText', { ratio: c.shareRatio })
    : `¥${formatFen(c.amount)}`

/** Money kept in fen in the form and the body, typed and shown in yuan. */
export const FEN_AS_YUAN = {
  getValueProps: (fen: number | null | undefined) => ({
    value: fen === null || fen === undefined ? fen : fen / 100,
  }),
  normalize: (yuan: number | null) => (yuan === null ? 0 : Math.round(yuan * 100)),
}
export const Yuan = (props: object) => (
  <InputNumber<number>
    {...props}
    min={0}
    max={99_999_999.99}
    precision={2}
    style={{ width: '100%' }}
  />
)

export type ProviderStep = 'edit' | 'remove' | ProviderContractAction

const ST = PROVIDER_CONTRACT_STATES
/** The steps of each state (the server's PROVIDER_CONTRACT_MACHINE), with their permissions. */
const STEPS: Record<number, readonly [ProviderStep, string][]> = {
  [ST.draft]: [
    ['edit', P.edit],
    ['remove', P.remove],
    ['approve', P.audit],
  ],
  [ST.performing]: [
    ['expire', P.audit],
    ['terminate', P.audit],
  ],
}

/** What the user may do with a contract now (its state and their permissions). */
export const useProviderSteps = () => {
  const held = useSession((s) => s.permissions)
  return (c: { state: number }): ProviderStep[] =>
    (STEPS[c.state] ?? []).filter(([, perm]) => checkPermission(held, [perm])).map(([s]) => s)
}

const SETTLEMENT_NAMES: Record<string, number> = { pending: 0, settled: 1 }
/** The history's words: the contract's states, its settlements' states and its actions. */
export const useProviderHistoryLabel = () => {
  const { t } = useTranslation()
  return (s: string) =>
    s in ST
      ? t(`providerContract.states.${ST[s as keyof typeof ST]}`)
      : s in SETTLEMENT_NAMES
        ? t(`providerContract.settlementStates.${SETTLEMENT_NAMES[s]}`)
        : t(`providerContract.action.${s}`, { defaultValue: s })
}
