import {
  type OpportunityBoardColumn,
  type OpportunityBoardQuery,
  type OpportunityRow,
  STAGE,
  opportunityActionTo,
} from '@app/contracts'
import { Button, Card, Empty, Spin, Typography, theme } from 'antd'
import { type DragEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { notify } from '#web/shared/lib/notify.ts'
import { formatFen } from '#web/shared/utils/money.ts'
import { useOpportunityBoard } from '#web/subsystems/venue/customer/api/opportunities.ts'
import {
  OverdueTag,
  StageTag,
  useOpportunityActions,
  useOpportunityMoves,
} from '#web/subsystems/venue/customer/components/opportunity-moves.tsx'

/** The funnel's stages: 线索 … 赢单 (输单 is told beside it). */
const FUNNEL_STAGES = [0, 1, 2, 3, 4, 5]
const COLUMN_WIDTH = 220
/** An amount in fen as ¥1,234.00. */
const yuan = (fen: number) => `¥${formatFen(fen)}`

/**
 * 销售漏斗: per stage how many and how much, as bars narrowing with the count; the lost ones,
 * the totals and the amount weighted by win % beside them. Text, not a picture: a screen
 * reader reads every figure.
 */
export const OpportunityFunnel = ({ columns }: { columns: OpportunityBoardColumn[] }) => {
  const { t } = useTranslation()
  const { token } = theme.useToken()
  const of = (stage: number) => columns.find((c) => c.stage === stage)
  const max = Math.max(1, ...FUNNEL_STAGES.map((s) => of(s)?.count ?? 0))
  const open = columns.filter((c) => c.stage < STAGE.won)
  const sum = (pick: (c: OpportunityBoardColumn) => number) => open.reduce((n, c) => n + pick(c), 0)
  return (
    <Card size="small" title={t('opportunity.funnel.title')}>
      <div style={{ display: 'grid', gridTemplateColumns: '1fr 260px', gap: 24 }}>
        <ol aria-label={t('opportunity.funnel.title')} style={{ margin: 0, padding: 0 }}>
          {FUNNEL_STAGES.map((stage) => {
            const c = of(stage)
            // narrower each stage down, and wider with its count: a funnel that tells the count
            const width = (40 + (60 * (c?.count ?? 0)) / max) * (1 - stage * 0.07)
            return (
              <li
                key={stage}
                data-stage={stage}
                style={{
                  listStyle: 'none',
                  width: `${width}%`,
                  margin: '0 auto 4px',
                  padding: '4px 12px',
                  borderRadius: 4,
                  textAlign: 'center',
                  whiteSpace: 'nowrap',
                  overflow: 'hidden',
                  textOverflow: 'ellipsis',
                  color: stage === STAGE.won ? token.colorSuccessText : token.colorText,
                  background: stage === STAGE.won ? token.colorSuccessBg : token.colorPrimaryBg,
                  border: `1px solid ${
                    stage === STAGE.won ? token.colorSuccessBorder : token.colorPrimaryBorder
                  }`,
                }}
              >
                {t('opportunity.funnel.line', {
                  stage: t(`opportunity.stages.${stage}`),
                  count: c?.count ?? 0,
                  amount: yuan(c?.expectedAmount ?? 0),
                })}
              </li>
            )
          })}
        </ol>
        <dl style={{ margin: 0 }}>
          {(
            [
              ['openCount', String(sum((c) => c.count))],
              ['openAmount', yuan(sum((c) => c.expectedAmount))],
              ['weightedAmount', yuan(sum((c) => c.weightedAmount))],
              ['lostCount', String(of(STAGE.lost)?.count ?? 0)],
            ] as const
          ).map(([key, value]) => (
            <div key={key} style={{ display: 'flex', justifyContent: 'space-between' }}>
              <dt>
                <Typography.Text type="secondary">{t(`opportunity.funnel.${key}`)}</Typography.Text>
              </dt>
              <dd style={{ margin: 0, fontWeight: 600 }}>{value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </Card>
  )
}

/** One card of the board: it opens the detail, moves by drag or by its own button. */
const OpportunityCard = ({
  o,
  onOpen,
  onMove,
  nextAction,
}: {
  o: OpportunityRow
  onOpen: () => void
  onMove: () => void
  nextAction: 'advance' | 'win' | undefined
}) => {
  const { t } = useTranslation()
  const { token } = theme.useToken()
  return (
    <li
      draggable={nextAction !== undefined || o.stage < STAGE.won}
      onDragStart={(e) => {
        e.dataTransfer.setData('text/plain', o.guid)
        e.dataTransfer.effectAllowed = 'move'
      }}
      data-guid={o.guid}
      style={{
        listStyle: 'none',
        padding: 10,
        marginBottom: 8,
        background: token.colorBgContainer,
        border: `1px solid ${o.overdue ? token.colorErrorBorder : token.colorBorderSecondary}`,
        borderRadius: token.borderRadius,
        cursor: 'grab',
      }}
    >
      <a
        href={`?guid=${o.guid}`}
        onClick={(e) => {
          e.preventDefault()
          onOpen()
        }}
        style={{ fontWeight: 600, display: 'block' }}
      >
        {o.name}
      </a>
      <Typography.Text type="secondary" ellipsis style={{ display: 'block' }}>
        {o.customerName}
      </Typography.Text>
      <div style={{ display: 'flex', justifyContent: 'space-between', marginTop: 4 }}>
        <span>{yuan(o.expectedAmount)}</span>
        <span>{o.winRate}%</span>
      </div>
      <div style={{ display: 'flex', justifyContent: 'space-between', marginTop: 4 }}>
        <Typography.Text type="secondary">
          {o.nextFollowDate ? t('opportunity.nextOn', { date: o.nextFollowDate }) : o.ownerName}
        </Typography.Text>
        <OverdueTag on={o.overdue} />
      </div>
      {nextAction && (
        <Button
          size="small"
          type={nextAction === 'win' ? 'primary' : 'default'}
          block
          style={{ marginTop: 8 }}
          onClick={onMove}
          aria-label={`${o.name}: ${
            nextAction === 'win'
              ? t('opportunity.action.win')
              : t('opportunity.advanceTo', { stage: t(`opportunity.stages.${o.stage + 1}`) })
          }`}
        >
          {nextAction === 'win'
            ? t('opportunity.action.win')
            : t('opportunity.advanceTo', { stage: t(`opportunity.stages.${o.stage + 1}`) })}
        </Button>
      )}
    </li>
  )
}

/**
 * 商机看板: a column per stage with its count, amount and first cards. A card dropped on
 * another column moves by the same rules as its buttons (one stage on, 赢单 from 商务谈判,
 * 输单 from any open stage); any other drop is refused here, and the server refuses it too.
 */
export const OpportunityBoard = ({
  query,
  onOpen,
}: {
  query: OpportunityBoardQuery
  onOpen: (guid: string) => void
}) => {
  const { t } = useTranslation()
  const { token } = theme.useToken()
  const board = useOpportunityBoard(query)
  const actionsOf = useOpportunityActions()
  const moves = useOpportunityMoves()
  const [over, setOver] = useState<number | null>(null)
  const columns = board.data ?? []
  const cardOf = (guid: string) =>
    columns.flatMap((c) => c.cards).find((card) => card.guid === guid)

  const drop = (stage: number) => (e: DragEvent) => {
    e.preventDefault()
    setOver(null)
    const card = cardOf(e.dataTransfer.getData('text/plain'))
    if (!card || card.stage === stage) return
    const action = opportunityActionTo(card.stage, stage)
    if (!action || !actionsOf(card).includes(action)) {
      notify(
        'warning',
        t('opportunity.cannotMove', {
          from: t(`opportunity.stages.${card.stage}`),
          to: t(`opportunity.stages.${stage}`),
        }),
        3,
      )
      return
    }
    moves.run(action, card)
  }

  if (board.isError)
    return <Empty description={<span role="alert">{t('common.list.loadFailed')}</span>} />
  return (
    <Spin spinning={board.isFetching && !board.isPending}>
      {board.isPending ? (
        <Spin style={{ display: 'block', padding: 48 }} />
      ) : (
        <div style={{ display: 'grid', gap: 16 }}>
          <OpportunityFunnel columns={columns} />
          <div
            role="region"
            aria-label={t('opportunity.board')}
            style={{ display: 'flex', gap: 12, overflowX: 'auto', paddingBottom: 8 }}
          >
            {columns.map((c) => (
              <section
                key={c.stage}
                aria-label={t(`opportunity.stages.${c.stage}`)}
                data-stage={c.stage}
                onDragOver={(e) => {
                  e.preventDefault()
                  setOver(c.stage)
                }}
                onDragLeave={() => setOver((s) => (s === c.stage ? null : s))}
                onDrop={drop(c.stage)}
                style={{
                  flex: `0 0 ${COLUMN_WIDTH}px`,
                  padding: 8,
                  borderRadius: token.borderRadiusLG,
                  background: over === c.stage ? token.colorPrimaryBg : token.colorFillQuaternary,
                  outline: over === c.stage ? `2px dashed ${token.colorPrimary}` : undefined,
                }}
              >
                <header
                  style={{
                    display: 'flex',
                    justifyContent: 'space-between',
                    alignItems: 'center',
                    marginBottom: 8,
                  }}
                >
                  <span>
                    <StageTag stage={c.stage} /> {c.count}
                  </span>
                  <Typography.Text type="secondary">{yuan(c.expectedAmount)}</Typography.Text>
                </header>
                <ul style={{ margin: 0, padding: 0, minHeight: 80 }}>
                  {c.cards.map((o) => {
                    const next = actionsOf(o).find((a) => a === 'advance' || a === 'win')
                    return (
                      <OpportunityCard
                        key={o.guid}
                        o={o}
                        onOpen={() => onOpen(o.guid)}
                        nextAction={next as 'advance' | 'win' | undefined}
                        onMove={() => next && moves.run(next, o)}
                      />
                    )
                  })}
                </ul>
                {c.count > c.cards.length && (
                  <Typography.Text type="secondary">
                    {t('opportunity.more', { count: c.count - c.cards.length })}
                  </Typography.Text>
                )}
              </section>
            ))}
          </div>
        </div>
      )}
      {moves.holder}
    </Spin>
  )
}
