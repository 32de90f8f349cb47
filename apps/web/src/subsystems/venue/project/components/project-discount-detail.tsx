import { EditOutlined } from '@ant-design/icons'
import { PERMISSIONS, type ProjectDiscount, type ProjectDiscountRow } from '@app/contracts'
import { Descriptions, Empty, Table, Tag } from 'antd'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { ToolbarButton } from '#web/features/list-page/list-toolbar.tsx'
import { RecordDetail } from '#web/features/record-detail/record-detail.tsx'
import { formatFen, formatMoney } from '#web/shared/utils/money.ts'
import { formatDateTime } from '#web/shared/utils/timestamp.ts'
import {
  projectDiscountApi,
  useSubmitDiscount,
} from '#web/subsystems/venue/project/api/project-discounts.ts'
import {
  RequestStateTag,
  SubmitRequestButton,
  useRequestActions,
  useRequestHistoryLabel,
} from '#web/subsystems/venue/project/components/request-parts.tsx'

/** The discount's workflow kind: its approval chain (分管领导), history and documents. */
export const DISCOUNT_DOC_TYPE = 'discount'
const P = PERMISSIONS.discount

/** A discount's value in words: 90%, ¥20,000.00, 2 天. */
export const useDiscountValue = () => {
  const { t } = useTranslation()
  return (d: Pick<ProjectDiscount, 'type' | 'value'>) =>
    t(`discount.valueText.${d.type}`, {
      value: d.type === 'amount' || d.type === 'resource' ? formatMoney(d.value / 100) : d.value,
    })
}

/** 低于底价: the leader approves it. */
export const BelowFloorTag = ({ on }: { on: boolean }) => {
  const { t } = useTranslation()
  return on ? <Tag color="orange">{t('discount.belowFloorTag')}</Tag> : null
}

/**
 * A discount's detail (优惠申请): its figures against the quote, its approval progress and
 * actions, documents and history; a draft offers 修改 and 提交审核.
 */
export const ProjectDiscountDetail = ({
  guid,
  onClose,
  onEdit,
}: {
  guid: string | null
  onClose: () => void
  onEdit: (d: ProjectDiscount) => void
}) => {
  const { t } = useTranslation()
  const detail = projectDiscountApi.useDetail(guid)
  const actionsOf = useRequestActions(P)
  const historyLabel = useRequestHistoryLabel('discount')
  const valueOf = useDiscountValue()
  const submit = useSubmitDiscount()
  const d = detail.data
  const label = (key: string) => t(`discount.${key}`)
  const allowed = d ? actionsOf(d) : []
  const record = guid && d ? { docType: DISCOUNT_DOC_TYPE, docGuid: guid } : undefined
  return (
    <RecordDetail
      open={guid !== null}
      onClose={onClose}
      loading={detail.isPending}
      failed={detail.isError}
      title={d && `${d.discountNumber} ${d.projectTitle}`}
      status={
        d && (
          <>
            <RequestStateTag state={d.state} labels="discount" />
            <BelowFloorTag on={d.belowFloor} />
          </>
        )
      }
      actions={
        d && (
          <>
            {allowed.includes('submit') && (
              <SubmitRequestButton
                number={d.discountNumber}
                labels="discount"
                pending={submit.isPending}
                onSubmit={() => submit.mutateAsync({ guid: d.guid, version: d.version })}
              />
            )}
            {allowed.includes('edit') && (
              <ToolbarButton
                perm={P.edit}
                word="edit"
                icon={<EditOutlined aria-hidden />}
                onClick={() => onEdit(d)}
              />
            )}
          </>
        )
      }
      approval={record && { ...record, refresh: [[...projectDiscountApi.keys.all], ['projects']] }}
      documents={record && { ...record, canEdit: allowed.includes('edit') }}
      history={record && { ...record, label: historyLabel }}
      tabs={
        !d
          ? []
          : [
              {
                key: 'basic',
                label: label('tabs.basic'),
                children: (
                  <Descriptions bordered size="small" column={2}>
                    <Descriptions.Item label={label('projectTitle')} span={2}>
                      <Link to={`/project/projectInfo?guid=${d.projectGuid}`}>
                        {`${d.projectNumber} ${d.projectTitle}`}
                      </Link>
                    </Descriptions.Item>
                    <Descriptions.Item label={label('customerName')} span={2}>
                      {d.customerName}
                    </Descriptions.Item>
                    <Descriptions.Item label={label('type')}>
                      {t(`discount.types.${d.type}`)}
                    </Descriptions.Item>
                    <Descriptions.Item label={label('value')}>{valueOf(d)}</Descriptions.Item>
                    <Descriptions.Item label={label('originalAmount')}>
                      {formatFen(d.originalAmount)}
                    </Descriptions.Item>
                    <Descriptions.Item label={label('discountAmount')}>
                      {formatFen(d.discountAmount)}
                    </Descriptions.Item>
                    <Descriptions.Item label={label('floorAmount')}>
                      {formatFen(d.floorAmount)}
                    </Descriptions.Item>
                    <Descriptions.Item label={label('afterAmount')}>
                      {formatFen(d.afterAmount)}
                    </Descriptions.Item>
                    <Descriptions.Item label={label('reason')} span={2}>
                      {d.reason}
                    </Descriptions.Item>
                    <Descriptions.Item label={label('applicantName')}>
                      {d.applicantName}
                    </Descriptions.Item>
                    <Descriptions.Item label={label('createdAt')}>
                      {formatDateTime(d.createdAt)}
                    </Descriptions.Item>
                  </Descriptions>
                ),
              },
            ]
      }
    />
  )
}

/** The project detail's 优惠 tab: its discounts, the newest first; a number opens it. */
export const ProjectDiscountsTab = ({ projectGuid }: { projectGuid: string }) => {
  const { t } = useTranslation()
  const found = projectDiscountApi.usePage({ page: 1, pageSize: 50, projectGuid })
  const valueOf = useDiscountValue()
  const label = (key: string) => t(`discount.${key}`)
  return (
    <Table<ProjectDiscountRow>
      rowKey="guid"
      size="small"
      loading={found.isPending}
      dataSource={found.data?.list ?? []}
      pagination={false}
      locale={{ emptyText: <Empty description={t('project.noDiscounts')} /> }}
      columns={[
        {
          key: 'discountNumber',
          title: label('discountNumber'),
          width: 140,
          render: (_, d) => (
            <Link to={`/project/discountManagement?guid=${d.guid}`}>{d.discountNumber}</Link>
          ),
        },
        {
          key: 'type',
          title: label('type'),
          width: 100,
          render: (_, d) => t(`discount.types.${d.type}`),
        },
        { key: 'value', title: label('value'), width: 120, render: (_, d) => valueOf(d) },
        {
          key: 'discountAmount',
          title: label('discountAmount'),
          align: 'right',
          render: (_, d) => formatFen(d.discountAmount),
        },
        {
          key: 'state',
          title: label('state'),
          width: 200,
          render: (_, d) => (
            <>
              <RequestStateTag state={d.state} labels="discount" />
              <BelowFloorTag on={d.belowFloor && d.state !== 2} />
            </>
          ),
        },
        {
          key: 'applicantName',
          title: label('applicantName'),
          width: 100,
          dataIndex: 'applicantName',
        },
      ]}
    />
  )
}
