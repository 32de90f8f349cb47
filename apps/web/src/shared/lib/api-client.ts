import {
  API_BASE,
  authEndpoints,
  fileEndpoints,
  ResultCode,
  SUCCESS_CODES,
  type Endpoint,
  type EndpointBody,
  type EndpointData,
  type EndpointQuery,
  type Envelope,
  type UploadResult,
} from '@app/contracts'
import axios, {
  AxiosError,
  type AxiosRequestConfig,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios'
import { currentLanguage, i18n, LANGUAGE_TAGS } from '#web/shared/lib/i18n.ts'
import { notify as showMessage, type NotifyKind } from '#web/shared/lib/notify.ts'
import { getToken } from '#web/shared/lib/storage.ts'

/** docs/product/shell.md "Calls and answer codes": default request timeout. */
export const REQUEST_TIMEOUT_MS = 5000
/** docs/product/shell.md "Calls and answer codes": download timeout (10 minutes). */
export const DOWNLOAD_TIMEOUT_MS = 600_000
/**
 * docs/product/shell.md "Calls and answer codes": the same write within this window is
 * refused on the client.
 */
export const REPEAT_SUBMIT_WINDOW_MS = 1000
/**
 * docs/product/shell.md "Calls and answer codes": a non-success code shows the server's
 * message for 1 s.
 */
export const CODE_MESSAGE_SECONDS = 1
/** docs/product/shell.md "Calls and answer codes": a network error shows for 1.5 s. */
export const NETWORK_MESSAGE_SECONDS = 1.5
export const DOWNLOAD_MESSAGE_SECONDS = 3

declare module 'axios' {
  interface AxiosRequestConfig {
    /**
     * Answer code 206 to the caller instead of going to `/` (the fs sign-in, docs/product/shell.md
     * "Calls and answer codes").
     */
    keep206?: boolean
    /** Show no message: the caller shows its own (downloads). 401 and 206 still apply. */
    silent?: boolean
    /** Skip the repeat-submit guard for this write. */
    allowRepeat?: boolean
    /** Never hand a failure of this call to `onCallFailed` (the error log's own report). */
    unlogged?: boolean
  }
}

export type ApiErrorKind = 'code' | 'network' | 'timeout' | 'http' | 'repeat'

/** Every failure of the client, already shown to the user unless the call was silent. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind
  /** The envelope's code, or the HTTP status for an answer without an envelope, else 0. */
  readonly code: number
  /** The envelope's data (206 on the fs sign-in carries the bind ticket). */
  readonly data: unknown

  constructor(kind: ApiErrorKind, message: string, code = 0, data: unknown = null) {
    super(message)
    this.name = 'ApiError'
    this.kind = kind
    this.code = code
    this.data = data
  }
}

export type { NotifyKind }
export type Notify = (kind: NotifyKind, text: string, seconds: number) => void

export interface ApiClientHooks {
  /** How a message reaches the user (shared/lib/notify unless replaced). */
  notify: Notify
  /** A signed-in call answered 401: sign out locally and go to /login (called once per token). */
  onUnauthorized: () => void
  /**
   * Code 206 outside the fs sign-in: the user's context is gone, go to `/` (docs/product/shell.md
   * "Calls and answer codes").
   */
  onContextLost: () => void
  /**
   * A call the server failed or never answered (see `isFault`), already shown to the user;
   * the error log keeps it (docs/product/shell.md "Error log").
   */
  onCallFailed: (failure: CallFailure) => void
}

/** A failed call as the error log keeps it: its method and path (never its parameters). */
export interface CallFailure {
  method: string
  path: string
  error: ApiError
}

const defaultHooks: ApiClientHooks = {
  notify: showMessage,
  onUnauthorized: () => window.location.assign('/login'),
  onContextLost: () => window.location.assign('/'),
  onCallFailed: () => undefined,
}

let hooks: ApiClientHooks = { ...defaultHooks }

/**
 * The app wires the session and the router in here (shared/ cannot import them). Answers
 * the hooks it replaced, for a test to put back.
 */
export const configureApiClient = (overrides: Partial<ApiClientHooks>): ApiClientHooks => {
  const replaced = hooks
  hooks = { ...hooks, ...overrides }
  return replaced
}

