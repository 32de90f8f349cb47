import { message } from 'antd'
import type { MessageInstance } from 'antd/es/message/interface'

export type NotifyKind = 'error' | 'warning' | 'success' | 'info'

let bound: MessageInstance | null = null

/**
 * The app binds antd's context-aware message API here once it renders (theme, locale);
 * before that, and outside React, antd's static `message` is used. Answers the API it
 * replaced, to be bound again when this one goes.
 */
export const bindMessageApi = (api: MessageInstance | null): MessageInstance | null => {
  const replaced = bound
  bound = api
  return replaced
}

/**
 * Shows a short message to the user. The same message again replaces the one still shown
 * (keyed by its text), with its time renewed: two saves in a row say 修改成功 once.
 */
export const notify = (kind: NotifyKind, text: string, seconds: number): void => {
  void (bound ?? message).open({
    type: kind,
    content: text,
    duration: seconds,
    key: `${kind} ${text}`,
  })
}
