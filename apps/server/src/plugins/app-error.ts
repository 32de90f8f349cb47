import { ResultCode } from '@app/contracts'
import type { MessageParams } from '#server/i18n/messages.ts'

/**
 * A failure the caller should see: `code` goes in the envelope (and, for 4xx/5xx, the HTTP
 * status); `messageKey` is looked up in the caller's language (i18n/messages.ts), or shown
 * as is when it is no key. `data` rides along (e.g. the bind ticket of a 206).
 */
export class AppError extends Error {
  constructor(
    readonly code: number,
    readonly messageKey: string,
    readonly params: MessageParams = {},
    readonly data: unknown = null,
  ) {
    super(messageKey)
    this.name = 'AppError'
  }

  static badRequest(messageKey: string, params?: MessageParams) {
    return new AppError(ResultCode.badRequest, messageKey, params)
  }
  static unauthorized() {
    return new AppError(ResultCode.unauthorized, 'notSignedIn')
  }
  static forbidden(messageKey = 'forbidden', params?: MessageParams) {
    return new AppError(ResultCode.forbidden, messageKey, params)
  }
  static notFound(messageKey = 'notFound') {
    return new AppError(ResultCode.notFound, messageKey)
  }
  /**
   * A 400 whose fault is one field: the answer's `data.fields` carries the message under
   * the field's name so the form shows it there (contracts `fieldErrorsSchema`).
   */
  static invalidField(field: string, messageKey: string, params?: MessageParams) {
    const e = new AppError(ResultCode.badRequest, messageKey, params)
    e.field = field
    return e
  }
  /** The field an `invalidField` error is about. */
  field: string | undefined
  /** A stale `version` or a state that does not allow the action. */
  static conflict(messageKey = 'conflict', params?: MessageParams) {
    return new AppError(ResultCode.conflict, messageKey, params)
  }
}
