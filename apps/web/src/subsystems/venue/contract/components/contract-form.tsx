import { ThunderboltOutlined } from '@ant-design/icons'
import {
  ADDENDUM,
  CONTRACT_STATES,
  type ContractInstalmentSave,
  fieldErrorsSchema,
  taxOf,
} from '@app/contracts'
import { Button, Form, Select, Typography, type FormInstance } from 'antd'
import type { TFunction } from 'i18next'
import { useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { FormRowsField, type FormRowsFieldProps } from '#web/features/list-page/form-rows-field.tsx'
import { ApiError } from '#web/shared/lib/api-client.ts'
import { formatFen } from '#web/shared/utils/money.ts'
import {
  contractApi,
  useContractProjects,
  useContractTemplates,
  useFillContract,
} from '#web/subsystems/venue/contract/api/contracts.ts'
import { kindOptions } from '#web/features/instalments/instalment-kind.ts'

/** Two fields a line. */
export const Pairs = ({ children }: { children: ReactNode }) => (
  <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: 16 }}>{children}</div>
)

/** The total the server will compute: the amount before tax and its tax, rounded once. */
const totalOf = (amountExclTax: number | undefined, taxRate: number | undefined) => {
  if (!Number.isSafeInteger(amountExclTax ?? 0) || taxRate === undefined || taxRate === null)
    return amountExclTax ?? 0
  try {
    return taxOf([{ amountExclTax: amountExclTax ?? 0, taxRate }]).total
  } catch {
    return amountExclTax ?? 0
  }
}

/** The project picker: 预定 and 待签约 projects found by a part of their name; a draft keeps its own. */
export const ProjectSelect = ({
  fixed,
  ...props
}: {
  value?: string
  onChange?: (v: string) => void
  id?: string
  fixed?: { value: string; label: string }
}) => {
  const { t } = useTranslation()
  const [keyword, setKeyword] = useState('')
  const found = useContractProjects(keyword)
  const options = fixed
    ? [fixed]
    : (found.data ?? []).map((p) => ({
        value: p.guid,
        label: `${p.projectNumber} ${p.title}`,
      }))
  return (
    <Select
      {...props}
      disabled={fixed !== undefined}
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      loading={found.isFetching}
      placeholder={t('contract.projectHint')}
      options={options}
      allowClear
    />
  )
}

/** The contract templates (or the payment-plan templates) in force. */
export const TemplateSelect = ({
  plans = false,
  ...props
}: {
  value?: string | null
  onChange?: (v: string | null) => void
  id?: string
  plans?: boolean
}) => {
  const { t } = useTranslation()
  const templates = useContractTemplates()
  const rows = (plans ? templates.data?.plans : templates.data?.texts) ?? []
  return (
    <Select
      {...props}
      value={props.value ?? undefined}
      onChange={(v?: string) => props.onChange?.(v ?? null)}
      loading={templates.isFetching}
      placeholder={t('common.list.selectPrefix', {
        what: t(plans ? 'contract.planTemplateGuid' : 'contract.templateGuid'),
      })}
      options={rows.map((r) => ({ value: r.guid, label: r.name }))}
      showSearch={{ optionFilterProp: 'label' }}
      allowClear
    />
  )
}

/** The signed main contract an addendum amends, among its project's. */
export const ParentSelect = (props: {
  value?: string | null
  onChange?: (v: string | null) => void
  id?: string
}) => {
  const { t } = useTranslation()
  const projectGuid = Form.useWatch<string | undefined>('projectGuid') ?? ''
  const page = contractApi.usePage({ page: 1, pageSize: 50, projectGuid })
  const rows = projectGuid
    ? (page.data?.list ?? []).filter(
        (c) => c.type !== ADDENDUM && c.state >= CONTRACT_STATES.signed,
      )
    : []
  return (
    <Select
      {...props}
      value={props.value ?? undefined}
      onChange={(v?: string) => props.onChange?.(v ?? null)}
      placeholder={t('common.list.selectPrefix', { what: t('contract.parentGuid') })}
      options={rows.map((c) => ({ value: c.guid, label: `${c.contractNumber} ${c.title}` }))}
      allowClear
    />
  )
}

/**
 * 填充: the template filled from the project (title, text, amounts, instalments) into the
 * form; the server's field messages (a project gone, a template disabled) go on their fields.
 */
