import {
  MANUAL_REFUND_SOURCES,
  PERMISSIONS,
  REFUND_SOURCES,
  REFUND_STATES,
  REFUND_STATE_VALUES,
} from '@app/contracts'
import { Select, Tag } from 'antd'
import type { TFunction } from 'i18next'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { checkPermission } from '#web/features/permissions/has-permission.ts'
import { useSession } from '#web/stores/session.ts'
import { useRefundProjects } from '#web/subsystems/venue/finance/api/refunds.ts'

// What the refund list, its form and its detail share: the state tag, the sources' words,
// the project picker and what a user may do with a refund now.

export const P = PERMISSIONS.refund
/** The refund's workflow kind: its approval chain, history and documents. */
export const REFUND_DOC_TYPE = 'refund'

const STATE_COLOURS: Record<number, string> = {
  0: 'default',
  1: 'warning',
  2: 'processing',
  3: 'cyan',
  4: 'success',
  5: 'error',
}

/** A refund's state as its tag: 待提交 … 已驳回. */
export const RefundStateTag = ({ state }: { state: number }) => {
  const { t } = useTranslation()
  return <Tag color={STATE_COLOURS[state] ?? 'default'}>{t(`refund.states.${state}`)}</Tag>
}

export const sourceWord = (t: TFunction, s: string) => t(`refund.sources.${s}`)
/** Every source (the search), or those entered by hand (新增). */
export const sourceOptions = (t: TFunction, manual = false) =>
  (manual ? MANUAL_REFUND_SOURCES : REFUND_SOURCES).map((v) => ({
    value: v,
    label: sourceWord(t, v),
  }))
export const stateOptions = (t: TFunction) =>
  REFUND_STATE_VALUES.map((s) => ({ value: s, label: t(`refund.states.${s}`) }))

/** The project a refund names (optional), found by a part of its name or number. */
export const RefundProjectSelect = ({
  fixed,
  ...props
}: {
  value?: string | null
  onChange?: (v: string | null) => void
  id?: string
  fixed?: { value: string; label: string } | undefined
}) => {
  const { t } = useTranslation()
  const [keyword, setKeyword] = useState('')
  const found = useRefundProjects(keyword)
  const options = fixed
    ? [fixed]
    : (found.data ?? []).map((p) => ({ value: p.guid, label: `${p.projectNumber} ${p.title}` }))
  return (
    <Select
      {...props}
      value={props.value ?? undefined}
      onChange={(v?: string) => props.onChange?.(v ?? null)}
      disabled={fixed !== undefined}
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      loading={found.isFetching}
      placeholder={t('refund.projectHint')}
      options={options}
      allowClear
    />
  )
}

export type RefundStep = 'edit' | 'remove' | 'submit' | 'pay'

const S = REFUND_STATES
/** The steps of each state (docs/product/domain.md "退款审核"), with their permissions. */
const STEPS: Record<number, readonly [RefundStep, string][]> = {
  [S.draft]: [
    ['edit', P.edit],
    ['remove', P.edit],
    ['submit', P.edit],
  ],
  [S.pending]: [
    ['edit', P.edit],
    ['submit', P.edit],
  ],
  [S.rejected]: [
    ['edit', P.edit],
    ['submit', P.edit],
  ],
  [S.approved]: [['pay', P.pay]],
}

/** What the user may do with a refund now (its state, source and their permissions). */
export const useRefundSteps = () => {
  const held = useSession((s) => s.permissions)
  return (r: { state: number; sourceType: string }): RefundStep[] =>
    (STEPS[r.state] ?? [])
      .filter(([s]) => s !== 'remove' || r.sourceType !== 'project_cancel')
      .filter(([, perm]) => checkPermission(held, [perm]))
      .map(([s]) => s)
}

/** The history's words for a refund: its states by name, approval steps and its own actions. */
export const useRefundHistoryLabel = () => {
  const { t } = useTranslation()
  return (s: string) =>
    s in S
      ? t(`refund.states.${S[s as keyof typeof S]}`)
      : s.startsWith('approval.')
        ? t(`refund.action.${s.slice('approval.'.length)}`)
        : t(`refund.action.${s}`, { defaultValue: s })
}
