import { registerMessages } from '#server/i18n/messages.ts'

// The scheduling grid's words: messages and the labels the blocks and the export show.
registerMessages({
  // the contract's field messages for calendar dates and times of day
  'validation.date': {
    zh: '必须是yyyy-MM-dd格式的日期',
    en: 'must be a date as yyyy-MM-dd',
    es: 'debe ser una fecha yyyy-MM-dd',
    ja: 'yyyy-MM-dd 形式の日付である必要があります',
  },
  'validation.halfHour': {
    zh: '必须是30分钟的整数倍',
    en: 'must be on the half hour',
    es: 'debe ser múltiplo de 30 minutos',
    ja: '30分単位である必要があります',
  },
  'schedule.rangeInvalid': {
    zh: '日期范围无效',
    en: 'The date range is not valid',
    es: 'El intervalo de fechas no es válido',
    ja: '期間が正しくありません',
  },
  'schedule.rangeOrder': {
    zh: '开始日期必须早于结束日期',
    en: 'The start date must be before the end date',
    es: 'La fecha de inicio debe ser anterior a la de fin',
    ja: '開始日は終了日より前である必要があります',
  },
  'schedule.rangeTooLong': {
    zh: '日期范围不能超过{days}天',
    en: 'The date range cannot be longer than {days} days',
    es: 'El intervalo no puede superar {days} días',
    ja: '期間は{days}日以内にしてください',
  },
  'schedule.endBeforeStart': {
    zh: '结束时间必须晚于开始时间',
    en: 'The end must be after the start',
    es: 'El fin debe ser posterior al inicio',
    ja: '終了は開始より後である必要があります',
  },
  'schedule.siteUnknown': {
    zh: '场地不存在或已被删除',
    en: 'The site does not exist or was deleted',
    es: 'El espacio no existe o fue eliminado',
    ja: '会場が存在しないか、削除されました',
  },
  'schedule.siteGroup': {
    zh: '“{site}”是场地分组，不能预订',
    en: '"{site}" is a group of sites and cannot be booked',
    es: '«{site}» es un grupo de espacios y no se puede reservar',
    ja: '「{site}」は会場グループのため予約できません',
  },
  'schedule.siteDisabled': {
    zh: '场地“{site}”在{from}至{to}停用（{reason}），不能预订',
    en: 'Site "{site}" is disabled from {from} to {to} ({reason}) and cannot be booked',
    es: 'El espacio «{site}» está deshabilitado del {from} al {to} ({reason}) y no se puede reservar',
    ja: '会場「{site}」は{from}～{to}の間使用停止中（{reason}）のため予約できません',
  },
  'schedule.projectUnknown': {
    zh: '项目不存在或不可预订（已流失、已取消或已释放）',
    en: 'The project does not exist or cannot be booked (lost, cancelled or released)',
    es: 'El proyecto no existe o no se puede reservar (perdido, cancelado o liberado)',
    ja: 'プロジェクトが存在しないか、予約できません（失注・キャンセル・解放済み）',
  },
  'schedule.batchOverlap': {
    zh: '本次提交的预订在“{site}”上相互重叠',
    en: 'The blocks sent overlap each other on "{site}"',
    es: 'Las reservas enviadas se solapan entre sí en «{site}»',
    ja: '送信した予約が「{site}」で互いに重なっています',
  },
  'schedule.clash': {
    zh: '与已有预订冲突：{list}',
    en: 'Clashes with existing bookings: {list}',
    es: 'Choca con reservas existentes: {list}',
    ja: '既存の予約と競合しています：{list}',
  },
  'schedule.clashMore': {
    zh: '等{n}条',
    en: 'and {n} in all',
    es: 'y {n} en total',
    ja: 'など計{n}件',
  },
  'schedule.missionNotFound': {
    zh: '预订不存在或已被删除',
    en: 'The booking does not exist or was deleted',
    es: 'La reserva no existe o fue eliminada',
    ja: '予約が存在しないか、削除されました',
  },
  'schedule.conflictNotFound': {
    zh: '冲突不存在或已解除',
    en: 'The conflict does not exist or no longer applies',
    es: 'El conflicto no existe o ya no se aplica',
    ja: '競合が存在しないか、既に解消されています',
  },
  'schedule.templateNotFound': {
    zh: '排期模板不存在',
    en: 'The schedule template does not exist',
    es: 'La plantilla de programación no existe',
    ja: 'スケジュールテンプレートが存在しません',
  },
  // project states (docs/product/domain.md "Project status machine")
  'schedule.projectStatus.0': { zh: '意向', en: 'Lead', es: 'Interés', ja: '見込み' },
  'schedule.projectStatus.1': { zh: '预定', en: 'Tentative', es: 'Provisional', ja: '仮予約' },
  'schedule.projectStatus.2': {
    zh: '待签约',
    en: 'Contract pending',
    es: 'Contrato pendiente',
    ja: '契約待ち',
  },
  'schedule.projectStatus.3': { zh: '已签约', en: 'Signed', es: 'Firmado', ja: '契約済み' },
  'schedule.projectStatus.4': { zh: '进行中', en: 'In progress', es: 'En curso', ja: '進行中' },
  'schedule.projectStatus.5': { zh: '已完成', en: 'Completed', es: 'Completado', ja: '完了' },
  'schedule.projectStatus.6': { zh: '已结算', en: 'Settled', es: 'Liquidado', ja: '精算済み' },
  'schedule.projectStatus.7': { zh: '已流失', en: 'Lost', es: 'Perdido', ja: '失注' },
  'schedule.projectStatus.8': { zh: '已取消', en: 'Cancelled', es: 'Cancelado', ja: 'キャンセル' },
  'schedule.projectStatus.9': { zh: '已释放', en: 'Released', es: 'Liberado', ja: '解放済み' },
  // booking states
  'schedule.bookingStatus.0': { zh: '预定', en: 'Tentative', es: 'Provisional', ja: '仮予約' },
  'schedule.bookingStatus.1': { zh: '待签约', en: 'Pending', es: 'Pendiente', ja: '契約待ち' },
  'schedule.bookingStatus.2': { zh: '已确认', en: 'Confirmed', es: 'Confirmada', ja: '確定' },
  'schedule.bookingStatus.3': { zh: '已取消', en: 'Cancelled', es: 'Cancelada', ja: 'キャンセル' },
  // usages
  // the export
  'schedule.export.site': { zh: '场地', en: 'Site', es: 'Espacio', ja: '会場' },
  'schedule.export.project': { zh: '项目', en: 'Project', es: 'Proyecto', ja: 'プロジェクト' },
  'schedule.export.siteFile': {
    zh: '场地排期',
    en: 'site-schedule',
    es: 'programacion-espacios',
    ja: '会場スケジュール',
  },
  'schedule.export.projectFile': {
    zh: '项目日历',
    en: 'project-calendar',
    es: 'calendario-proyectos',
    ja: 'プロジェクトカレンダー',
  },
})
