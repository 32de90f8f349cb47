import { clientErrorEndpoints } from '@app/contracts'
import { isRouteErrorResponse, type ClientOnErrorFunction } from 'react-router'
import {
  cleanEntry,
  describeThrown,
  sourceOf,
  type ErrorEntry,
} from '#web/features/error-log/error-entry.ts'
import { useErrorLog } from '#web/features/error-log/error-log-store.ts'
import { createErrorReporter, type ErrorReporter } from '#web/features/error-log/error-reporter.ts'
import {
  ApiError,
  callApi,
  configureApiClient,
  type CallFailure,
} from '#web/shared/lib/api-client.ts'
import { getToken } from '#web/shared/lib/storage.ts'
import { useAppSettings, type ProductSettings } from '#web/stores/app-settings.ts'

/**
 * Whether this build keeps the error log: its mode is the one `errorLog` names, or among
 * those it lists (docs/product/shell.md "Error log", vue-element-admin's meaning).
 */
export const keepsErrorLog = (
  setting: ProductSettings['errorLog'],
  mode: string = import.meta.env.MODE,
): boolean => (typeof setting === 'string' ? setting === mode : setting.includes(mode))

const isOn = (): boolean => keepsErrorLog(useAppSettings.getState().errorLog)

let reporter: ErrorReporter | null = null

/** Keeps one error, masked and cut, and queues it for the server; nothing in other builds. */
export const logError = (entry: ErrorEntry): void => {
  if (!isOn()) return
  const kept = cleanEntry(entry)
  useErrorLog.getState().add(kept)
  reporter?.enqueue(kept)
}

const logThrown = (value: unknown, where: string, fallback = ''): void => {
  const { message, stack } = describeThrown(value)
  logError({
    message,
    where: where || sourceOf(stack) || fallback,
    url: window.location.href,
    stack,
    time: Date.now(),
  })
}

/** A call's failure is an ApiError: logged by the client when it is a fault, else no fault. */
const loggedByClient = (value: unknown): boolean => value instanceof ApiError

const onWindowError = (event: ErrorEvent): void => {
  // the browser's note that a ResizeObserver skipped a frame: harmless, and frequent
  if (/ResizeObserver loop/.test(event.message)) return
  const where = event.filename ? `${event.filename}:${event.lineno}:${event.colno}` : ''
  if (event.error !== undefined && event.error !== null) logThrown(event.error, where)
  else logThrown(event.message, where)
}

const onRejection = (event: PromiseRejectionEvent): void => {
  if (!loggedByClient(event.reason)) logThrown(event.reason, '', 'unhandledrejection')
}

const onCallFailed = ({ method, path, error }: CallFailure): void =>
  logError({
    message: error.message,
    where: `${method} ${path} (${error.code || error.kind})`,
    url: window.location.href,
    stack: '',
    time: Date.now(),
  })

/**
 * The router's error handler (app/router.tsx): render errors with their component stack,
 * and a loader's failures other than a call's (logged by the client) or a 4xx response.
 */
export const logRouteError: ClientOnErrorFunction = (error, { pattern, errorInfo }) => {
  if (loggedByClient(error)) return
  if (isRouteErrorResponse(error) && error.status < 500) return
  logThrown(error, errorInfo?.componentStack?.trim() || `route ${pattern}`)
}

/**
 * The report call: silent, and a failure of it is never itself logged. Its endpoint group,
 * not `API`: this file loads with the sign-in page (ADR 015).
 */
const sendReport = (entries: ErrorEntry[]) =>
  callApi(clientErrorEndpoints.report, { body: { entries }, silent: true, unlogged: true })

/**
 * Starts the error log when this build keeps one (app/main.tsx, before anything renders):
 * uncaught errors, rejected promises and failed calls (the client's faults). Answers how
 * to stop it again (tests).
 */
export const installErrorLog = ({
  send = sendReport,
}: { send?: (entries: ErrorEntry[]) => Promise<unknown> } = {}): (() => void) => {
  if (!isOn()) return () => undefined
  const own = createErrorReporter(send, () => Boolean(getToken()))
  reporter = own
  window.addEventListener('error', onWindowError)
  window.addEventListener('unhandledrejection', onRejection)
  const replaced = configureApiClient({ onCallFailed })
  return () => {
    window.removeEventListener('error', onWindowError)
    window.removeEventListener('unhandledrejection', onRejection)
    configureApiClient({ onCallFailed: replaced.onCallFailed })
    own.stop()
    if (reporter === own) reporter = null
  }
}
