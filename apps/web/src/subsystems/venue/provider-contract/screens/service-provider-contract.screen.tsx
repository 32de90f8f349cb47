import {
  PROVIDER_BILLINGS,
  PROVIDER_CONTRACT_STATE_VALUES,
  PROVIDER_DIRECTIONS,
  PROVIDER_KINDS,
  SETTLEMENT_CYCLES,
  type ProviderContract,
} from '@app/contracts'
import { Form, InputNumber } from 'antd'
import { useMemo, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { ResourceScreen, useResourceScreen } from '#web/features/list-page/resource-screen.tsx'
import { providerContractApi } from '#web/subsystems/venue/provider-contract/api/provider-contracts.ts'
import {
  DETAIL_PATH,
  FEN_AS_YUAN,
  P,
  ProviderStateTag,
  Yuan,
  amountOrShare,
  optionsOf,
  useProviderSteps,
  wordOf,
} from '#web/subsystems/venue/provider-contract/components/provider-contract-parts.tsx'

/** Two fields a line. */
const Pairs = ({ children }: { children: ReactNode }) => (
  <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: 16 }}>{children}</div>
)

/** 合同金额 for a fixed contract, 分成比例 for a share: only the one its billing uses. */
const ByBilling = ({ fixed, share }: { fixed: ReactNode; share: ReactNode }) => {
  const billing = Form.useWatch<string | undefined>('billing')
  return billing === 'share' ? share : fixed
}

/**
 * /contractManagement/serviceProviderContract (服务商合同): the venue's contracts with its
 * service providers, 收入类 (a concession, often a share of its revenue) or 支出类
 * (outsourcing). A number opens its detail page with the settlements and evaluations.
 */
export const Component = () => {
  const { t } = useTranslation()
  const r = useResourceScreen(providerContractApi, {
    nameOf: (row) => row.contractNumber,
    defaults: { direction: '支出类', billing: 'fixed', settlementCycle: '月结' },
  })
  const stepsOf = useProviderSteps()
  const kinds = useMemo(() => optionsOf(t, PROVIDER_KINDS), [t])
  const directions = useMemo(() => optionsOf(t, PROVIDER_DIRECTIONS), [t])
  const billings = useMemo(() => optionsOf(t, PROVIDER_BILLINGS), [t])
  const cycles = useMemo(() => optionsOf(t, SETTLEMENT_CYCLES), [t])
  const states = useMemo(
    () =>
      PROVIDER_CONTRACT_STATE_VALUES.map((s) => ({
        value: s,
        label: t(`providerContract.states.${s}`),
      })),
    [t],
  )
  return (
    <ResourceScreen<ProviderContract>
      screen={r}
      selectable={false}
      scrollX={1560}
      dialogLabelWidth={110}
      columns={[
        r.col.render(
          'contractNumber',
          (n: string, row) => <Link to={`${DETAIL_PATH}?guid=${row.guid}`}>{n}</Link>,
          { width: 130 },
        ),
        r.col.render('state', (s: number) => <ProviderStateTag state={s} />, { width: 100 }),
        r.col.ellipsis('providerName', { width: 220 }),
        r.col.render('providerKind', (v: string) => wordOf(t, v), { width: 110 }),
        r.col.render('direction', (v: string) => wordOf(t, v), { width: 90 }),
        {
          ...r.col.render('amount', (_: number, row) => amountOrShare(t, row), { width: 150 }),
          title: t('providerContract.amountOrShare'),
        },
        r.col.money('performanceBond', { width: 130 }),
        {
          ...r.col.render(
            'startDate',
            (_: string, row) =>
              t('providerContract.termText', { start: row.startDate, end: row.endDate }),
            { width: 210 },
          ),
          title: t('providerContract.term'),
        },
        r.col.render('settlementCycle', (v: string) => wordOf(t, v), { width: 110 }),
        r.col.money('settledTotal', { width: 130 }),
        r.col.actions(undefined, {
          editable: (row) => stepsOf(row).includes('edit'),
          removable: (row) => stepsOf(row).includes('remove'),
          removePerm: P.remove,
        }),
      ]}
      search={[
        r.search.text('keyword', { placeholder: t('providerContract.keywordHint'), width: 220 }),
        r.search.select('providerKind', kinds, 140),
        r.search.select('direction', directions, 120),
        r.search.select('state', states, 120),
      ]}
      form={[
        r.field.text('providerName'),
        <Pairs key="kind">
          {r.field.select('providerKind', kinds)}
          {r.field.select('settlementCycle', cycles)}
        </Pairs>,
        <Pairs key="billing">
          {r.field.select('direction', directions)}
          {r.field.select('billing', billings, {
            dependencies: ['direction'],
            rules: [
              ({ getFieldValue }) => ({
                // docs: a share is a concession's (收入类) only; the server says the same
                validator: async (_, billing: string | undefined) => {
                  if (billing === 'share' && getFieldValue('direction') !== '收入类')
                    throw new Error(t('providerContract.shareOnlyIncome'))
                },
              }),
            ],
          })}
        </Pairs>,
        <Pairs key="term">
          {r.field.date('startDate')}
          {r.field.date('endDate', r.notBefore('startDate', 'validation.dateRange'))}
        </Pairs>,
        <Pairs key="money">
          <ByBilling
            fixed={r.field.item('amount', <Yuan />, { ...FEN_AS_YUAN, required: true })}
            share={r.field.item(
              'shareRatio',
              <InputNumber<number> min={0.01} max={100} precision={2} style={{ width: '100%' }} />,
              { required: true },
            )}
          />
          {r.field.item('performanceBond', <Yuan />, FEN_AS_YUAN)}
        </Pairs>,
        <Pairs key="contact">
          {r.field.text('contactName')}
          {r.field.text('contactPhone')}
        </Pairs>,
        r.field.textarea('remark', 2),
      ]}
    />
  )
}
