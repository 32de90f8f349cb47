import { ArrowLeftOutlined, PlusOutlined, StarOutlined } from '@ant-design/icons'
import {
  API,
  PROVIDER_CONTRACT_STATES,
  PROVIDER_SETTLEMENT_STATE_VALUES,
  type ProviderContract,
  type ProviderEvaluation,
  type ProviderSettlement,
} from '@app/contracts'
import { Alert, Button, Card, Descriptions, Flex, Select, Skeleton, Table, Typography } from 'antd'
import { useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { ExportButton } from '#web/features/list-page/list-toolbar.tsx'
import { Permission } from '#web/features/permissions/permission.tsx'
import { HistoryTimeline } from '#web/features/record-detail/history-timeline.tsx'
import { useRouteTitle } from '#web/shared/hooks/use-route-title.ts'
import { formatFen } from '#web/shared/utils/money.ts'
import { formatDateTime } from '#web/shared/utils/timestamp.ts'
import { useProviderContractSheet } from '#web/subsystems/venue/provider-contract/api/provider-contracts.ts'
import {
  EvaluationDialog,
  ProviderActButton,
  SettleButton,
  SettlementDialog,
} from '#web/subsystems/venue/provider-contract/components/provider-contract-actions.tsx'
import {
  PROVIDER_CONTRACT_DOC_TYPE,
  ProviderStateTag,
  S,
  SettlementStateTag,
  amountOrShare,
  useProviderHistoryLabel,
  useProviderSteps,
  wordOf,
} from '#web/subsystems/venue/provider-contract/components/provider-contract-parts.tsx'

const ST = PROVIDER_CONTRACT_STATES
/** States a contract is settled in (the server's rule): in force, or ended at its term. */
const SETTLEABLE: readonly number[] = [ST.performing, ST.expired]
const LIST_PATH = '/contractManagement/serviceProviderContract'

/** The contract's own data. */
const Basics = ({ c }: { c: ProviderContract }) => {
  const { t } = useTranslation()
  const label = (key: string) => t(`providerContract.${key}`)
  const item = (key: string, value: ReactNode, span = 1) => (
    <Descriptions.Item key={key} label={label(key)} span={span}>
      {value}
    </Descriptions.Item>
  )
  return (
    <Descriptions bordered size="small" column={3}>
      {item('providerName', c.providerName, 2)}
      {item('providerKind', wordOf(t, c.providerKind))}
      {item('direction', wordOf(t, c.direction))}
      {item('billing', wordOf(t, c.billing))}
      {item('amountOrShare', amountOrShare(t, c))}
      {item('term', t('providerContract.termText', { start: c.startDate, end: c.endDate }))}
      {item('settlementCycle', wordOf(t, c.settlementCycle))}
      {item('performanceBond', `¥${formatFen(c.performanceBond)}`)}
      {item('settledTotal', `¥${formatFen(c.settledTotal)}`)}
      {item('pendingTotal', `¥${formatFen(c.pendingTotal)}`)}
      {item('averageScore', c.averageScore ?? '—')}
      {item('contactName', c.contactName || '—')}
      {item('contactPhone', c.contactPhone || '—')}
      {item('handlerName', c.handlerName)}
      {item('remark', c.remark || '—', 3)}
    </Descriptions>
  )
}

/** The settlements, filtered by state, with 新增结算, 导出 and each pending one's 确认结算. */
const Settlements = ({ c, rows }: { c: ProviderContract; rows: readonly ProviderSettlement[] }) => {
  const { t } = useTranslation()
  const [state, setState] = useState<number | undefined>()
  const [adding, setAdding] = useState(false)
  const label = (key: string) => t(`providerContract.settlement.${key}`)
  const title = t('providerContract.settlements')
  const shown = state === undefined ? rows : rows.filter((s) => s.state === state)
  const share = c.billing === 'share'
  return (
    <Card size="small" title={<h2 style={{ fontSize: 16, margin: 0 }}>{title}</h2>}>
      <Flex gap={8} wrap style={{ marginBottom: 12 }}>
        {SETTLEABLE.includes(c.state) && (
          <Permission perms={[S.add]}>
            <Button
              type="primary"
              ghost
              icon={<PlusOutlined aria-hidden />}
              onClick={() => setAdding(true)}
            >
              {t('providerContract.action.addSettlement')}
            </Button>
          </Permission>
        )}
        <ExportButton
          perm={S.list}
          endpoint={API.providerContracts.settlementExport}
          filters={{ guid: c.guid }}
          fileName={`${c.contractNumber} ${title}`}
        />
        <Select<number>
          allowClear
          aria-label={t('providerContract.filterState')}
          placeholder={t('common.search.all')}
          style={{ width: 140, marginLeft: 'auto' }}
          value={state}
          onChange={setState}
          options={PROVIDER_SETTLEMENT_STATE_VALUES.map((v) => ({
            value: v,
            label: t(`providerContract.settlementStates.${v}`),
          }))}
        />
      </Flex>
      <Table<ProviderSettlement>
        size="small"
        rowKey="guid"
        aria-label={title}
        dataSource={[...shown]}
        pagination={{ pageSize: 12, hideOnSinglePage: true }}
        columns={[
          { key: 'period', dataIndex: 'period', title: label('period') },
          ...(share
            ? [
                {
                  key: 'baseRevenue',
                  dataIndex: 'baseRevenue',
                  title: label('baseRevenue'),
                  align: 'right' as const,
                  render: (v: number) => formatFen(v),
                },
                {
                  key: 'shareRatio',
                  dataIndex: 'shareRatio',
                  title: label('shareRatio'),
                  align: 'right' as const,
                },
              ]
            : []),
          {
            key: 'amount',
            dataIndex: 'amount',
            title: label('amount'),
            align: 'right',
            render: (v: number) => formatFen(v),
          },
          {
            key: 'state',
            dataIndex: 'state',
            title: label('state'),
            render: (s: number) => <SettlementStateTag state={s} />,
          },
          {
            key: 'settledAt',
            dataIndex: 'settledAt',
            title: label('settledAt'),
            render: (ms: number | null) => (ms === null ? '—' : formatDateTime(ms)),
          },
          { key: 'remark', dataIndex: 'remark', title: label('remark') },
          {
            key: 'actions',
            title: t('common.table.actions'),
            width: 110,
            render: (_, s) =>
              s.state === 0 && (
                <Permission perms={[S.add]}>
                  <SettleButton s={s} />
                </Permission>
              ),
          },
        ]}
      />
      {adding && <SettlementDialog c={c} open={adding} onClose={() => setAdding(false)} />}
    </Card>
  )
}

/** The evaluations, newest first, with 评价 once the contract took effect. */
const Evaluations = ({ c, rows }: { c: ProviderContract; rows: readonly ProviderEvaluation[] }) => {
  const { t } = useTranslation()
  const [adding, setAdding] = useState(false)
  const label = (key: string) => t(`providerContract.evaluation.${key}`)
  const title = t('providerContract.evaluations')
  return (
    <Card size="small" title={<h2 style={{ fontSize: 16, margin: 0 }}>{title}</h2>}>
      {c.state !== ST.draft && (
        <Permission perms={[S.evaluate]}>
          <Button
            icon={<StarOutlined aria-hidden />}
            style={{ marginBottom: 12 }}
            onClick={() => setAdding(true)}
          >
            {t('providerContract.action.evaluate')}
          </Button>
        </Permission>
      )}
      <Table<ProviderEvaluation>
        size="small"
        rowKey="guid"
        aria-label={title}
        dataSource={[...rows]}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        locale={{ emptyText: label('empty') }}
        columns={[
          { key: 'evalDate', dataIndex: 'evalDate', title: label('evalDate'), width: 120 },
          {
            key: 'score',
            dataIndex: 'score',
            title: label('score'),
            width: 110,
            // the stars as text: a read-only rating widget reads as an input to a screen reader
            render: (n: number) => (
              <span role="img" aria-label={`${n} / 5`}>
                <span aria-hidden style={{ color: '#ad6800' }}>
                  {'★'.repeat(n)}
                  {'☆'.repeat(5 - n)}
                </span>
              </span>
            ),
          },
          { key: 'comment', dataIndex: 'comment', title: label('comment') },
          { key: 'userName', dataIndex: 'userName', title: label('userName'), width: 120 },
        ]}
      />
      {adding && <EvaluationDialog c={c} open={adding} onClose={() => setAdding(false)} />}
    </Card>
  )
}

/**
 * /contractManagement/serviceProviderContractDetail?guid= (服务商合同详情): the contract, its
 * moves (审核生效, 到期, 终止), its periodic settlements (a share computed from the revenue),
 * its evaluations and its history.
 */
export const Component = () => {
  const { t } = useTranslation()
  const title = useRouteTitle()
  const [params] = useSearchParams()
  const raw = params.get('guid')
  const guid = raw && raw.length <= 64 ? raw : null
  const sheet = useProviderContractSheet(guid)
  const stepsOf = useProviderSteps()
  const historyLabel = useProviderHistoryLabel()
  const navigate = useNavigate()
  const c = sheet.data?.contract
  const back = (
    <Link to={LIST_PATH}>
      <ArrowLeftOutlined aria-hidden /> {t('providerContract.backToList')}
    </Link>
  )
  if (!guid)
    return (
      <Flex orientation="vertical" gap={16}>
        <Typography.Title level={1} style={{ fontSize: 20, margin: 0 }}>
          {title}
        </Typography.Title>
        <Alert type="info" showIcon title={t('providerContract.missing')} action={back} />
      </Flex>
    )
  if (sheet.isError)
    return <Alert type="warning" showIcon title={t('recordDetail.notFound')} action={back} />
  if (!c || !sheet.data) return <Skeleton active paragraph={{ rows: 10 }} />
  const steps = stepsOf(c)
  return (
    <Flex orientation="vertical" gap={16}>
      <Flex align="center" gap={12} wrap>
        <Typography.Title level={1} style={{ fontSize: 20, margin: 0 }}>
          {title}
        </Typography.Title>
        {/* the record under the page's title: the heading speaks the reader's language */}
        <Typography.Text strong style={{ fontSize: 16 }} data-testid="provider-contract-name">
          {`${c.contractNumber} ${c.providerName}`}
        </Typography.Text>
        <ProviderStateTag state={c.state} />
        <Flex gap={8} wrap style={{ marginLeft: 'auto' }}>
          {(['approve', 'expire', 'terminate'] as const).map(
            (a) => steps.includes(a) && <ProviderActButton key={a} c={c} action={a} />,
          )}
          <Button icon={<ArrowLeftOutlined aria-hidden />} onClick={() => void navigate(LIST_PATH)}>
            {t('providerContract.backToList')}
          </Button>
        </Flex>
      </Flex>
      <Card
        size="small"
        title={<h2 style={{ fontSize: 16, margin: 0 }}>{t('providerContract.basic')}</h2>}
      >
        <Basics c={c} />
      </Card>
      <Settlements c={c} rows={sheet.data.settlements} />
      <Evaluations c={c} rows={sheet.data.evaluations} />
      <Card
        size="small"
        title={<h2 style={{ fontSize: 16, margin: 0 }}>{t('recordDetail.history')}</h2>}
      >
        <HistoryTimeline
          record={{ docType: PROVIDER_CONTRACT_DOC_TYPE, docGuid: c.guid }}
          label={historyLabel}
        />
      </Card>
    </Flex>
  )
}
