import { useSearchParams } from 'react-router'

/**
 * The record a screen's detail shows, kept in the URL as `?guid=` so that a message, a
 * favourite view or a shared link opens it (issue 13 "A record detail page"). Opening adds
 * a history entry (Back closes it); closing removes the parameter and keeps the list's own.
 *
 * @example
 * const detail = useDetailGuid()
 * <a onClick={() => detail.open(row.guid)}>…</a>
 * <CustomerDetail guid={detail.guid} onClose={detail.close} />
 */
export const useDetailGuid = () => {
  const [params, setParams] = useSearchParams()
  const guid = params.get('guid')
  const withGuid = (value: string | null) => (current: URLSearchParams) => {
    const next = new URLSearchParams(current)
    if (value === null) next.delete('guid')
    else next.set('guid', value)
    return next
  }
  return {
    /** The open record's guid, or null. */
    guid: guid && guid.length <= 64 ? guid : null,
    open: (value: string) => setParams(withGuid(value)),
    close: () => setParams(withGuid(null), { replace: true }),
  }
}
