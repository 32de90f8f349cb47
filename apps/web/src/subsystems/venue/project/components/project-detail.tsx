import { ArrowUpOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons'
import { PERMISSIONS, type Project, type ProjectAction, VENUE_TIME_ZONE } from '@app/contracts'
import { Button, Descriptions, Empty, Form, Input, Modal, Space, Table, Tag } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { DictTag } from '#web/features/dictionaries/dict.tsx'
import { ToolbarButton } from '#web/features/list-page/list-toolbar.tsx'
import { statusKey } from '#web/features/project-status/project-status.ts'
import { ProjectStatusTag } from '#web/features/project-status/project-status-tag.tsx'
import { Permission, useHasPermission } from '#web/features/permissions/permission.tsx'
import { useConfirm } from '#web/features/list-page/confirm.tsx'
import { RecordDetail } from '#web/features/record-detail/record-detail.tsx'
import { notify } from '#web/shared/lib/notify.ts'
import { formatFen } from '#web/shared/utils/money.ts'
import { formatDateTime } from '#web/shared/utils/timestamp.ts'
import { formatVenueDate } from '#web/shared/utils/venue-date.ts'
import {
  projectApi,
  useProjectAct,
  useProjectBookings,
  useProjectPromote,
} from '#web/subsystems/venue/project/api/projects.ts'
import { ProjectQuoteTab } from '#web/subsystems/venue/project/components/project-quote-tab.tsx'
import { ProjectChecklistTab } from '#web/subsystems/venue/project/components/declaration-file-parts.tsx'
import { ProjectDiscountsTab } from '#web/subsystems/venue/project/components/project-discount-detail.tsx'
import {
  BookDialog,
  NextHoldsDialog,
} from '#web/subsystems/venue/project/components/project-holds.tsx'

/** The project's workflow kind (its history and documents). */
const DOC_TYPE = 'project'
const STATE_NAMES = [
  'lead',
  'reserved',
  'pending',
  'signed',
  'ongoing',
  'done',
  'settled',
  'lost',
  'cancelled',
  'released',
]

/** yyyy-MM-dd ~ yyyy-MM-dd of two venue days. */
export const venueDays = (from: number | null, to: number | null) =>
  from === null
    ? ''
    : `${formatVenueDate(from, VENUE_TIME_ZONE)} ~ ${to === null ? '' : formatVenueDate(to, VENUE_TIME_ZONE)}`

const BookingsTab = ({ project }: { project: Project }) => {
  const { t } = useTranslation()
  const bookings = useProjectBookings(project.guid)
  const [booking, setBooking] = useState(false)
  const label = (key: string) => t(`project.bookings.${key}`)
  const first = project.loadInDate
  return (
    <>
      <Space size="large">
        {project.bookable && (
          <Permission perms={[PERMISSIONS.schedule.add]}>
            <Button icon={<PlusOutlined aria-hidden />} onClick={() => setBooking(true)}>
              {t('project.book.add')}
            </Button>
          </Permission>
        )}
        {first && <Link to={`/schedules/Date?date=${first}`}>{label('openGrid')}</Link>}
      </Space>
      <BookDialog project={project} open={booking} onClose={() => setBooking(false)} />
      <Table
        rowKey="mid"
        size="small"
        loading={bookings.isPending}
        dataSource={bookings.data ?? []}
        pagination={false}
        locale={{ emptyText: <Empty description={label('none')} /> }}
        style={{ marginTop: 12 }}
        columns={[
          { key: 'site', dataIndex: 'siteName', title: label('site'), width: 140 },
          {
            key: 'usage',
            dataIndex: 'usage',
            title: label('usage'),
            width: 110,
            render: (u: string) => t(`project.usage.${u}`, { defaultValue: u }),
          },
          {
            key: 'dates',
            title: label('dates'),
            render: (_, b) =>
              b.fromDate === b.toDate ? b.fromDate : `${b.fromDate} ~ ${b.toDate}`,
          },
          { key: 'level', dataIndex: 'level', title: label('level'), width: 80 },
          {
            key: 'status',
            dataIndex: 'status',
            title: label('status'),
            width: 110,
            render: (s: number) => t(`project.bookingStatus.${s}`),
          },
        ]}
      />
    </>
  )
}

/**
 * The actions the project's state and the user's permissions allow (the server's list): each
 * asks first; 流失 asks for its reason.
 */
const ProjectActions = ({ project }: { project: Project }) => {
  const { t } = useTranslation()
  const act = useProjectAct()
  const [asking, setAsking] = useState<ProjectAction>()
  const [form] = Form.useForm<{ comment?: string }>()
  const name = (a: ProjectAction) => t(`project.action.${a}`)
  const promote = useProjectPromote()
  const [confirm, holder] = useConfirm()
  // a first hold let go: the holds behind it on its dates are offered (提升下一意向)
  const [released, setReleased] = useState<Pick<Project, 'guid' | 'title'>>()
  const send = async () => {
    if (!asking) return
    const { comment = '' } = await form.validateFields()
    await act.mutateAsync({ guid: project.guid, version: project.version, action: asking, comment })
    notify('success', t('project.done', { action: name(asking) }), 2)
    setAsking(undefined)
    if ((asking === 'release' || asking === 'lose') && project.holdLevel === 1)
      setReleased({ guid: project.guid, title: project.title })
  }
  const moveUp = async () => {
    const level = (project.holdLevel ?? 2) - 1
    if (!(await confirm(t('project.promoteConfirm', { title: project.title, level })))) return
    await promote.mutateAsync({ guid: project.guid, version: project.version })
    notify('success', t('project.promoted', { level }), 2)
  }
  return (
    <>
      {project.canPromote && (
        <Permission perms={[PERMISSIONS.project.edit]}>
          <Button
            icon={<ArrowUpOutlined aria-hidden />}
            loading={promote.isPending}
            onClick={() => void moveUp().catch(() => undefined)}
          >
            {t('project.action.promote')}
          </Button>
        </Permission>
      )}
      {holder}
      <NextHoldsDialog released={released} onClose={() => setReleased(undefined)} />
      {/* one item of the header's Space: the buttons keep its gap between them */}
      {project.actions.length > 0 && (
        <Space wrap>
          {project.actions.map((a) => (
            <Button key={a} danger={a === 'lose' || a === 'release'} onClick={() => setAsking(a)}>
              {name(a)}
            </Button>
          ))}
        </Space>
      )}
      <Modal
        open={asking !== undefined}
        title={asking && name(asking)}
        okText={t('common.dialog.ok')}
        cancelText={t('common.dialog.cancel')}
        confirmLoading={act.isPending}
        onOk={() => void send().catch(() => undefined)}
        onCancel={() => setAsking(undefined)}
        destroyOnHidden
      >
        <p>
          {asking && t('project.actionConfirm', { title: project.title, action: name(asking) })}
        </p>
        <Form form={form} layout="vertical" name="project.act" preserve={false}>
          <Form.Item
            name="comment"
            label={t('project.reason')}
            rules={
              asking === 'lose'
                ? [{ required: true, whitespace: true, message: t('project.reasonRequired') }]
                : []
            }
          >
            <Input.TextArea rows={3} maxLength={500} showCount />
          </Form.Item>
        </Form>
      </Modal>
    </>
  )
}

/**
 * A project's detail (项目详情): its data, bookings, quote, declaration files, discounts,
 * documents and history; its actions.
 */
export const ProjectDetail = ({
  guid,
  onClose,
  onEdit,
}: {
  guid: string | null
  onClose: () => void
  onEdit: (project: Project) => void
}) => {
  const { t } = useTranslation()
  const detail = projectApi.useDetail(guid)
  const canEdit = useHasPermission([PERMISSIONS.project.edit])
  const p = detail.data
  const label = (key: string) => t(`project.${key}`)
  const text = (v: string | number | null) => (v === null || v === '' ? '—' : v)
  // history rows name states by key (reserved …) and actions by name (reserve …)
  const historyLabel = (s: string) => {
    const state = STATE_NAMES.indexOf(s)
    // a promotion moves between hold ranks (hold2 → hold1)
    const rank = /^hold(\d)$/.exec(s)?.[1]
    if (rank) return t('project.hold', { level: Number(rank) })
    return state >= 0 ? t(statusKey(state)) : t(`project.action.${s}`, { defaultValue: s })
  }
  return (
    <RecordDetail
      open={guid !== null}
      onClose={onClose}
      loading={detail.isPending}
      failed={detail.isError}
      title={p && `${p.projectNumber} ${p.title}`}
      status={
        p && (
          <>
            <ProjectStatusTag status={p.status} />
            {p.holdLevel !== null && <Tag>{t('project.hold', { level: p.holdLevel })}</Tag>}
          </>
        )
      }
      actions={
        p && (
          <>
            <ProjectActions project={p} />
            <ToolbarButton
              perm={PERMISSIONS.project.edit}
              word="edit"
              icon={<EditOutlined aria-hidden />}
              onClick={() => onEdit(p)}
            />
          </>
        )
      }
      documents={guid && p ? { docType: DOC_TYPE, docGuid: guid, canEdit } : undefined}
      history={guid && p ? { docType: DOC_TYPE, docGuid: guid, label: historyLabel } : undefined}
      tabs={
        !p
          ? []
          : [
              {
                key: 'basic',
                label: t('project.tabs.basic'),
                children: (
                  <Descriptions bordered size="small" column={2}>
                    <Descriptions.Item label={label('customerName')} span={2}>
                      {p.customerName}
                    </Descriptions.Item>
                    <Descriptions.Item label={label('formFlag')}>
                      {t(`project.forms.${p.formFlag}`)}
                    </Descriptions.Item>
                    <Descriptions.Item label={label('industry')}>
                      {p.industry ? <DictTag dictType="industry" value={p.industry} /> : '—'}
                    </Descriptions.Item>
                    <Descriptions.Item label={label('dates')} span={2}>
                      {venueDays(p.loadInTime, p.loadOutTime)}
                      {p.startTime !== null &&
                        `（${label('startTime')} ${venueDays(p.startTime, p.endTime)}）`}
                    </Descriptions.Item>
                    <Descriptions.Item label={label('halls')} span={2}>
                      {text(p.halls)}
                    </Descriptions.Item>
                    <Descriptions.Item label={label('expectedArea')}>
                      {text(p.expectedArea)}
                    </Descriptions.Item>
                    <Descriptions.Item label={label('expectedVisitors')}>
                      {text(p.expectedVisitors)}
                    </Descriptions.Item>
                    <Descriptions.Item label={label('ownerName')}>
                      {p.deptName ? `${p.ownerName}（${p.deptName}）` : text(p.ownerName)}
                    </Descriptions.Item>
                    {p.holdUntil && p.status === 1 ? (
                      <Descriptions.Item label={label('holdUntil')} span={2}>
                        {p.holdUntil}
                      </Descriptions.Item>
                    ) : null}
                    <Descriptions.Item label={label('contractAmount')}>
                      {p.contractAmount === null ? '—' : formatFen(p.contractAmount)}
                    </Descriptions.Item>
                    {p.lostReason ? (
                      <Descriptions.Item label={label('lostReason')} span={2}>
                        {p.lostReason}
                      </Descriptions.Item>
                    ) : null}
                    {p.opportunityGuid ? (
                      <Descriptions.Item label={label('opportunity')} span={2}>
                        <Link to={`/customer/salesOpportunity?guid=${p.opportunityGuid}`}>
                          {p.opportunityNumber}
                        </Link>
                      </Descriptions.Item>
                    ) : null}
                    <Descriptions.Item label={t('common.list.remark')} span={2}>
                      {text(p.remark)}
                    </Descriptions.Item>
                    <Descriptions.Item label={label('updatedAt')} span={2}>
                      {formatDateTime(p.updatedAt)}
                    </Descriptions.Item>
                  </Descriptions>
                ),
              },
              {
                key: 'bookings',
                label: t('project.tabs.bookings'),
                children: <BookingsTab project={p} />,
              },
              {
                key: 'quote',
                label: t('project.tabs.quote'),
                children: <ProjectQuoteTab projectGuid={p.guid} />,
              },
              {
                key: 'declarationFiles',
                label: t('project.tabs.declarationFiles'),
                children: <ProjectChecklistTab projectGuid={p.guid} />,
              },
              {
                key: 'discounts',
                label: t('project.tabs.discounts'),
                children: <ProjectDiscountsTab projectGuid={p.guid} />,
              },
            ]
      }
    />
  )
}