/** The one axios instance of the app (docs/house-style.md "API calls"). */
export const apiClient = axios.create({ baseURL: API_BASE, timeout: REQUEST_TIMEOUT_MS })

const t = (key: string, options?: Record<string, unknown>): string => i18n.t(key, options)

const isEnvelope = (body: unknown): body is Envelope<unknown> =>
  typeof body === 'object' && body !== null && typeof (body as { code?: unknown }).code === 'number'

// --- repeat-submit guard --------------------------------------------------------------

const recentWrites = new Map<string, number>()

const serialise = (value: unknown): string => {
  if (value === undefined || value === null) return ''
  if (typeof value === 'string') return value
  if (value instanceof URLSearchParams) return value.toString()
  return JSON.stringify(value)
}

const checkRepeatSubmit = (config: InternalAxiosRequestConfig): void => {
  if (config.allowRepeat || config.method?.toLowerCase() !== 'post') return
  // Uploads differ by their bytes, which a key cannot see: never refuse them.
  if (typeof FormData !== 'undefined' && config.data instanceof FormData) return
  const key = `${config.url ?? ''}|${serialise(config.params)}|${serialise(config.data)}`
  const now = Date.now()
  for (const [k, at] of recentWrites) {
    if (now - at >= REPEAT_SUBMIT_WINDOW_MS) recentWrites.delete(k)
  }
  if (recentWrites.has(key)) {
    const text = t('errors.repeatSubmit')
    hooks.notify('warning', text, CODE_MESSAGE_SECONDS)
    throw new ApiError('repeat', text)
  }
  recentWrites.set(key, now)
}

// --- 401 once -------------------------------------------------------------------------

let lastUnauthorizedToken: string | undefined

const sentToken = (config: AxiosRequestConfig | undefined): string | undefined => {
  const value = config?.headers?.['access-token']
  return typeof value === 'string' && value ? value : undefined
}

/** Forgets the 401/repeat bookkeeping; for tests. */
export const resetApiClientState = (): void => {
  lastUnauthorizedToken = undefined
  recentWrites.clear()
}

// --- faults ---------------------------------------------------------------------------

/**
 * docs/product/shell.md "Error log": a call is a fault when the server failed (HTTP status or
 * envelope code 5xx) or never answered (network error, timeout). An answer the screen already
 * explains (400 validation, 401, 403, 404, 409, 429, 206) is the user's business, not a
 * fault; neither is a cancelled call or the repeat-submit refusal.
 */
export const isFault = (error: ApiError): boolean =>
  error.kind === 'network' || error.kind === 'timeout' || error.code >= 500

/** `error`, after handing it to the error log when it is a fault. */
const failed = (error: ApiError, config: AxiosRequestConfig | undefined): ApiError => {
  if (!config?.unlogged && isFault(error)) {
    hooks.onCallFailed({
      method: (config?.method ?? 'get').toUpperCase(),
      path: (config?.url ?? '').split('?')[0] ?? '',
      error,
    })
  }
  return error
}

// --- interceptors ---------------------------------------------------------------------

apiClient.interceptors.request.use((config) => {
  // docs/product/shell.md "Calls and answer codes": system-type 0 on every call,
  // access-token when signed in
  config.headers.set('system-type', '0')
  config.headers.set('Accept-Language', LANGUAGE_TAGS[currentLanguage()])
  const token = getToken()
  if (token) config.headers.set('access-token', token)
  checkRepeatSubmit(config)
  return config
})

/**
 * Applies docs/product/shell.md "Calls and answer codes" to an envelope, from a 2xx answer or from
 * an error answer alike.
 */
