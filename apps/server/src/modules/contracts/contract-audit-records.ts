// 合同审核记录 (/contractManagement/contractAuditRecord), issue 14: every approval action on
// every contract the caller sees (the workflow history's approval.* rows), with the node, the
// approver, the result, the comment, the time and how long the node took, its sheet.
import {
  AUDIT_RESULTS,
  type AuditRecordPage,
  type AuditRecordQuery,
  type AuditRecordRow,
  type AuditResult,
  addDays,
  auditDurationText,
} from '@app/contracts'
import { type Expression, type SqlBool, sql } from 'kysely'
import type { Db } from '#server/db/database.ts'
import type { Lang } from '#server/i18n/messages.ts'
import { translate } from '#server/i18n/messages.ts'
import { containsIgnoringCase } from '#server/lib/like.ts'
import { EXPORT_ROW_LIMIT, formatTime, xlsxOf } from '#server/lib/resource.ts'
import { dataScopeOf, inDataScope } from '#server/modules/identity/data-scope.ts'
import { projectsMatching } from '#server/modules/projects/project-requests.ts'
import { venueDay } from '#server/modules/projects/projects.service.ts'
import type { AuthUser } from '#server/plugins/auth-user.ts'
import { CONTRACT_DOC_TYPE } from './contract.resource.ts'

type Filters = Omit<AuditRecordQuery, 'page' | 'pageSize'>

const ACTIONS = AUDIT_RESULTS.map((r) => `approval.${r}`)

/** The approval actions on the contracts the caller reaches, filtered, with their contract. */
async function matching(db: Db, user: AuthUser, q: Filters) {
  const scope = inDataScope(await dataScopeOf(db, user), 'c.deptId', 'c.ownerId')
  return db
    .selectFrom('workflowHistory as h')
    .innerJoin('contract as c', 'c.guid', 'h.docGuid')
    .where('h.docType', '=', CONTRACT_DOC_TYPE)
    .where('h.action', 'in', ACTIONS)
    .where(scope)
    .where((eb) => {
      const parts: Expression<SqlBool>[] = []
      if (q.keyword)
        parts.push(
          eb.or([
            containsIgnoringCase(eb.ref('c.contractNumber'), q.keyword),
            containsIgnoringCase(eb.ref('c.title'), q.keyword),
            eb('c.projectGuid', 'in', projectsMatching(eb, q.keyword)),
          ]),
        )
      if (q.result) parts.push(eb('h.action', '=', `approval.${q.result}`))
      if (q.approver) parts.push(containsIgnoringCase(eb.ref('h.userName'), q.approver))
      if (q.contractGuid) parts.push(eb('c.guid', '=', q.contractGuid))
      // days of the venue: from its midnight to the midnight after the last day
      if (q.dateFrom) parts.push(eb('h.createdAt', '>=', venueDay(q.dateFrom)))
      if (q.dateTo) parts.push(eb('h.createdAt', '<', venueDay(addDays(q.dateTo, 1))))
      return eb.and(parts)
    })
}

/** The rows of `matching`, newest first, each with the time of the contract's action before it. */
const rowsOf = (base: Awaited<ReturnType<typeof matching>>) =>
  base
    .leftJoin('project as p', 'p.guid', 'c.projectGuid')
    .select((eb) => [
      'h.id',
      'h.action',
      'h.fromState',
      'h.toState',
      'h.userName',
      'h.comment',
      'h.createdAt',
      'c.guid as contractGuid',
      'c.contractNumber',
      'c.title as contractTitle',
      'c.projectGuid',
      'c.total',
      sql<string>`coalesce(p.title, '')`.as('projectTitle'),
      // the previous approval action on the same contract: the submission or the node before
      eb
        .selectFrom('workflowHistory as prev')
        .select((x) => x.fn.max('prev.createdAt').as('at'))
        .where('prev.docType', '=', CONTRACT_DOC_TYPE)
        .whereRef('prev.docGuid', '=', 'h.docGuid')
        .where('prev.action', 'in', ACTIONS)
        .where((x) =>
          x.or([
            x('prev.createdAt', '<', x.ref('h.createdAt')),
            x.and([
              x('prev.createdAt', '=', x.ref('h.createdAt')),
              x('prev.id', '<', x.ref('h.id')),
            ]),
          ]),
        )
        .as('previousAt'),
    ])
    .orderBy('h.createdAt', 'desc')
    .orderBy('h.id', 'desc')

type Found = Awaited<ReturnType<ReturnType<typeof rowsOf>['execute']>>[number]

const toRow = (r: Found): AuditRecordRow => {
  const result = r.action.slice('approval.'.length) as AuditResult
  const createdAt = Number(r.createdAt)
  const previousAt = r.previousAt === null ? null : Number(r.previousAt)
  return {
    id: Number(r.id),
    contractGuid: r.contractGuid,
    contractNumber: r.contractNumber,
    contractTitle: r.contractTitle,
    projectGuid: r.projectGuid ?? '',
    projectTitle: r.projectTitle,
    total: Number(r.total),
    node: result === 'submit' ? '' : (r.fromState ?? ''),
    nextNode: r.toState ?? '',
    result,
    approverName: r.userName,
    comment: r.comment,
    createdAt,
    duration: result === 'submit' || previousAt === null ? null : createdAt - previousAt,
  }
}

/** One page of the approval actions, newest first. */
export async function auditRecordPage(
  db: Db,
  user: AuthUser,
  q: AuditRecordQuery,
): Promise<AuditRecordPage> {
  const base = await matching(db, user, q)
  const [total, found] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirst(),
    rowsOf(base)
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize)
      .execute(),
  ])
  return { list: found.map(toRow), count: Number(total?.count ?? 0) }
}

/** The sheet of the filtered approval actions (headers, results and durations in `lang`). */
export async function auditRecordSheet(
  db: Db,
  user: AuthUser,
  q: Filters,
  lang: Lang,
): Promise<Buffer> {
  const found = await rowsOf(await matching(db, user, q))
    .limit(EXPORT_ROW_LIMIT)
    .execute()
  const t = (key: string) => translate(lang, key)
  const label = (key: string) => t(`contractAudit.${key}`)
  return xlsxOf(
    t('venue.route.contractAuditRecord'),
    [
      {
        header: label('contractNumber'),
        width: 14,
        value: (r: AuditRecordRow) => r.contractNumber,
      },
      { header: label('contractTitle'), width: 36, value: (r) => r.contractTitle },
      { header: label('projectTitle'), width: 30, value: (r) => r.projectTitle },
      { header: label('total'), width: 14, value: (r) => r.total / 100 },
      { header: label('node'), width: 12, value: (r) => r.node },
      { header: label('result'), width: 8, value: (r) => label(`results.${r.result}`) },
      { header: label('nextNode'), width: 12, value: (r) => r.nextNode },
      { header: label('approverName'), width: 10, value: (r) => r.approverName },
      { header: label('comment'), width: 36, value: (r) => r.comment },
      { header: label('createdAt'), width: 20, value: (r) => formatTime(r.createdAt) },
      {
        header: label('duration'),
        width: 14,
        value: (r) => {
          if (r.duration === null) return ''
          const d = auditDurationText(r.duration)
          return translate(lang, d.key, d.params)
        },
      },
    ],
    found.map(toRow),
  )
}
