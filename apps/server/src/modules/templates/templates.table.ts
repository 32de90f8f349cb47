import type { Generated } from 'kysely'
import type { AdminRecordColumns } from '#server/lib/resource.ts'

/** The columns every template row shares (docs/product/domain.md "Every record"). */
interface TemplateColumns extends AdminRecordColumns {
  name: string
}

/** 备注模板: a reusable note such as "本档期为第二意向，第一意向释放后顺延". */
export interface RemarkTemplateTable extends TemplateColumns {
  category: string
  content: string
}

/** 付款计划模板: instalments (JSON) as % and offsets, totalling 100%. */
export interface PaymentPlanTemplateTable extends TemplateColumns {
  instalments: string
}

/** 文件模板: a downloadable file (declaration checklists, forms). */
export interface FileTemplateTable extends TemplateColumns {
  category: string
  fileUrl: string
  fileName: string
  /** 1: its checklist item is required (必填). */
  required: Generated<number>
  /** Its checklist item is due this many days before the opening; null: a download only. */
  dueDays: number | null
}

/** 合同模板: sanitised rich text with placeholders such as {客户名称}. */
export interface ContractTemplateTable extends TemplateColumns {
  contractType: string
  content: string
}
