// 申报文件's own calls (docs/product/domain.md "Declaration files"): a project's checklist
// generated from the file templates, an item's upload and its audit, each a step of
// DECLARATION_MACHINE at the version seen, recorded in the item's history.
import {
  DECLARATION_STATES,
  type DeclarationAudit,
  type DeclarationFile,
  type DeclarationProject,
  type DeclarationUpload,
  PERMISSIONS,
  hasAnyPermission,
} from '@app/contracts'
import { sql } from 'kysely'
import type { Db } from '#server/db/database.ts'
import { newGuid } from '#server/lib/crypto.ts'
import { contains, containsIgnoringCase } from '#server/lib/like.ts'
import { found, versionMissError } from '#server/lib/resource.ts'
import { checkTransition, recordTransition } from '#server/lib/workflow/state-machine.ts'
import { fileRef, filesNamedIn, setFileRefs } from '#server/modules/files/files.refs.ts'
import { findFile } from '#server/modules/files/files.repository.ts'
import { PROJECT_STATES, statusAsOf } from '#server/modules/projects/project-workflow.ts'
import { dayText, scopeOf as projectScope } from '#server/modules/projects/projects.service.ts'
import { AppError } from '#server/plugins/app-error.ts'
import type { AuthUser } from '#server/plugins/auth-user.ts'
import {
  DECLARATION_DOC_TYPE,
  DECLARATION_MACHINE,
  declarationFiles,
  declarationStateOf,
} from './declaration-file.resource.ts'

/** Project states with a checklist to keep: from 预定 to 进行中 (an opening to count from). */
const DECLARING: readonly number[] = [
  PROJECT_STATES.reserved,
  PROJECT_STATES.pending,
  PROJECT_STATES.signed,
  PROJECT_STATES.ongoing,
]

/** The day `days` before the opening day of `startTime` (yyyy-MM-dd), or null. */
export function dueDateOf(startTime: number | null, days: number | null): string | null {
  const opening = dayText(startTime === null ? null : Number(startTime))
  if (!opening || days === null) return null
  const [y, m, d] = opening.split('-').map(Number)
  return new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, (d ?? 1) - days)).toISOString().slice(0, 10)
}

/**
 * Adds to a project's checklist an item for each enabled template with a deadline it lacks,
 * and moves the due dates of the items not yet uploaded to the opening as it is now. Twice
 * adds nothing (one item per template, by a unique index).
 */
export async function generateChecklist(
  db: Db,
  project: { guid: string; startTime: number | null },
  userId: number | null,
  now: number,
): Promise<{ added: number; total: number }> {
  const templates = await db
    .selectFrom('fileTemplate')
    .select(['guid', 'name', 'required', 'dueDays', 'sort'])
    .where('status', '=', 1)
    .where('dueDays', 'is not', null)
    .orderBy('sort')
    .orderBy('id')
    .execute()
  const items = await db
    .selectFrom('declarationFile')
    .select(['guid', 'templateGuid', 'dueDate', 'state', 'version'])
    .where('projectGuid', '=', project.guid)
    .execute()
  const have = new Map(items.map((i) => [i.templateGuid, i]))
  for (const t of templates) {
    const dueDate = dueDateOf(project.startTime, t.dueDays)
    const item = have.get(t.guid)
    if (item) {
      if (item.state === DECLARATION_STATES.pending && item.dueDate !== dueDate)
        await db
          .updateTable('declarationFile')
          .set((eb) => ({ dueDate, updatedAt: now, version: eb('version', '+', 1) }))
          .where('guid', '=', item.guid)
          .where('version', '=', item.version)
          .execute()
      continue
    }
    await db
      .insertInto('declarationFile')
      .values({
        guid: newGuid(),
        projectGuid: project.guid,
        templateGuid: t.guid,
        name: t.name,
        required: t.required,
        dueDate,
        state: DECLARATION_STATES.pending,
        sort: t.sort,
        createdBy: userId,
        createdAt: now,
        updatedAt: now,
      })
      // generated at once by two callers: the other's stands
      .onConflict((oc) => oc.columns(['projectGuid', 'templateGuid']).doNothing())
      .execute()
  }
  const total = await db
    .selectFrom('declarationFile')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('projectGuid', '=', project.guid)
    .executeTakeFirst()
  return { added: Number(total?.n ?? 0) - items.length, total: Number(total?.n ?? 0) }
}

/** A project the caller reaches (an auditor: any), or 404. */
async function reachableProject(db: Db, user: AuthUser, guid: string) {
  const auditor = hasAnyPermission(user.permissions, [PERMISSIONS.declarationFile.audit])
  const project = await db
    .selectFrom('project')
    .select(['guid', 'title', 'status', 'loadInTime', 'startTime', 'loadOutTime'])
    .where('guid', '=', guid)
    .where(auditor ? sql<boolean>`1 = 1` : await projectScope(db, user))
    .executeTakeFirst()
  if (!project) throw AppError.notFound()
  return project
}

