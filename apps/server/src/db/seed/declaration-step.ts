// 申报文件 in the demo (docs/product/demo-data.md, project 6): the file templates' 必填 and
// deadlines, and the checklists of the projects to be signed, signed or in progress, generated
// as the 生成清单 call does. The anime show's is partly missing: two items passed, one waiting
// for audit, one sent back, two overdue and not uploaded; elsewhere what is past due passed.
import { DECLARATION_STATES } from '@app/contracts'
import { recordTransition } from '#server/lib/workflow/state-machine.ts'
import { DECLARATION_DOC_TYPE } from '#server/modules/declaration-files/declaration-file.resource.ts'
import { generateChecklist } from '#server/modules/declaration-files/declaration-files.service.ts'
import { fileRef, filesNamedIn, setFileRefs } from '#server/modules/files/files.refs.ts'
import { findFile } from '#server/modules/files/files.repository.ts'
import { dayText } from '#server/modules/projects/projects.service.ts'
import { FILE_TEMPLATES } from './data/file-templates.ts'
import { PROJECT_STATUS } from './data/projects.ts'
import type { SeedContext, Trx } from './seed.ts'

const DAY = 86_400_000
const ANIME = 'prj-anime-expo'

type Plan =
  | { state: 'approved'; submittedDay: number; auditedDay: number }
  | { state: 'submitted'; submittedDay: number }
  | { state: 'returned'; submittedDay: number; auditedDay: number; reason: string }

/** The anime show's items by template name (days from now); the rest stay 未提交. */
const ANIME_PLAN: Record<string, Plan> = {
  主办单位资质登记表: { state: 'approved', submittedDay: -12, auditedDay: -11 },
  公众责任险投保确认单: { state: 'approved', submittedDay: -3, auditedDay: -2 },
  大型群众性活动安全许可申请表: {
    state: 'returned',
    submittedDay: -4,
    auditedDay: -3,
    reason: '缺少公安机关受理回执，请补充加盖公章的受理回执后重新上传',
  },
  安全工作方案及应急预案: { state: 'submitted', submittedDay: -0.25 },
}

/** Elsewhere: past due passed, due within ten days uploaded and waiting, the rest not yet. */
const planByDue = (dueDate: string | null, today: string, in10: string): Plan | null => {
  if (dueDate === null) return null
  if (dueDate < today) return { state: 'approved', submittedDay: -6, auditedDay: -5 }
  if (dueDate <= in10) return { state: 'submitted', submittedDay: -1 }
  return null
}

export async function seedDeclarationFiles(trx: Trx, { now }: SeedContext): Promise<void> {
  // the templates' 必填 and deadlines (the forms were seeded before they had them)
  for (const [i, f] of FILE_TEMPLATES.entries())
    await trx
      .updateTable('fileTemplate')
      .set({ required: f.required ? 1 : 0, dueDays: f.dueDays })
      .where('guid', '=', `ft-seed-${i + 1}`)
      .execute()
  const users = await trx.selectFrom('sysUser').select(['id', 'userName', 'nickName']).execute()
  const by = new Map(users.map((u) => [u.userName, u]))
  const uploader = by.get('zhangwei')
  const auditor = by.get('liuyang') ?? by.get('admin')
  if (!uploader || !auditor) return
  const projects = await trx
    .selectFrom('project')
    .select(['guid', 'startTime'])
    .where((eb) =>
      eb.or([
        eb('status', 'in', [PROJECT_STATUS.待签约, PROJECT_STATUS.已签约, PROJECT_STATUS.进行中]),
        eb('guid', '=', ANIME),
      ]),
    )
    .execute()
  const templates = await trx.selectFrom('fileTemplate').select(['guid', 'fileUrl']).execute()
  const fileOf = new Map(templates.map((t) => [t.guid, t.fileUrl]))
  const today = dayText(now) ?? ''
  const in10 = dayText(now + 10 * DAY) ?? ''
  for (const p of projects) {
    await generateChecklist(trx, p, uploader.id, now)
    const items = await trx
      .selectFrom('declarationFile')
      .select(['guid', 'name', 'templateGuid', 'dueDate'])
      .where('projectGuid', '=', p.guid)
      .execute()
    for (const item of items) {
      const plan = p.guid === ANIME ? ANIME_PLAN[item.name] : planByDue(item.dueDate, today, in10)
      const fileUrl = fileOf.get(item.templateGuid ?? '')
      if (!plan || !fileUrl) continue
      // the organiser's filled-in form: here the template's own bytes
      const [sha256] = filesNamedIn([fileUrl])
      const file = sha256 ? await findFile(trx, sha256) : undefined
      const submittedAt = Math.round(now + plan.submittedDay * DAY)
      const auditedAt = plan.state === 'submitted' ? null : Math.round(now + plan.auditedDay * DAY)
      await trx
        .updateTable('declarationFile')
        .set({
          state: DECLARATION_STATES[plan.state],
          fileUrl,
          fileName: `${item.name}.xlsx`,
          fileSize: file?.data.length ?? 0,
          returnReason: plan.state === 'returned' ? plan.reason : '',
          submittedBy: uploader.id,
          submittedAt,
          auditedBy: auditedAt === null ? null : auditor.id,
          auditedAt,
          updatedAt: auditedAt ?? submittedAt,
        })
        .where('guid', '=', item.guid)
        .execute()
      await setFileRefs(trx, fileRef.declarationFile(item.guid), [fileUrl])
      const row = { docType: DECLARATION_DOC_TYPE, docGuid: item.guid }
      await recordTransition(trx, {
        ...row,
        action: 'upload',
        from: 'pending',
        to: 'submitted',
        user: uploader,
        comment: `${item.name}.xlsx`,
        now: submittedAt,
      })
      if (auditedAt !== null)
        await recordTransition(trx, {
          ...row,
          action: plan.state === 'returned' ? 'return' : 'approve',
          from: 'submitted',
          to: plan.state,
          user: auditor,
          comment: plan.state === 'returned' ? plan.reason : '',
          now: auditedAt,
        })
    }
  }
}
