import {
  DISCOUNT_STATE_VALUES,
  DISCOUNT_TYPES,
  PERMISSIONS,
  type ProjectDiscount,
  type ProjectDiscountRow,
} from '@app/contracts'
import { Form, InputNumber, Select } from 'antd'
import { useMemo, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { ResourceScreen, useResourceScreen } from '#web/features/list-page/resource-screen.tsx'
import { useDetailGuid } from '#web/features/record-detail/use-detail-guid.ts'
import {
  projectDiscountApi,
  useDiscountableProjects,
} from '#web/subsystems/venue/project/api/project-discounts.ts'
import {
  BelowFloorTag,
  ProjectDiscountDetail,
  useDiscountValue,
} from '#web/subsystems/venue/project/components/project-discount-detail.tsx'
import {
  RequestStateTag,
  useRequestActions,
} from '#web/subsystems/venue/project/components/request-parts.tsx'

/** Two fields a line. */
const Pairs = ({ children }: { children: ReactNode }) => (
  <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: 16 }}>{children}</div>
)

/** The project picker: the user's projects with a quote; a draft keeps its project. */
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
  const found = useDiscountableProjects(keyword)
  return (
    <Select
      {...props}
      disabled={fixed !== undefined}
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      loading={found.loading}
      placeholder={t('discount.projectHint')}
      options={fixed ? [fixed] : found.options}
      allowClear
    />
  )
}

/** Money values (an amount off, a resource) are typed in yuan and kept in fen. */
const MONEY_TYPES = ['amount', 'resource']

/** 优惠值, in the unit of the chosen type: percent paid, yuan or days. */
const ValueInput = (props: {
  value?: number
  onChange?: (v: number | null) => void
  id?: string
}) => {
  const { t } = useTranslation()
  const type = Form.useWatch<string | undefined>('type') ?? 'rate'
  const money = MONEY_TYPES.includes(type)
  return (
    <InputNumber<number>
      id={props.id}
      value={
        props.value === undefined || props.value === null
          ? props.value
          : money
            ? props.value / 100
            : props.value
      }
      onChange={(v) => props.onChange?.(v === null ? null : money ? Math.round(v * 100) : v)}
      min={1}
      max={type === 'rate' ? 99 : type === 'freeDays' ? 365 : 99_999_999.99}
      precision={money ? 2 : 0}
      placeholder={t(`discount.valueHint.${type}`)}
      style={{ width: '100%' }}
    />
  )
}

/**
 * /project/discountManagement (优惠管理): discounts on projects' quotes; one below the floor
 * goes to 分管领导, any other is approved when submitted; an approved one changes its
 * project's quote. A number opens its detail (`?guid=`).
 */
export const Component = () => {
  const r = useResourceScreen(projectDiscountApi, {
    nameOf: (row) => row.discountNumber,
    detail: true,
    labelAs: { projectGuid: 'projectTitle' },
    defaults: { type: 'rate' },
  })
  const detail = useDetailGuid()
  const actionsOf = useRequestActions(PERMISSIONS.discount)
  const valueOf = useDiscountValue()
  const editing = r.editing as ProjectDiscount | undefined
  const states = useMemo(
    () => DISCOUNT_STATE_VALUES.map((s) => ({ value: s, label: r.t(`discount.states.${s}`) })),
    [r],
  )
  const types = useMemo(
    () => DISCOUNT_TYPES.map((d) => ({ value: d, label: r.t(`discount.types.${d}`) })),
    [r],
  )
  return (
    <>
      <ResourceScreen<ProjectDiscountRow>
        screen={r}
        selectable={false}
        scrollX={1600}
        dialogWidth={760}
        dialogLabelWidth={110}
        columns={[
          r.col.render(
            'discountNumber',
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
          r.col.render(
            'state',
            (s: number, row) => (
              <>
                <RequestStateTag state={s} labels="discount" />
                <BelowFloorTag on={row.belowFloor && s !== 2} />
              </>
            ),
            { width: 250 },
          ),
          r.col.ellipsis('projectTitle', { width: 260 }),
          r.col.ellipsis('customerName', { width: 200 }),
          r.col.render('type', (v: string) => r.t(`discount.types.${v}`), { width: 100 }),
          r.col.render('value', (_: number, row) => valueOf(row), { width: 120 }),
          r.col.money('originalAmount', { width: 140 }),
          r.col.money('discountAmount', { width: 130 }),
          r.col.text('applicantName', { width: 90 }),
          r.col.updatedAt(),
          r.col.actions(undefined, {
            editable: (row) => actionsOf(row).includes('edit'),
            removable: (row) => row.state === 0,
          }),
        ]}
        search={[
          r.search.text('keyword', { placeholder: r.t('discount.keywordHint'), width: 220 }),
          r.search.select('state', states, 140),
          r.search.select('type', types, 130),
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
          <Pairs key="value">
            {r.field.select('type', types)}
            {r.field.item('value', <ValueInput />, { dependencies: ['type'] })}
          </Pairs>,
          r.field.textarea('reason', 3),
        ]}
      />
      <ProjectDiscountDetail
        guid={detail.guid}
        onClose={detail.close}
        onEdit={(d) => (r.dialog as { openEdit: (row: ProjectDiscountRow) => void }).openEdit(d)}
      />
    </>
  )
}