const handleEnvelope = (
  body: Envelope<unknown>,
  config: AxiosRequestConfig | undefined,
  status: number,
): void => {
  if (SUCCESS_CODES.includes(body.code)) return
  const text = body.msg || t('errors.unknown')
  if (body.code === ResultCode.unauthorized) {
    const token = sentToken(config)
    // A call made without a token (sign-in) has no session to end: just say why.
    if (!token) {
      if (!config?.silent) hooks.notify('error', text, CODE_MESSAGE_SECONDS)
    } else if (token !== lastUnauthorizedToken) {
      // Several calls failing together sign the user out once (docs/product/shell.md
      // "Calls and answer codes").
      lastUnauthorizedToken = token
      hooks.notify('error', text, CODE_MESSAGE_SECONDS)
      hooks.onUnauthorized()
    }
    throw new ApiError('code', text, body.code, body.data)
  }
  if (body.code === ResultCode.partial) {
    if (!config?.keep206) hooks.onContextLost()
    throw new ApiError('code', text, body.code, body.data)
  }
  if (!config?.silent) hooks.notify('error', text, CODE_MESSAGE_SECONDS)
  throw failed(new ApiError('code', text, body.code || status, body.data), config)
}

const readBlobEnvelope = async (blob: Blob): Promise<unknown> => {
  if (!blob.type.includes('json')) return null
  try {
    return JSON.parse(await blob.text()) as unknown
  } catch {
    return null
  }
}

apiClient.interceptors.response.use(
  (response) => {
    const type = response.config.responseType
    // Blob answers go back raw; the download helper reads a JSON blob itself.
    if (type === 'blob' || type === 'arraybuffer') return response
    if (isEnvelope(response.data)) handleEnvelope(response.data, response.config, response.status)
    return response
  },
  async (error: unknown) => {
    if (error instanceof ApiError || axios.isCancel(error)) throw error
    if (!(error instanceof AxiosError)) throw error
    const config = error.config
    const response = error.response
    if (response) {
      // The server sets HTTP statuses on errors too, with the envelope in the body.
      const body: unknown =
        response.data instanceof Blob ? await readBlobEnvelope(response.data) : response.data
      // An error status with a success code falls through: the status decides.
      if (isEnvelope(body)) handleEnvelope(body, config, response.status)
      const text = t('errors.serverStatus', { status: response.status })
      if (!config?.silent) hooks.notify('error', text, NETWORK_MESSAGE_SECONDS)
      throw failed(new ApiError('http', text, response.status), config)
    }
    const timedOut = error.code === AxiosError.ECONNABORTED || error.code === AxiosError.ETIMEDOUT
    // Never the raw axios text: the user's language (docs/product/shell.md
    // "Calls and answer codes").
    const text = timedOut ? t('errors.timeout') : t('errors.network')
    if (!config?.silent) hooks.notify('error', text, NETWORK_MESSAGE_SECONDS)
    throw failed(new ApiError(timedOut ? 'timeout' : 'network', text), config)
  },
)

// --- typed calls ----------------------------------------------------------------------

type QueryOption<E> = [EndpointQuery<E>] extends [never]
  ? { query?: undefined }
  : { query: EndpointQuery<E> }
type BodyOption<E> = [EndpointBody<E>] extends [never]
  ? { body?: undefined }
  : { body: EndpointBody<E> }

export type CallOptions<E> = QueryOption<E> &
  BodyOption<E> & {
    /** Values for `:name` segments of the endpoint's path. */
    pathParams?: Record<string, string>
    signal?: AbortSignal
    silent?: boolean
    unlogged?: boolean
  }

