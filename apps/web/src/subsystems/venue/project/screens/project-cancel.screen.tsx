import {
  CANCEL_REASON_CATEGORIES,
  CANCEL_STATES,
  CANCEL_STATE_VALUES,
  PERMISSIONS,
  type ProjectCancel,
  type ProjectCancelRow,
} from '@app/contracts'
import { Form, InputNumber, Select, Typography } from 'antd'
import dayjs from 'dayjs'
import { useMemo, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { ResourceScreen, useResourceScreen } from '#web/features/list-page/resource-screen.tsx'
import { useDetailGuid } from '#web/features/record-detail/use-detail-guid.ts'
import { formatFen } from '#web/shared/utils/money.ts'
import { DATE_FORMAT } from '#web/shared/utils/timestamp.ts'
import {
  projectCancelApi,
  useCancellableProjects,
} from '#web/subsystems/venue/project/api/project-cancels.ts'
import {
  CancelStateTag,
  ProjectCancelDetail,
  useCancelActions,
} from '#web/subsystems/venue/project/components/project-cancel-detail.tsx'

/** Two fields a line. */
const Pairs = ({ children }: { children: ReactNode }) => (
  <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: 16 }}>{children}</div>
)

/** Money kept in fen in the form and the body, typed and shown in yuan. */
const FEN_AS_YUAN = {
  getValueProps: (fen: number | null | undefined) => ({
    value: fen === null || fen === undefined ? fen : fen / 100,
  }),
  normalize: (yuan: number | null) => (yuan === null ? 0 : Math.round(yuan * 100)),
}
const Yuan = (props: object) => (
  <InputNumber<number>
    {...props}
    min={0}
    max={99_999_999.99}
    precision={2}
    style={{ width: '100%' }}
  />
)

/**
 * The project picker: signed or ongoing projects of the user's scope found by a part of
 * their name; a draft keeps its project (`fixed`).
 */
const ProjectSelect = ({
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
  const found = useCancellableProjects(keyword)
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
      placeholder={t('projectCancel.projectHint')}
      options={options}
      allowClear
    />
  )
}

/** 应退金额, as the server will compute it from the two amounts typed. */
const RefundPreview = () => {
  const { t } = useTranslation()
  const received = Form.useWatch<number | undefined>('received') ?? 0
  const penalty = Form.useWatch<number | undefined>('penalty') ?? 0
  return (
    <Form.Item label={t('projectCancel.refund')} extra={t('projectCancel.refundHint')}>
      <Typography.Text strong data-testid="refund-preview">
        {formatFen(Math.max(received - penalty, 0))}
      </Typography.Text>
    </Form.Item>
  )
}

/**
 * /project/projectCancel (项目取消): requests to cancel signed projects, their approval by
 * 财务经理 and 分管领导; a number opens its detail (`?guid=`), where a draft is submitted and
 * an approver approves. Approved, the project is 已取消 and its dates are free on the grid.
 */
export const Component = () => {
  const r = useResourceScreen(projectCancelApi, {
    nameOf: (row) => row.cancelNumber,
    detail: true,
    labelAs: { projectGuid: 'projectTitle' },
    // notice is usually given the day the request is written
    defaults: { noticeDate: dayjs().format(DATE_FORMAT) },
  })
  const detail = useDetailGuid()
  const actionsOf = useCancelActions()
  const editing = r.editing as ProjectCancel | undefined
  const states = useMemo(
    () => CANCEL_STATE_VALUES.map((s) => ({ value: s, label: r.t(`projectCancel.states.${s}`) })),
    [r],
  )
  const reasons = useMemo(
    () =>
      CANCEL_REASON_CATEGORIES.map((c) => ({ value: c, label: r.t(`projectCancel.reasons.${c}`) })),
    [r],
  )
  const draft = (row: ProjectCancelRow) => row.state === CANCEL_STATES.draft
  return (
    <>
      <ResourceScreen<ProjectCancelRow>
        screen={r}
        selectable={false}
        scrollX={1650}
        dialogWidth={820}
        dialogLabelWidth={130}
        columns={[
          r.col.render(
            'cancelNumber',
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
          r.col.render('state', (s: number) => <CancelStateTag state={s} />, { width: 110 }),
          r.col.ellipsis('projectTitle', { width: 260 }),
          r.col.ellipsis('customerName', { width: 200 }),
          r.col.render('reasonCategory', (c: string) => r.t(`projectCancel.reasons.${c}`), {
            width: 120,
          }),
          r.col.text('noticeDate', { width: 110 }),
          r.col.number('daysBefore', { width: 110 }),
          r.col.money('received', { width: 130 }),
          r.col.money('penalty', { width: 120 }),
          r.col.money('refund', { width: 130 }),
          r.col.text('applicantName', { width: 90 }),
          r.col.updatedAt(),
          r.col.actions(undefined, {
            editable: (row) => actionsOf(row).includes('edit'),
            removable: draft,
            removePerm: PERMISSIONS.projectCancel.edit,
          }),
        ]}
        search={[
          r.search.text('keyword', { placeholder: r.t('projectCancel.keywordHint'), width: 220 }),
          r.search.select('state', states, 140),
          r.search.select('reasonCategory', reasons, 130),
        ]}
        form={[
          r.field.item(
            'projectGuid',
            <ProjectSelect
              fixed={
                editing && {
                  value: editing.projectGuid,
                  label: `${editing.projectNumber} ${editing.projectTitle}`,
                }
              }
            />,
            {},
            true,
          ),
          <Pairs key="reason">
            {r.field.select('reasonCategory', reasons)}
            {r.field.date('noticeDate')}
          </Pairs>,
          r.field.textarea('reason', 2),
          r.field.text('penaltyClause'),
          <Pairs key="money">
            {r.field.item('received', <Yuan />, FEN_AS_YUAN)}
            {r.field.item('penalty', <Yuan />, FEN_AS_YUAN)}
          </Pairs>,
          <RefundPreview key="refund" />,
        ]}
      />
      <ProjectCancelDetail
        guid={detail.guid}
        onClose={detail.close}
        onEdit={(c) => (r.dialog as { openEdit: (row: ProjectCancelRow) => void }).openEdit(c)}
      />
    </>
  )
}
