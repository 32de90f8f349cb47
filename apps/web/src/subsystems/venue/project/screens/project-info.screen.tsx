import { PROJECT_FORM_FLAGS, PROJECT_STATUS_VALUES, type ProjectRow } from '@app/contracts'
import { Form, Select, Tag } from 'antd'
import { useMemo, useState, type ReactNode } from 'react'
import { ResourceScreen, useResourceScreen } from '#web/features/list-page/resource-screen.tsx'
import { ProjectStatusTag } from '#web/features/project-status/project-status-tag.tsx'
import { statusKey } from '#web/features/project-status/project-status.ts'
import { useDetailGuid } from '#web/features/record-detail/use-detail-guid.ts'
import { formatFen } from '#web/shared/utils/money.ts'
import { projectApi, useCustomerOptions } from '#web/subsystems/venue/project/api/projects.ts'
import {
  ProjectDetail,
  venueDays,
} from '#web/subsystems/venue/project/components/project-detail.tsx'

/** Two fields a line. */
const Pairs = ({ children }: { children: ReactNode }) => (
  <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: 16 }}>{children}</div>
)

/** The customer picker: the user's customers found by a part of their name. */
const CustomerSelect = (props: { value?: string; onChange?: (v: string) => void; id?: string }) => {
  const [name, setName] = useState('')
  const options = useCustomerOptions(name)
  return (
    <Select
      {...props}
      showSearch={{ filterOption: false, onSearch: setName }}
      options={options}
      allowClear
    />
  )
}

/**
 * /project/projectInfo (项目信息): the projects of the user's data scope, their state as of
 * today; a project's number opens its detail (`?guid=`) with its bookings, documents,
 * history and the steps its state allows.
 */
export const Component = () => {
  const r = useResourceScreen(projectApi, {
    nameOf: (row) => row.title,
    detail: true,
    dateRanges: { dates: ['dateFrom', 'dateTo'] },
    labelAs: { customerGuid: 'customerName' },
  })
  const detail = useDetailGuid()
  const statuses = useMemo(
    () => PROJECT_STATUS_VALUES.map((s) => ({ value: s, label: r.t(statusKey(s)) })),
    [r],
  )
  const forms = useMemo(
    () => PROJECT_FORM_FLAGS.map((f) => ({ value: f, label: r.t(`project.forms.${f}`) })),
    [r],
  )
  return (
    <>
      <ResourceScreen<ProjectRow>
        screen={r}
        scrollX={1700}
        dialogWidth={880}
        dialogLabelWidth={120}
        columns={[
          r.col.render(
            'projectNumber',
            (n: string, row) => (
              <a
                href={`?guid=${row.guid}`}
                onClick={(e) => {
                  e.preventDefault()
                  detail.open(row.guid)
                }}
              >
                {n}
              </a>
            ),
            { width: 130 },
          ),
          r.col.ellipsis('title', { width: 300 }),
          r.col.render('status', (s: number) => <ProjectStatusTag status={s} />, { width: 150 }),
          r.col.ellipsis('customerName', { width: 220 }),
          r.col.render('formFlag', (f: string) => r.t(`project.forms.${f}`), { width: 120 }),
          r.col.ellipsis('halls', { width: 160 }),
          {
            key: 'dates',
            title: r.t('project.dates'),
            width: 210,
            render: (_: unknown, row: ProjectRow) => venueDays(row.loadInTime, row.loadOutTime),
          },
          r.col.text('ownerName', { width: 90 }),
          r.col.render(
            'holdLevel',
            (level: number | null) =>
              level === null ? '' : <Tag>{r.t('project.hold', { level })}</Tag>,
            { width: 100 },
          ),
          r.col.render(
            'contractAmount',
            (fen: number | null) => (fen === null ? '' : formatFen(fen)),
            { width: 130 },
          ),
          r.col.updatedAt(),
          r.col.actions(),
        ]}
        search={[
          r.search.text('keyword', { placeholder: r.t('project.keywordHint') }),
          r.search.select('status', statuses, 130),
          r.search.select('formFlag', forms, 130),
          r.search.select('industry', 'industry'),
          r.search.dateRange('dates'),
        ]}
        form={[
          r.field.text('title'),
          <Pairs key="kind">
            {r.field.item('customerGuid', <CustomerSelect />, {}, true)}
            {r.field.select('formFlag', forms)}
            {r.field.select('industry', 'industry')}
            {r.field.select('region', 'region')}
          </Pairs>,
          <Pairs key="dates">
            {r.field.date('loadInDate')}
            {r.field.date('startDate', r.notBefore('loadInDate', 'validation.projectDates'))}
            {r.field.date('endDate', r.notBefore('startDate', 'validation.projectDates'))}
            {r.field.date('loadOutDate', r.notBefore('endDate', 'validation.projectDates'))}
            {r.field.number('expectedArea')}
            {r.field.number('expectedVisitors')}
            {r.field.date('holdUntil', { extra: r.t('project.holdUntilHint') })}
          </Pairs>,
          r.field.textarea('remark', 2),
          // the owner stays as it is (a new project's is its creator)
          <Form.Item key="ownerId" name="ownerId" hidden noStyle />,
        ]}
      />
      <ProjectDetail
        guid={detail.guid}
        onClose={detail.close}
        onEdit={(p) => (r.dialog as { openEdit: (row: ProjectRow) => void }).openEdit(p)}
      />
    </>
  )
}
