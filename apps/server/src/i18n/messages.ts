/**
 * The server's own words, in the four UI languages. The web sends `Accept-Language`
 * (and the `language` cookie); answers use the first of zh, en, es, ja it names, else zh.
 * A text the UI shows too (validation messages, labels, page titles) is not repeated here:
 * translate() reads it from the UI's own words (@app/locales), so each has one translation.
 */
import { localeText } from '@app/locales'

export const LANGS = ['zh', 'en', 'es', 'ja'] as const
export type Lang = (typeof LANGS)[number]

type Catalogue = Record<string, Record<Lang, string>>

export const MESSAGES = {
  ok: { zh: '操作成功', en: 'Success', es: 'Operación correcta', ja: '成功しました' },
  notSignedIn: {
    zh: '登录状态已过期，请重新登录',
    en: 'Your session has expired. Please sign in again.',
    es: 'Su sesión ha caducado. Inicie sesión de nuevo.',
    ja: 'セッションの有効期限が切れました。再度ログインしてください。',
  },
  forbidden: {
    zh: '没有权限，请联系管理员授权',
    en: 'You do not have permission for this. Ask an administrator.',
    es: 'No tiene permiso para esto. Consulte a un administrador.',
    ja: '権限がありません。管理者に連絡してください。',
  },
  notFound: {
    zh: '请求的资源不存在',
    en: 'The requested resource does not exist.',
    es: 'El recurso solicitado no existe.',
    ja: '要求されたリソースは存在しません。',
  },
  badRequest: {
    zh: '请求参数有误：{detail}',
    en: 'Invalid request: {detail}',
    es: 'Solicitud no válida: {detail}',
    ja: 'リクエストが不正です：{detail}',
  },
  tooMany: {
    zh: '请求过于频繁，请稍后再试',
    en: 'Too many requests. Please try again later.',
    es: 'Demasiadas solicitudes. Inténtelo más tarde.',
    ja: 'リクエストが多すぎます。しばらくしてから再試行してください。',
  },
  tooLarge: {
    zh: '上传文件大小不能超过 {mb} MB!',
    en: 'The file must be smaller than {mb} MB!',
    es: '¡El archivo debe ser menor de {mb} MB!',
    ja: 'ファイルサイズは {mb} MB 以下にしてください!',
  },
  serverError: {
    zh: '服务器内部错误，请联系管理员',
    en: 'Internal server error. Please contact the administrator.',
    es: 'Error interno del servidor. Contacte con el administrador.',
    ja: 'サーバー内部エラーです。管理者に連絡してください。',
  },
  conflict: {
    zh: '数据已被他人修改，请刷新后重试',
    en: 'Someone else changed this record. Reload and try again.',
    es: 'Otra persona modificó este registro. Recargue e inténtelo de nuevo.',
    ja: 'このデータは他のユーザーによって変更されました。再読み込みしてください。',
  },
  // a refinement's words the UI has none of (a price's and an instalment's cents)
  'validation.cents': {
    zh: '最多两位小数',
    en: 'at most 2 decimals',
    es: 'como máximo 2 decimales',
    ja: '小数点以下2桁までです',
  },
  // column headers shared by the resource exports (lib/resource.ts)
  'export.sort': { zh: '显示顺序', en: 'Order', es: 'Orden', ja: '表示順' },
  'export.status': { zh: '状态', en: 'Status', es: 'Estado', ja: '状態' },
  'export.enabled': { zh: '正常', en: 'Enabled', es: 'Activo', ja: '有効' },
  'export.disabled': { zh: '停用', en: 'Disabled', es: 'Inactivo', ja: '停止' },
  'export.remark': { zh: '备注', en: 'Remark', es: 'Observaciones', ja: '備考' },
  'export.createdAt': { zh: '创建时间', en: 'Created', es: 'Creado', ja: '作成日時' },
  'export.updatedAt': { zh: '更新时间', en: 'Updated', es: 'Actualizado', ja: '更新日時' },
} satisfies Catalogue

export type MessageKey = keyof typeof MESSAGES

/** Picks the answer language from `Accept-Language` / the `language` cookie. */
export function pickLang(acceptLanguage: string | undefined, cookieLang?: string): Lang {
  const candidates = [cookieLang ?? '', ...(acceptLanguage ?? '').split(',')]
  for (const c of candidates) {
    const code = c.trim().slice(0, 2).toLowerCase()
    if ((LANGS as readonly string[]).includes(code)) return code as Lang
  }
  return 'zh'
}

/**
 * The message in `lang`, with `{name}` (or the UI's `{{name}}`) placeholders filled. A key
 * the server does not know is looked up among the UI's words (@app/locales: field labels,
 * page titles), else returned as is.
 */
export function translate(
  lang: Lang,
  key: string,
  params: Record<string, string | number> = {},
): string {
  const entry = (MESSAGES as Catalogue)[key]
  const text = entry ? entry[lang] : (localeText(lang, key) ?? key)
  return text.replace(/\{\{?\s*(\w+)\s*\}?\}/g, (m, name: string) =>
    params[name] === undefined ? m : String(params[name]),
  )
}

/** Lets a module add its own messages (each module keeps its words beside its code). */
export function registerMessages(more: Catalogue): void {
  Object.assign(MESSAGES as Catalogue, more)
}
