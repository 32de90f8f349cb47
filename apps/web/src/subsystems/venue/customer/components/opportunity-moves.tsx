import {
  OPPORTUNITY_STAGES,
  type OpportunityAction,
  type OpportunityRow,
  PERMISSIONS,
  STAGE,
  opportunityActionsOf,
} from '@app/contracts'
import { Alert, DatePicker, Form, Input, Modal, Tag } from 'antd'
import dayjs, { type Dayjs } from 'dayjs'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { checkPermission } from '#web/features/permissions/has-permission.ts'
import { notify } from '#web/shared/lib/notify.ts'
import { DATE_FORMAT } from '#web/shared/utils/timestamp.ts'
import { useSession } from '#web/stores/session.ts'
import {
  useOpportunityAct,
  useOpportunityWin,
} from '#web/subsystems/venue/customer/api/opportunities.ts'

const P = PERMISSIONS.opportunity
const STAGE_COLOURS = ['default', 'cyan', 'blue', 'geekblue', 'purple', 'success', 'error']

/** An opportunity's stage as its tag (线索 … 赢单 green, 输单 red). */
export const StageTag = ({ stage }: { stage: number }) => {
  const { t } = useTranslation()
  return <Tag color={STAGE_COLOURS[stage]}>{t(`opportunity.stages.${stage}`)}</Tag>
}

/** 已逾期 on an open opportunity whose next follow-up has passed. */
export const OverdueTag = ({ on }: { on: boolean }) => {
  const { t } = useTranslation()
  return on ? <Tag color="red">{t('opportunity.overdueTag')}</Tag> : null
}

/** What the user may do with an opportunity now: its stage's actions it holds. */
export const useOpportunityActions = () => {
  const held = useSession((s) => s.permissions)
  return (o: Pick<OpportunityRow, 'stage'>): OpportunityAction[] =>
    opportunityActionsOf(o.stage, (perm) => checkPermission(held, [perm]), P)
}

type Pick2 = Pick<
  OpportunityRow,
  'guid' | 'version' | 'stage' | 'name' | 'startDate' | 'endDate' | 'opportunityNumber'
>

type WinValues = { title: string; days: [Dayjs, Dayjs, Dayjs, Dayjs] }

/**
 * The moves of an opportunity, as dialogs a button or a board's drop opens: 推进 asks first,
 * 输单 asks for the reason, 赢单 for the project's title and its four venue days (the
 * expected opening and closing, two days of build-up and one of tear-down by default) and
 * then offers to open the project.
 */
