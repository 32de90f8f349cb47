import { EditOutlined } from '@ant-design/icons'
import { type Customer, type FollowUp, PERMISSIONS, followUpAddSchema } from '@app/contracts'
import {
  Button,
  DatePicker,
  Descriptions,
  Empty,
  Form,
  Input,
  List,
  Select,
  Space,
  Table,
  Tag,
  Typography,
} from 'antd'
import dayjs, { type Dayjs } from 'dayjs'
import { useTranslation } from 'react-i18next'
import { DictTag, useDictOptions } from '#web/features/dictionaries/dict.tsx'
import { ToolbarButton } from '#web/features/list-page/list-toolbar.tsx'
import { useHasPermission } from '#web/features/permissions/permission.tsx'
import { ProjectStatusTag } from '#web/features/project-status/project-status-tag.tsx'
import { RecordDetail } from '#web/features/record-detail/record-detail.tsx'
import { notify } from '#web/shared/lib/notify.ts'
import { formatFen } from '#web/shared/utils/money.ts'
import { DATE_FORMAT, formatDate, formatDateTime } from '#web/shared/utils/timestamp.ts'
import {
  customerApi,
  useAddFollowUp,
  useCustomerProjects,
  useFollowUps,
} from '#web/subsystems/venue/customer/api/customers.ts'

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

type FollowUpValues = { method: string; content: string; nextDate: Dayjs | null }

/** A follow-up whose next date has passed with nothing logged after it. */
const overdue = (f: FollowUp, latest: boolean) =>
  latest && f.nextDate !== null && f.nextDate < dayjs().format(DATE_FORMAT)

const FollowUpsTab = ({ guid }: { guid: string }) => {
  const { t } = useTranslation()
  const log = useFollowUps(guid)
  const add = useAddFollowUp(guid)
  const canFollow = useHasPermission([P.follow])
  const methods = useDictOptions('follow_method')
  const [form] = Form.useForm<FollowUpValues>()
  const label = (key: string) => t(`customer.followUp.${key}`)
  const max = followUpAddSchema.shape.content.maxLength ?? 1000
  const submit = async (values: FollowUpValues) => {
    const nextDate = values.nextDate ? values.nextDate.format(DATE_FORMAT) : null
    await add.mutateAsync({ ...values, nextDate })
    form.resetFields()
    notify('success', label('saved'), 2)
  }
  return (
    <Space orientation="vertical" style={{ width: '100%' }} size="large">
      {canFollow && (
        <Form form={form} layout="inline" onFinish={(v) => void submit(v)} name="customer.followUp">
          <Form.Item
            name="method"
            rules={[
              { required: true, message: t('common.list.selectPrefix', { what: label('method') }) },
            ]}
          >
            <Select
              aria-label={label('method')}
              placeholder={label('method')}
              options={methods}
              style={{ width: 110 }}
            />
          </Form.Item>
          <Form.Item
            name="content"
            rules={[
              {
                required: true,
                whitespace: true,
                message: t('common.list.enterPrefix', { what: label('content') }),
              },
            ]}
            style={{ flex: 1, minWidth: 260 }}
          >
            <Input aria-label={label('content')} placeholder={label('content')} maxLength={max} />
          </Form.Item>
          <Form.Item name="nextDate">
            <DatePicker aria-label={label('nextDate')} placeholder={label('nextDate')} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={add.isPending}>
            {label('add')}
          </Button>
        </Form>
      )}
      <List
        aria-label={t('customer.tabs.followUps')}
        loading={log.isPending}
        dataSource={log.data ?? []}
        locale={{ emptyText: <Empty description={label('none')} /> }}
        renderItem={(f, index) => (
          <List.Item>
            <List.Item.Meta
              title={
                <Space wrap>
                  <Tag>{f.method}</Tag>
                  <span>{f.content}</span>
                </Space>
              }
              description={
                <Space wrap>
                  <span>
                    {t('customer.followUp.by', {
                      name: f.userName,
                      time: formatDateTime(f.createdAt),
                    })}
                  </span>
                  {f.nextDate && (
                    <span>
                      {label('nextDate')}：{f.nextDate}
                    </span>
                  )}
                  {overdue(f, index === 0) && <Tag color="red">{label('overdue')}</Tag>}
                </Space>
              }
            />
          </List.Item>
        )}
      />
    </Space>
  )
}

/**
 * A customer's detail (客户详情): its data, contacts, invoicing data, projects, follow-up log
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
                key: 'followUps',
                label: t('customer.tabs.followUps'),
                children: <FollowUpsTab guid={guid} />,
              },
            ]
      }
    />
  )
}
