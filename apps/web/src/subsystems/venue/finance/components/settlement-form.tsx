import { DeleteOutlined, PlusOutlined } from '@ant-design/icons'
import { type SettlementLineKind, type SettlementLineSave, settlementFigures } from '@app/contracts'
import {
  Alert,
  Button,
  Form,
  Input,
  InputNumber,
  type InputNumberProps,
  Select,
  Skeleton,
  Space,
} from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  useSettlementBasis,
  useSettlementProjects,
} from '#web/subsystems/venue/finance/api/settlements.ts'
import {
  SettlementFigures,
  kindOptions,
} from '#web/subsystems/venue/finance/components/settlement-parts.tsx'

/** A money field kept in fen in the form and the body, typed in yuan; empty stays null. */
export const FEN_OR_NULL = {
  getValueProps: (fen: number | null | undefined) => ({
    value: fen === null || fen === undefined ? fen : fen / 100,
  }),
  normalize: (yuan: number | null) => (yuan === null ? null : Math.round(yuan * 100)),
}

/** Yuan, 2 decimals. */
const Yuan = (props: InputNumberProps<number>) => (
  <InputNumber<number> {...props} min={0} max={999_999_999.99} precision={2} />
)

/** The project picker: 进行中 or 已完成 projects with signed contracts; a draft keeps its own. */
export const SettlementProjectSelect = ({
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
  const found = useSettlementProjects(keyword)
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
      placeholder={t('settlement.projectHint')}
      options={options}
      allowClear
    />
  )
}

/**
 * 增项与优惠: a row per line (its kind, what for, the amount in yuan), 删除 on each, 添加
 * under them; none is fine.
 */
export const SettlementLinesField = () => {
  const { t } = useTranslation()
  const label = (key: string) => t(`settlement.line.${key}`)
  const options = kindOptions(t)
  return (
    <Form.Item label={t('settlement.lines')}>
      <Form.List name="lines">
        {(fields, { add, remove }) => (
          <>
            {fields.map(({ key, name }) => (
              <Space key={key} align="start" size={8} data-testid="settlement-line">
                <Form.Item
                  name={[name, 'kind']}
                  rules={[{ required: true, message: t('settlement.kindRequired') }]}
                >
                  <Select aria-label={label('kind')} options={options} style={{ width: 120 }} />
                </Form.Item>
                <Form.Item
                  name={[name, 'description']}
                  rules={[
                    { required: true, whitespace: true, message: t('settlement.descRequired') },
                  ]}
                >
                  <Input
                    aria-label={label('description')}
                    placeholder={label('description')}
                    maxLength={100}
                    style={{ width: 260 }}
                  />
                </Form.Item>
                <Form.Item
                  name={[name, 'amount']}
                  {...FEN_OR_NULL}
                  rules={[
                    {
                      validator: async (_, v: number | null | undefined) => {
                        if (!v || v <= 0) throw new Error(t('settlement.amountRequired'))
                      },
                    },
                  ]}
                >
                  <Yuan
                    aria-label={label('amountYuan')}
                    placeholder={label('amountYuan')}
                    style={{ width: 150 }}
                  />
                </Form.Item>
                <Button
                  type="text"
                  danger
                  icon={<DeleteOutlined aria-hidden />}
                  aria-label={t('settlement.removeLine')}
                  onClick={() => remove(name)}
                />
              </Space>
            ))}
            <Button
              type="dashed"
              icon={<PlusOutlined aria-hidden />}
              disabled={fields.length >= 50}
              onClick={() => add({ kind: 'overtime', description: '', amount: null })}
            >
              {t('settlement.addLine')}
            </Button>
          </>
        )}
      </Form.List>
    </Form.Item>
  )
}

/** 押金抵扣: empty takes the default (the deposit against what is still owed). */
export const DepositOffsetField = () => {
  const { t } = useTranslation()
  return (
    <Form.Item
      name="depositOffset"
      label={t('settlement.depositOffset')}
      extra={t('settlement.offsetHint')}
      {...FEN_OR_NULL}
    >
      <Yuan style={{ width: 200 }} placeholder={t('settlement.offsetDefault')} />
    </Form.Item>
  )
}

const isKind = (k: unknown): k is SettlementLineKind => typeof k === 'string'

/**
 * The figures the server will store, as the picked project's contracts, claims and deposit
 * give them with the lines typed so far (the same formula, settlementFigures); a save
 * computes them again.
 */
export const SettlementFiguresField = () => {
  const { t } = useTranslation()
  const projectGuid = Form.useWatch<string | undefined>('projectGuid')
  const lines = Form.useWatch<Partial<SettlementLineSave>[] | undefined>('lines') ?? []
  const offset = Form.useWatch<number | null | undefined>('depositOffset')
  const basis = useSettlementBasis(projectGuid)
  if (!projectGuid)
    return (
      <Alert type="info" showIcon title={t('settlement.basisHint')} style={{ marginBottom: 16 }} />
    )
  if (basis.isPending) return <Skeleton active paragraph={{ rows: 2 }} />
  const b = basis.data
  if (!b) return null
  const typed = lines.flatMap((l) =>
    l && isKind(l.kind) && typeof l.amount === 'number' && l.amount > 0
      ? [{ kind: l.kind, amount: l.amount }]
      : [],
  )
  const f = settlementFigures(b, typed, offset)
  return (
    <div style={{ marginBottom: 16 }} data-testid="settlement-preview">
      <SettlementFigures
        f={{ ...f, contractAmount: b.contractAmount, received: b.received, deposit: b.deposit }}
      />
    </div>
  )
}
