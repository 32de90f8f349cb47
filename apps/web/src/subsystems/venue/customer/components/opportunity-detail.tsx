import { EditOutlined } from '@ant-design/icons'
import {
  OPEN_OPPORTUNITY_STAGES,
  OPPORTUNITY_STAGES,
  type Opportunity,
  PERMISSIONS,
} from '@app/contracts'
import { Button, Descriptions, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { ToolbarButton } from '#web/features/list-page/list-toolbar.tsx'
import { useHasPermission } from '#web/features/permissions/permission.tsx'
import { RecordDetail } from '#web/features/record-detail/record-detail.tsx'
import { formatFen } from '#web/shared/utils/money.ts'
import { formatDateTime } from '#web/shared/utils/timestamp.ts'
import {
  opportunityApi,
  useAddOpportunityFollowUp,
  useOpportunityFollowUps,
} from '#web/subsystems/venue/customer/api/opportunities.ts'
import { FollowUpLog } from '#web/subsystems/venue/customer/components/follow-up-log.tsx'
import {
  OverdueTag,
  StageTag,
  useOpportunityActions,
  useOpportunityMoves,
} from '#web/subsystems/venue/customer/components/opportunity-moves.tsx'

const P = PERMISSIONS.opportunity
/** The opportunity's workflow kind: its stage history and documents. */
const DOC_TYPE = 'opportunity'

const FollowUpsTab = ({ o }: { o: Opportunity }) => (
  <FollowUpLog
    name="opportunity.followUp"
    log={useOpportunityFollowUps(o.guid)}
    add={useAddOpportunityFollowUp(o.guid)}
    canFollow={useHasPermission([P.follow])}
    closed={!OPEN_OPPORTUNITY_STAGES.includes(o.stage)}
  />
)

/**
 * An opportunity's detail (商机详情): its stage with the moves it allows (推进到「…」, 赢单,
 * 输单, 重新激活), its data, the follow-up log, documents and the stage history; 修改 while
 * open.
 */
export const OpportunityDetail = ({
  guid,
  onClose,
  onEdit,
}: {
  guid: string | null
  onClose: () => void
  onEdit: (o: Opportunity) => void
}) => {
  const { t } = useTranslation()
  const detail = opportunityApi.useDetail(guid)
  const actionsOf = useOpportunityActions()
  const moves = useOpportunityMoves()
  const canEdit = useHasPermission([P.edit])
  const o = detail.data
  const label = (key: string) => t(`opportunity.${key}`)
  const text = (v: string | null) => v || '—'
  const open = o !== undefined && OPEN_OPPORTUNITY_STAGES.includes(o.stage)
  const record = guid && o ? { docType: DOC_TYPE, docGuid: guid } : undefined
  // a history row names stages (lead …) and actions (advance …)
  const historyLabel = (s: string) =>
    (OPPORTUNITY_STAGES as readonly string[]).includes(s)
      ? t(`opportunity.stages.${OPPORTUNITY_STAGES.indexOf(s as 'lead')}`)
      : t(`opportunity.action.${s}`, { defaultValue: s })
  return (
    <>
      <RecordDetail
        open={guid !== null}
        onClose={onClose}
        loading={detail.isPending}
        failed={detail.isError}
        title={o && `${o.opportunityNumber} ${o.name}`}
        status={
          o && (
            <>
              <StageTag stage={o.stage} />
              <OverdueTag on={o.overdue} />
            </>
          )
        }
        actions={
          o && (
            <>
              {actionsOf(o).map((action) => (
                <Button
                  key={action}
                  type={action === 'win' ? 'primary' : 'default'}
                  danger={action === 'lose'}
                  loading={moves.pending}
                  onClick={() => moves.run(action, o)}
                >
                  {action === 'advance'
                    ? t('opportunity.advanceTo', { stage: t(`opportunity.stages.${o.stage + 1}`) })
                    : label(`action.${action}`)}
                </Button>
              ))}
              {open && (
                <ToolbarButton
                  perm={P.edit}
                  word="edit"
                  icon={<EditOutlined aria-hidden />}
                  onClick={() => onEdit(o)}
                />
              )}
            </>
          )
        }
        documents={record && { ...record, canEdit: canEdit && open }}
        history={record && { ...record, label: historyLabel }}
        tabs={
          !o
            ? []
            : [
                {
                  key: 'basic',
                  label: label('tabs.basic'),
                  children: (
                    <Descriptions bordered size="small" column={2}>
                      <Descriptions.Item label={label('customerName')} span={2}>
                        <Link to={`/customer/customerManage?guid=${o.customerGuid}`}>
                          {o.customerName}
                        </Link>
                      </Descriptions.Item>
                      <Descriptions.Item label={label('expectedAmount')}>
                        {formatFen(o.expectedAmount)}
                      </Descriptions.Item>
                      <Descriptions.Item label={label('winRate')}>{o.winRate}%</Descriptions.Item>
                      <Descriptions.Item label={label('dates')}>
                        {o.startDate ? `${o.startDate} ~ ${o.endDate ?? ''}` : '—'}
                      </Descriptions.Item>
                      <Descriptions.Item label={label('expectedArea')}>
                        {o.expectedArea ?? '—'}
                      </Descriptions.Item>
                      <Descriptions.Item label={label('formFlag')}>
                        {t(`project.forms.${o.formFlag}`)}
                      </Descriptions.Item>
                      <Descriptions.Item label={label('nextFollowDate')}>
                        {text(o.nextFollowDate)} <OverdueTag on={o.overdue} />
                      </Descriptions.Item>
                      <Descriptions.Item label={label('siteNames')} span={2}>
                        {text(o.siteNames)}
                      </Descriptions.Item>
                      <Descriptions.Item label={label('ownerName')}>
                        {o.deptName ? `${o.ownerName}（${o.deptName}）` : text(o.ownerName)}
                      </Descriptions.Item>
                      <Descriptions.Item label={t('common.table.createdAt')}>
                        {formatDateTime(o.createdAt)}
                      </Descriptions.Item>
                      {/* a ternary, not &&: '' would be an empty item of the grid */}
                      {o.projectGuid ? (
                        <Descriptions.Item label={label('projectNumber')} span={2}>
                          <Link to={`/project/projectInfo?guid=${o.projectGuid}`}>
                            {o.projectNumber}
                          </Link>
                        </Descriptions.Item>
                      ) : null}
                      {o.lostReason ? (
                        <Descriptions.Item label={label('lostReason')} span={2}>
                          <Typography.Text type="danger">{o.lostReason}</Typography.Text>
                        </Descriptions.Item>
                      ) : null}
                      <Descriptions.Item label={t('common.list.remark')} span={2}>
                        {text(o.remark)}
                      </Descriptions.Item>
                    </Descriptions>
                  ),
                },
                {
                  key: 'followUps',
                  label: label('tabs.followUps'),
                  children: <FollowUpsTab o={o} />,
                },
              ]
        }
      />
      {moves.holder}
    </>
  )
}