const fillPath = (path: string, params: Record<string, string> | undefined): string =>
  path.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => {
    const value = params?.[name]
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`)
    return encodeURIComponent(value)
  })

/** Form encoding for `bodyKind: 'form'` (docs/product/api.md: exhibition switch, downloads). */
export const toFormBody = (values: object): URLSearchParams => {
  const form = new URLSearchParams()
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === null) continue
    if (Array.isArray(value)) value.forEach((v) => form.append(key, String(v)))
    else form.append(key, String(value))
  }
  return form
}

/**
 * Calls one endpoint of `@app/contracts`: URL, method and body encoding come from the
 * descriptor, so app code never writes a path. Resolves with the envelope's `data`.
 *
 * @example const info = await callApi(API.auth.loginInfo)
 */
export const callApi = async <E extends Endpoint>(
  endpoint: E,
  ...[options]: [EndpointQuery<E>, EndpointBody<E>] extends [never, never]
    ? [options?: CallOptions<E>]
    : [options: CallOptions<E>]
): Promise<EndpointData<E>> => {
  const opts: Partial<{
    query: unknown
    body: unknown
    pathParams: Record<string, string>
    signal: AbortSignal
    silent: boolean
    unlogged: boolean
  }> = options ?? {}
  const config: AxiosRequestConfig = {
    url: fillPath(endpoint.path, opts.pathParams),
    method: endpoint.method,
    params: opts.query,
    signal: opts.signal,
    silent: opts.silent,
    unlogged: opts.unlogged,
    // docs/product/shell.md "Calls and answer codes": on the fs sign-in, 206 means "bind first" and
    // its caller shows the form
    keep206: (endpoint as Endpoint) === authEndpoints.loginByFsToken,
  }
  if (opts.body !== undefined) {
    config.data =
      endpoint.bodyKind === 'form' && typeof opts.body === 'object' && opts.body !== null
        ? toFormBody(opts.body)
        : opts.body
  }
  const response = await apiClient.request<Envelope<EndpointData<E>>>(config)
  return response.data.data
}

/**
 * Uploads one file as multipart field `file` with a bearer token (docs/product/api.md "Files"); the
 * answer is not wrapped in `data`. `endpoint` is the editor's
 * image upload unless told otherwise (template files: `fileEndpoints.uploadDocument`).
 */
export const uploadFile = async (
  file: Blob,
  fileName?: string,
  endpoint: Endpoint = fileEndpoints.upload,
  /** The call's query (the logo's `keep`). */
  params?: Record<string, string>,
): Promise<UploadResult> => {
  const form = new FormData()
  if (fileName) form.append('file', file, fileName)
  else form.append('file', file)
  const token = getToken()
  const response = await apiClient.request<UploadResult>({
    url: endpoint.path,
    method: endpoint.method,
    data: form,
    params,
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  })
  return response.data
}

/**
 * Posts one file as multipart field `file` to an endpoint that answers the envelope (an
 * import): the query carries the options, errors go through the usual messages.
 *
 * @example const report = await uploadTo(API.users.importData, file, { dryRun: 1 })
 */
export const uploadTo = async <E extends Endpoint>(
  endpoint: E,
  file: Blob,
  query: EndpointQuery<E>,
  fileName?: string,
): Promise<EndpointData<E>> => {
  const form = new FormData()
  if (fileName) form.append('file', file, fileName)
  else form.append('file', file)
  const response = await apiClient.request<Envelope<EndpointData<E>>>({
    url: endpoint.path,
    method: endpoint.method,
    params: query,
    data: form,
    timeout: DOWNLOAD_TIMEOUT_MS,
  })
  return response.data.data
}

/** Saves a blob under a file name through a temporary link. */
export const saveBlob = (blob: Blob, fileName: string): void => {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.style.display = 'none'
  document.body.appendChild(link)
  link.click()
  link.remove()
  // revoke on the next tick: some browsers start the download asynchronously
  setTimeout(() => URL.revokeObjectURL(url), 0)
}

/**
 * The generic download of docs/product/api.md "Files": POST form-encoded, blob answer, 10-minute
 * timeout, saved under `fileName`. A JSON answer or a failure shows the message it carries, or
 * 下载文件出现错误，请联系管理员！ (docs/product/list-screens.md "Export"). Resolves true when
 * the file was saved.
 */
export const downloadFile = async (
  endpoint: Endpoint,
  params: object,
  fileName: string,
): Promise<boolean> => {
  const fail = (text?: string): false => {
    hooks.notify('error', text || t('errors.download'), DOWNLOAD_MESSAGE_SECONDS)
    return false
  }
  let response: AxiosResponse<Blob>
  try {
    response = await apiClient.request<Blob>({
      url: endpoint.path,
      method: 'POST',
      data: toFormBody(params),
      responseType: 'blob',
      timeout: DOWNLOAD_TIMEOUT_MS,
      silent: true,
      allowRepeat: true,
    })
  } catch (error) {
    return fail(error instanceof ApiError && error.kind === 'code' ? error.message : undefined)
  }
  const blob = response.data
  if (blob.type.includes('json')) {
    // A JSON answer instead of the file is the server explaining why not.
    const body = await readBlobEnvelope(blob)
    return fail(isEnvelope(body) ? body.msg : undefined)
  }
  saveBlob(blob, fileName)
  return true
}