/** 生成清单: 409 naming the project's state when it has no checklist to keep. */
export async function generateFor(db: Db, user: AuthUser, projectGuid: string, now: number) {
  const project = await reachableProject(db, user, projectGuid)
  const state = statusAsOf(project, now)
  if (!DECLARING.includes(state) || project.startTime === null)
    throw AppError.conflict('declarationFile.projectState', {
      title: project.title,
      state: { key: `dashboard.status.${state}` },
    })
  return db.transaction().execute((trx) => generateChecklist(trx, project, user.id, now))
}

/** The projects a checklist can be generated for, with how many items each has. */
export async function declarationProjects(
  db: Db,
  user: AuthUser,
  keyword: string | undefined,
  now: number,
): Promise<DeclarationProject[]> {
  const auditor = hasAnyPermission(user.permissions, [PERMISSIONS.declarationFile.audit])
  const scope = auditor ? sql<boolean>`1 = 1` : await projectScope(db, user)
  const rows = await db
    .selectFrom('project')
    .select((eb) => [
      'project.guid',
      'project.projectNumber',
      'project.title',
      'project.status',
      'project.loadInTime',
      'project.startTime',
      'project.loadOutTime',
      eb
        .selectFrom('declarationFile')
        .select((d) => d.fn.countAll<number>().as('n'))
        .whereRef('declarationFile.projectGuid', '=', 'project.guid')
        .as('items'),
    ])
    .where(scope)
    .where('project.status', 'in', [...DECLARING])
    .where('project.startTime', 'is not', null)
    .$if(keyword !== undefined, (q) =>
      q.where((eb) =>
        eb.or([
          contains(eb.ref('project.title'), keyword ?? ''),
          containsIgnoringCase(eb.ref('project.projectNumber'), keyword ?? ''),
        ]),
      ),
    )
    .orderBy('project.startTime')
    .limit(50)
    .execute()
  return rows
    .filter((r) => DECLARING.includes(statusAsOf(r, now)))
    .map((r) => ({
      guid: r.guid,
      projectNumber: r.projectNumber,
      title: r.title,
      startDate: dayText(r.startTime === null ? null : Number(r.startTime)),
      items: Number(r.items ?? 0),
    }))
}

/**
 * 上传: the stored upload becomes the item's file (未提交, 已提交 or 退回 → 已提交), its last
 * reason cleared; 400 on the field when the name names no stored file.
 */
export async function uploadDeclaration(
  db: Db,
  user: AuthUser,
  body: DeclarationUpload,
  now: number,
): Promise<DeclarationFile> {
  return db.transaction().execute(async (trx) => {
    const stored = found(await declarationFiles.find(trx, body.guid, user))
    const from = declarationStateOf(stored.state)
    const way = checkTransition(DECLARATION_MACHINE, from, 'upload', user)
    const [sha256] = filesNamedIn([body.fileUrl])
    const file = sha256 ? await findFile(trx, sha256) : undefined
    if (!file) throw AppError.invalidField('fileUrl', 'fileTemplate.fileMissing')
    const res = await trx
      .updateTable('declarationFile')
      .set((eb) => ({
        state: DECLARATION_STATES[way.to],
        fileUrl: body.fileUrl,
        fileName: body.fileName,
        fileSize: file.data.length,
        returnReason: '',
        submittedBy: user.id,
        submittedAt: now,
        auditedBy: null,
        auditedAt: null,
        updatedAt: now,
        version: eb('version', '+', 1),
      }))
      .where('guid', '=', stored.guid)
      .where('version', '=', body.version)
      .executeTakeFirst()
    if (!Number(res.numUpdatedRows)) throw await versionMissError(async () => true)
    await setFileRefs(trx, fileRef.declarationFile(stored.guid), [body.fileUrl])
    await recordTransition(trx, {
      docType: DECLARATION_DOC_TYPE,
      docGuid: stored.guid,
      action: 'upload',
      from,
      to: way.to,
      user,
      comment: body.fileName,
      now,
    })
    return declarationFiles.detail(trx, stored.guid, user)
  })
}

/** 审核: 通过, or 退回 with its reason (400 on `comment` without one). */
export async function auditDeclaration(
  db: Db,
  user: AuthUser,
  body: DeclarationAudit,
  now: number,
): Promise<DeclarationFile> {
  const comment = body.comment ?? ''
  return db.transaction().execute(async (trx) => {
    const stored = found(await declarationFiles.find(trx, body.guid, user))
    const from = declarationStateOf(stored.state)
    const way = checkTransition(DECLARATION_MACHINE, from, body.action, user, comment)
    const res = await trx
      .updateTable('declarationFile')
      .set((eb) => ({
        state: DECLARATION_STATES[way.to],
        returnReason: body.action === 'return' ? comment.trim() : '',
        auditedBy: user.id,
        auditedAt: now,
        updatedAt: now,
        version: eb('version', '+', 1),
      }))
      .where('guid', '=', stored.guid)
      .where('version', '=', body.version)
      .executeTakeFirst()
    if (!Number(res.numUpdatedRows)) throw await versionMissError(async () => true)
    await recordTransition(trx, {
      docType: DECLARATION_DOC_TYPE,
      docGuid: stored.guid,
      action: body.action,
      from,
      to: way.to,
      user,
      comment,
      now,
    })
    return declarationFiles.detail(trx, stored.guid, user)
  })
}
