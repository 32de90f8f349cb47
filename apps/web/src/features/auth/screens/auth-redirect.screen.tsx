import { useEffect } from 'react'
import { useNavigate } from 'react-router'

/**
 * /auth-redirect: where the messaging platform returns after consent. Opened in a
 * pop-up, it hands the answer to the opening window's /fs/login and closes; opened in
 * the main window, it goes there itself. Renders nothing.
 */
export const Component = () => {
  const navigate = useNavigate()
  useEffect(() => {
    const target = `/fs/login${window.location.search}`
    const opener = window.opener as Window | null
    if (opener && opener !== window) {
      try {
        opener.location.href = `${window.location.origin}${target}`
        window.close()
        return
      } catch {
        // a cross-origin opener cannot be reached: continue in this window
      }
    }
    void navigate(target, { replace: true })
  }, [navigate])
  return null
}
