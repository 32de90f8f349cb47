import { EditOutlined } from '@ant-design/icons'
import { type Customer, PERMISSIONS } from '@app/contracts'
import { Descriptions, Empty, Space, Table, Tag, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { DictTag } from '#web/features/dictionaries/dict.tsx'
import { ToolbarButton } from '#web/features/list-page/list-toolbar.tsx'
import { useHasPermission } from '#web/features/permissions/permission.tsx'
import { ProjectStatusTag } from '#web/features/project-status/project-status-tag.tsx'
import { RecordDetail } from '#web/features/record-detail/record-detail.tsx'
import { formatFen } from '#web/shared/utils/money.ts'
import { formatDate, formatDateTime } from '#web/shared/utils/timestamp.ts'
import {
  customerApi,
  useAddFollowUp,
  useCustomerProjects,
  useFollowUps,
} from '#web/subsystems/venue/customer/api/customers.ts'
import { opportunityApi } from '#web/subsystems/venue/customer/api/opportunities.ts'
import { FollowUpLog } from '#web/subsystems/venue/customer/components/follow-up-log.tsx'
import {
  OverdueTag,
  StageTag,
} from '#web/subsystems/venue/customer/components/opportunity-moves.tsx'

const P = PERMISSIONS.customer
/** The customer's workflow kind, for its documents. */
const DOC_TYPE = 'customer'
const GRADE_COLOURS = { A: 'gold', B: 'blue', C: 'default' } as const

/** 客户等级 as a coloured tag (A 战略 gold, B 重点 blue, C 普通 grey). */
export const GradeTag = ({ grade }: { grade: Customer['grade'] }) => {
  const { t } = useTranslation()
  return <Tag color={GRADE_COLOURS[grade]}>{t(`customer.grades.${grade}`)}</Tag>
}

/** 黑名单, when the customer is on it. */
export const BlacklistTag = ({ on }: { on: boolean }) => {
  const { t } = useTranslation()
  return on ? <Tag color="red">{t('customer.blacklistedTag')}</Tag> : null
}

const ProjectsTab = ({ guid }: { guid: string }) => {
  const { t } = useTranslation()
  const projects = useCustomerProjects(guid)
  const label = (key: string) => t(`customer.project.${key}`)
  return (
    <Table
      rowKey="guid"
      size="small"
      loading={projects.isPending}
      dataSource={projects.data ?? []}
      pagination={false}
      locale={{ emptyText: <Empty description={label('none')} /> }}
      columns={[
        {
          key: 'projectNumber',
          dataIndex: 'projectNumber',
          title: label('projectNumber'),
          width: 130,
        },
        { key: 'title', dataIndex: 'title', title: label('title'), ellipsis: true },
        {
          key: 'status',
          dataIndex: 'status',
          title: label('status'),
          width: 90,
          render: (s: number) => <ProjectStatusTag status={s} />,
        },
        {
          key: 'dates',
          title: label('dates'),
          width: 200,
          render: (_, p) =>
            p.startTime === null ? '' : `${formatDate(p.startTime)} ~ ${formatDate(p.endTime)}`,
        },
        {
          key: 'contractAmount',
          dataIndex: 'contractAmount',
          title: label('contractAmount'),
          width: 140,
          align: 'right',
          render: (fen: number | null) => (fen === null ? '' : formatFen(fen)),
        },
      ]}
    />
  )
}

/** The customer's opportunities (商机), the newest first; a name opens it on its own page. */
const OpportunitiesTab = ({ guid }: { guid: string }) => {
  const { t } = useTranslation()
  const found = opportunityApi.usePage({ page: 1, pageSize: 50, customerGuid: guid })
  const label = (key: string) => t(`opportunity.${key}`)
  return (
    <Table
      rowKey="guid"
      size="small"
      loading={found.isPending}
      dataSource={found.data?.list ?? []}
      pagination={false}
      locale={{ emptyText: <Empty description={t('customer.noOpportunities')} /> }}
      columns={[
        {
          key: 'name',
          dataIndex: 'name',
          title: label('name'),
          ellipsis: true,
          render: (name: string, o) => (
            <Link to={`/customer/salesOpportunity?guid=${o.guid}`}>{name}</Link>
          ),
        },
        {
          key: 'stage',
          dataIndex: 'stage',
          title: label('stage'),
          width: 100,
          render: (stage: number) => <StageTag stage={stage} />,
        },
        {
          key: 'expectedAmount',
          dataIndex: 'expectedAmount',
          title: label('expectedAmount'),
          width: 150,
          align: 'right',
          render: (fen: number) => formatFen(fen),
        },
        {
          key: 'nextFollowDate',
          dataIndex: 'nextFollowDate',
          title: label('nextFollowDate'),
          width: 170,
          render: (d: string | null, o) => (
            <>
              {d} <OverdueTag on={o.overdue} />
            </>
          ),
        },
      ]}
    />
  )
}

const FollowUpsTab = ({ guid }: { guid: string }) => (
  <FollowUpLog
    name="customer.followUp"
    log={useFollowUps(guid)}
    add={useAddFollowUp(guid)}
    canFollow={useHasPermission([P.follow])}
  />
)

/**
 * A customer's detail (客户详情): its data, contacts, invoicing data, projects, opportunities,
 * follow-up log
 * and documents; 修改 with the edit permission.
 */
export const CustomerDetail = ({
  guid,
  onClose,
  onEdit,
}: {
  guid: string | null
  onClose: () => void
  onEdit: (customer: Customer) => void
}) => {
  const { t } = useTranslation()
  const detail = customerApi.useDetail(guid)
  const canEdit = useHasPermission([P.edit])
  const c = detail.data
  const label = (key: string) => t(`customer.${key}`)
  const text = (value: string) => value || '—'
  return (
    <RecordDetail
      open={guid !== null}
      onClose={onClose}
      loading={detail.isPending}
      failed={detail.isError}
      title={c?.name}
      status={
        c && (
          <>
            <GradeTag grade={c.grade} />
            <BlacklistTag on={c.blacklisted} />
          </>
        )
      }
      actions={
        c && (
          <ToolbarButton
            perm={P.edit}
            word="edit"
            icon={<EditOutlined aria-hidden />}
            onClick={() => onEdit(c)}
          />
        )
      }
      documents={guid && c ? { docType: DOC_TYPE, docGuid: guid, canEdit } : undefined}
      tabs={
        !c || !guid
          ? []
          : [
              {
                key: 'basic',
                label: t('customer.tabs.basic'),
                children: (
                  <Descriptions bordered size="small" column={2}>
                    <Descriptions.Item label={label('creditCode')}>
                      {c.creditCode}
                    </Descriptions.Item>
                    <Descriptions.Item label={label('type')}>
                      <DictTag dictType="customer_type" value={c.type} />
                    </Descriptions.Item>
                    <Descriptions.Item label={label('industry')}>
                      {c.industry ? <DictTag dictType="industry" value={c.industry} /> : '—'}
                    </Descriptions.Item>
                    <Descriptions.Item label={label('region')}>
                      {c.region ? <DictTag dictType="region" value={c.region} /> : '—'}
                    </Descriptions.Item>
                    <Descriptions.Item label={label('source')}>{text(c.source)}</Descriptions.Item>
                    <Descriptions.Item label={label('owner')}>
                      {c.deptName ? `${c.ownerName}（${c.deptName}）` : text(c.ownerName)}
                    </Descriptions.Item>
                    <Descriptions.Item label={label('projectCount')}>
                      {c.projectCount}
                    </Descriptions.Item>
                    <Descriptions.Item label={label('contractTotal')}>
                      {formatFen(c.contractTotal)}
                    </Descriptions.Item>
                    <Descriptions.Item label={label('lastEventTime')}>
                      {c.lastEventTime === null ? '—' : formatDate(c.lastEventTime)}
                    </Descriptions.Item>
                    <Descriptions.Item label={t('common.table.updatedAt')}>
                      {formatDateTime(c.updatedAt)}
                    </Descriptions.Item>
                    <Descriptions.Item label={label('creditNote')} span={2}>
                      <Typography.Text type={c.blacklisted ? 'danger' : undefined}>
                        {text(c.creditNote)}
                      </Typography.Text>
                    </Descriptions.Item>
                    <Descriptions.Item label={t('common.list.remark')} span={2}>
                      {text(c.remark)}
                    </Descriptions.Item>
                  </Descriptions>
                ),
              },
              {
                key: 'contacts',
                label: t('customer.tabs.contacts'),
                children: (
                  <Table
                    rowKey={(r) => `${r.name}-${r.mobile}`}
                    size="small"
                    pagination={false}
                    dataSource={c.contacts}
                    columns={(['name', 'title', 'mobile', 'email'] as const).map((key) => ({
                      key,
                      dataIndex: key,
                      title: t(`customer.contact.${key}`),
                      render: (v: string, r) =>
                        key === 'name' && r.primary ? (
                          <Space>
                            {v}
                            <Tag color="blue">{t('customer.contact.primary')}</Tag>
                          </Space>
                        ) : (
                          v
                        ),
                    }))}
                  />
                ),
              },
              {
                key: 'invoice',
                label: t('customer.tabs.invoice'),
                children: (
                  <Descriptions bordered size="small" column={1}>
                    {(
                      [
                        'invoiceTitle',
                        'invoiceTaxNo',
                        'invoiceBank',
                        'invoiceAccount',
                        'invoiceAddressPhone',
                      ] as const
                    ).map((key) => (
                      <Descriptions.Item key={key} label={label(key)}>
                        {text(c[key])}
                      </Descriptions.Item>
                    ))}
                  </Descriptions>
                ),
              },
              {
                key: 'projects',
                label: t('customer.tabs.projects'),
                children: <ProjectsTab guid={guid} />,
              },
              {
                key: 'opportunities',
                label: t('customer.tabs.opportunities'),
                children: <OpportunitiesTab guid={guid} />,
              },
              {
                key: 'followUps',
                label: t('customer.tabs.followUps'),
                children: <FollowUpsTab guid={guid} />,
              },
            ]
      }
    />
  )
}
