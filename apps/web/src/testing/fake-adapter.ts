import { API } from '@app/contracts'
import {
  AxiosError,
  AxiosHeaders,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios'
import { apiClient } from '#web/shared/lib/api-client.ts'

export type Reply =
  | { status?: number; body: unknown; headers?: Record<string, string> }
  | { fail: 'timeout' | 'network' }

export type Handler = (config: InternalAxiosRequestConfig) => Reply | Promise<Reply>

/**
 * Replaces the network under the one axios instance: each request is recorded and
 * answered by `handler`, settled the way axios's own adapters settle (>= 400 rejects).
 */
export const fakeNetwork = (handler: Handler) => {
  const calls: InternalAxiosRequestConfig[] = []
  const original = apiClient.defaults.adapter
  apiClient.defaults.adapter = async (config: InternalAxiosRequestConfig) => {
    calls.push(config)
    const reply = await handler(config)
    if ('fail' in reply) {
      throw reply.fail === 'timeout'
        ? new AxiosError(`timeout of ${config.timeout}ms exceeded`, AxiosError.ECONNABORTED, config)
        : new AxiosError('Network Error', AxiosError.ERR_NETWORK, config)
    }
    const status = reply.status ?? 200
    const response: AxiosResponse = {
      data: reply.body,
      status,
      statusText: String(status),
      headers: new AxiosHeaders(reply.headers ?? { 'content-type': 'application/json' }),
      config,
    }
    if (status >= 400) {
      throw new AxiosError(
        `Request failed with status code ${status}`,
        status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST,
        config,
        null,
        response,
      )
    }
    return response
  }
  return {
    calls,
    restore: () => {
      apiClient.defaults.adapter = original
    },
  }
}

/** The envelope every answer is wrapped in. */
export const envelope = (data: unknown, code = 200, msg = 'ok') => ({ code, msg, data })

/**
 * The calls every signed-in screen makes through the shell itself (the left rail's
 * version button, unread badge and 待我审核), answered with nothing new, so a screen's test need
 * only answer its own calls.
 */
export const shellAnswers = () =>
  ({
    [API.auth.versionList.path]: () => ({ body: envelope([]) }),
    [API.workspace.messageUnread.path]: () => ({ body: envelope({ count: 0 }) }),
    [API.workflow.mine.path]: () => ({ body: envelope([]) }),
  }) as const
