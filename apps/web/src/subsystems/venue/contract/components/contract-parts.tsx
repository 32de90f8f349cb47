import { CONTRACT_STATES, CONTRACT_TYPES, PERMISSIONS, type ContractType } from '@app/contracts'
import { InputNumber, Tag } from 'antd'
import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import { checkPermission } from '#web/features/permissions/has-permission.ts'
import { useSession } from '#web/stores/session.ts'

// What the contract list, its form and its detail share: the state tag, the words of the
// stored (Chinese) types, money typed in yuan, and what a user may do with a contract now.

export const P = PERMISSIONS.contract
/** The contract's workflow kind: its approval chain, history and documents. */
export const CONTRACT_DOC_TYPE = 'contract'

const STATE_COLOURS: Record<number, string> = {
  0: 'default',
  1: 'processing',
  2: 'warning',
  3: 'success',
  4: 'cyan',
  5: 'blue',
  6: 'error',
}

/** A contract's state as its tag: 草稿 … 已终止. */
export const ContractStateTag = ({ state }: { state: number }) => {
  const { t } = useTranslation()
  return <Tag color={STATE_COLOURS[state] ?? 'default'}>{t(`contract.states.${state}`)}</Tag>
}

const TYPE_KEYS: Record<ContractType, string> = {
  场地租赁合同: 'lease',
  会议服务合同: 'service',
  补充协议: 'addendum',
  框架协议: 'framework',
}
/** A stored contract type in the reader's words. */
export const typeWord = (t: TFunction, type: string) =>
  type in TYPE_KEYS ? t(`contract.types.${TYPE_KEYS[type as ContractType]}`) : type
export const typeOptions = (t: TFunction) =>
  CONTRACT_TYPES.map((v) => ({ value: v, label: typeWord(t, v) }))

export const Yuan = (props: object) => (
  <InputNumber<number>
    {...props}
    min={0}
    max={99_999_999.99}
    precision={2}
    style={{ width: '100%' }}
  />
)

export type ContractStep =
  'edit' | 'remove' | 'submit' | 'sign' | 'perform' | 'complete' | 'terminate'

const S = CONTRACT_STATES
/** The steps of each state (docs/product/domain.md "Contract"), with their permissions. */
const STEPS: Record<number, readonly [ContractStep, string][]> = {
  [S.draft]: [
    ['edit', P.edit],
    ['remove', P.remove],
    ['submit', P.submit],
  ],
  [S.approved]: [['sign', P.sign]],
  [S.signed]: [
    ['perform', P.sign],
    ['terminate', P.sign],
  ],
  [S.performing]: [
    ['complete', P.sign],
    ['terminate', P.sign],
  ],
}

/** What the user may do with a contract now (its state and their permissions). */
export const useContractSteps = () => {
  const held = useSession((s) => s.permissions)
  return (c: { state: number }): ContractStep[] =>
    (STEPS[c.state] ?? []).filter(([, perm]) => checkPermission(held, [perm])).map(([s]) => s)
}

/** The history's words for a contract: its states by name, approval steps and its own actions. */
export const useContractHistoryLabel = () => {
  const { t } = useTranslation()
  return (s: string) =>
    s in S
      ? t(`contract.states.${S[s as keyof typeof S]}`)
      : s.startsWith('approval.')
        ? t(`contract.action.${s.slice('approval.'.length)}`)
        : t(`contract.action.${s}`, { defaultValue: s })
}