export const FillButton = ({ form }: { form: FormInstance }) => {
  const { t } = useTranslation()
  const fill = useFillContract()
  const run = async () => {
    const picked = (await form.validateFields(['projectGuid', 'templateGuid'])) as {
      projectGuid: string
      templateGuid: string
    }
    const planTemplateGuid = form.getFieldValue('planTemplateGuid') as string | null | undefined
    try {
      const filled = await fill.mutateAsync({
        projectGuid: picked.projectGuid,
        templateGuid: picked.templateGuid,
        ...(planTemplateGuid ? { planTemplateGuid } : {}),
      })
      form.setFieldsValue({
        type: filled.type,
        title: filled.title,
        content: filled.content,
        amountExclTax: filled.amountExclTax,
        taxRate: filled.taxRate,
        discount: filled.discount,
        deposit: filled.deposit,
        instalments: filled.instalments,
      })
      form.setFields([{ name: 'instalments', errors: [] }])
    } catch (error) {
      if (!(error instanceof ApiError)) throw error
      const parsed = fieldErrorsSchema.safeParse(error.data)
      if (parsed.success)
        form.setFields(
          Object.entries(parsed.data.fields).map(([name, message]) => ({
            name,
            errors: [message],
          })),
        )
    }
  }
  return (
    <Form.Item label=" " colon={false} extra={t('contract.fillHint')}>
      <Button
        icon={<ThunderboltOutlined aria-hidden />}
        loading={fill.isPending}
        onClick={() => void run().catch(() => undefined)}
      >
        {t('contract.fill')}
      </Button>
    </Form.Item>
  )
}

/** 合同总额 as the server will compute it, and 金额大写 once saved. */
export const TotalPreview = () => {
  const { t } = useTranslation()
  const amount = Form.useWatch<number | undefined>('amountExclTax')
  const rate = Form.useWatch<number | undefined>('taxRate')
  return (
    <Form.Item label={t('contract.total')} extra={t('contract.totalHint')}>
      <Typography.Text strong data-testid="total-preview">
        {formatFen(totalOf(amount, rate))}
      </Typography.Text>
    </Form.Item>
  )
}

const fenOf = (v: unknown) => (typeof v === 'number' ? v : 0)

/** 付款计划: a row per instalment, amounts typed in yuan; the server checks they add up. */
export const instalmentRows = (
  t: TFunction,
  total: number,
): FormRowsFieldProps<ContractInstalmentSave> => ({
  name: 'instalments',
  labels: 'contract',
  rowTestId: 'instalment',
  add: 'addInstalment',
  remove: 'removeInstalment',
  newRow: { kind: '进度款', ratio: 0, amount: 0, dueDate: null, offsetText: '' },
  max: 12,
  cells: [
    { name: 'kind', label: 'instalment.kind', width: 100, select: { options: kindOptions(t) } },
    {
      name: 'ratio',
      label: 'instalment.ratio',
      width: 110,
      number: { min: 0, max: 100, precision: 2, addonAfter: '%' },
    },
    {
      name: 'amount',
      label: 'instalment.amount',
      width: 150,
      // kept in fen, shown and typed in yuan
      number: {
        min: 0,
        precision: 0,
        formatter: (v) => (v === undefined || v === null ? '' : (Number(v) / 100).toFixed(2)),
        parser: (s) => Math.round(Number((s ?? '').replace(/[^\d.]/g, '')) * 100),
        addonAfter: t('contract.yuan'),
      },
    },
    {
      name: 'offsetText',
      label: 'instalment.offsetText',
      width: 150,
      input: { maxLength: 50 },
    },
  ],
  // the server's 400 on the list tells when the amounts do not add up
  check: () => undefined,
  summary: (rows) => {
    const sum = rows.reduce((s, r) => s + fenOf(r.amount), 0)
    return (
      <Typography.Text type={sum === total ? 'success' : 'danger'} data-testid="plan-sum">
        {t('contract.planSum', { sum: formatFen(sum), total: formatFen(total) })}
      </Typography.Text>
    )
  },
})

/** The instalments with the total the amounts must add up to. */
export const InstalmentsField = () => {
  const { t } = useTranslation()
  const amount = Form.useWatch<number | undefined>('amountExclTax')
  const rate = Form.useWatch<number | undefined>('taxRate')
  return <FormRowsField {...instalmentRows(t, totalOf(amount, rate))} />
}