export const useOpportunityMoves = () => {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const act = useOpportunityAct()
  const win = useOpportunityWin()
  const [modal, modalHolder] = Modal.useModal()
  const [losing, setLosing] = useState<Pick2 | null>(null)
  const [winning, setWinning] = useState<Pick2 | null>(null)
  const [loseForm] = Form.useForm<{ reason: string }>()
  const [winForm] = Form.useForm<WinValues>()
  const label = (key: string) => t(`opportunity.${key}`)
  const stageLabel = (stage: number) => t(`opportunity.stages.${stage}`)

  const advance = async (o: Pick2) => {
    const ok = await modal.confirm({
      title: label('action.advance'),
      content: t('opportunity.advanceConfirm', {
        name: o.name,
        stage: stageLabel(o.stage + 1),
      }),
      okText: t('common.dialog.ok'),
      cancelText: t('common.dialog.cancel'),
    })
    if (!ok) return
    await act.mutateAsync({ guid: o.guid, version: o.version, action: 'advance' })
    notify('success', t('opportunity.moved', { stage: stageLabel(o.stage + 1) }), 2)
  }
  const reopen = async (o: Pick2) => {
    await act.mutateAsync({ guid: o.guid, version: o.version, action: 'reopen' })
    notify('success', t('opportunity.moved', { stage: stageLabel(STAGE.lead) }), 2)
  }
  const sendLoss = async () => {
    if (!losing) return
    const v = await loseForm.validateFields()
    await act.mutateAsync({
      guid: losing.guid,
      version: losing.version,
      action: 'lose',
      comment: v.reason,
    })
    notify('success', t('opportunity.moved', { stage: stageLabel(STAGE.lost) }), 2)
    setLosing(null)
  }
  const sendWin = async () => {
    if (!winning) return
    const v = await winForm.validateFields()
    const [loadIn, start, end, loadOut] = v.days.map((d) => d.format(DATE_FORMAT))
    const won = await win.mutateAsync({
      guid: winning.guid,
      version: winning.version,
      title: v.title,
      loadInDate: loadIn ?? '',
      startDate: start ?? '',
      endDate: end ?? '',
      loadOutDate: loadOut ?? '',
    })
    setWinning(null)
    notify('success', t('opportunity.won', { number: won.projectNumber }), 3)
    if (won.projectGuid) void navigate(`/project/projectInfo?guid=${won.projectGuid}`)
  }

  /** Runs `action` on `o` (a refusal has been told by the client). */
  const run = (action: OpportunityAction, o: Pick2) => {
    if (action === 'advance') void advance(o).catch(() => undefined)
    else if (action === 'reopen') void reopen(o).catch(() => undefined)
    else if (action === 'lose') setLosing(o)
    else setWinning(o)
  }

  const defaultDays = (o: Pick2): WinValues['days'] => {
    const start = o.startDate ? dayjs(o.startDate) : dayjs().add(60, 'day').startOf('day')
    const end = o.endDate ? dayjs(o.endDate) : start.add(2, 'day')
    return [start.subtract(2, 'day'), start, end, end.add(1, 'day')]
  }
  const dayNames = ['loadInDate', 'startDate', 'endDate', 'loadOutDate'] as const

  const holder = (
    <>
      {modalHolder}
      <Modal
        open={losing !== null}
        title={losing ? t('opportunity.loseTitle', { name: losing.name }) : ''}
        okText={t('common.dialog.ok')}
        cancelText={t('common.dialog.cancel')}
        okButtonProps={{ danger: true }}
        confirmLoading={act.isPending}
        onOk={() => void sendLoss().catch(() => undefined)}
        onCancel={() => setLosing(null)}
        destroyOnHidden
      >
        <Form form={loseForm} layout="vertical" name="opportunity.lose" preserve={false}>
          <Form.Item
            name="reason"
            label={label('lostReason')}
            rules={[
              {
                required: true,
                whitespace: true,
                message: t('common.list.enterPrefix', { what: label('lostReason') }),
              },
            ]}
          >
            <Input.TextArea rows={3} maxLength={500} placeholder={label('lostReasonHint')} />
          </Form.Item>
        </Form>
      </Modal>
      <Modal
        open={winning !== null}
        title={winning ? t('opportunity.winTitle', { name: winning.name }) : ''}
        okText={label('action.win')}
        cancelText={t('common.dialog.cancel')}
        confirmLoading={win.isPending}
        onOk={() => void sendWin().catch(() => undefined)}
        onCancel={() => setWinning(null)}
        width={560}
        destroyOnHidden
      >
        <Alert type="info" showIcon title={label('winHint')} style={{ marginBottom: 16 }} />
        {winning && (
          <Form
            form={winForm}
            layout="vertical"
            name="opportunity.win"
            preserve={false}
            initialValues={{ title: winning.name, days: defaultDays(winning) }}
          >
            <Form.Item
              name="title"
              label={label('projectTitle')}
              rules={[
                {
                  required: true,
                  whitespace: true,
                  message: t('common.list.enterPrefix', { what: label('projectTitle') }),
                },
                { min: 2, max: 100, message: t('validation.tooLong', { max: 100 }) },
              ]}
            >
              <Input maxLength={100} />
            </Form.Item>
            <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: 16 }}>
              {dayNames.map((name, i) => (
                <Form.Item
                  key={name}
                  name={['days', i]}
                  label={t(`project.${name}`)}
                  dependencies={dayNames.map((_, j) => ['days', j])}
                  rules={[
                    {
                      required: true,
                      message: t('common.list.selectPrefix', { what: t(`project.${name}`) }),
                    },
                    ({ getFieldValue }) => ({
                      validator: async () => {
                        const days = dayNames.map((_, j) => getFieldValue(['days', j]) as Dayjs)
                        const ordered = days.every(
                          (d, j) => j === 0 || !d || !days[j - 1] || !d.isBefore(days[j - 1]),
                        )
                        if (!ordered) throw new Error(t('validation.projectDates'))
                      },
                    }),
                  ]}
                >
                  <DatePicker allowClear={false} style={{ width: '100%' }} />
                </Form.Item>
              ))}
            </div>
          </Form>
        )}
      </Modal>
    </>
  )
  return { run, holder, pending: act.isPending || win.isPending }
}

/** The stage an action leads to from `stage` (推进: the next one). */
export const stageAfter = (action: OpportunityAction, stage: number) =>
  action === 'advance'
    ? stage + 1
    : action === 'win'
      ? STAGE.won
      : action === 'lose'
        ? STAGE.lost
        : OPPORTUNITY_STAGES.indexOf('lead')
