import { useEffect } from 'react'
import { useLocation, useNavigate, useParams } from 'react-router'

/**
 * /redirect/<path>: replaces itself with /<path> and renders nothing, so a page can be
 * re-entered (the tags view's refresh, a size change; shell.md "Tags view").
 */
export const Component = () => {
  const navigate = useNavigate()
  const { '*': rest = '' } = useParams()
  const { search, hash } = useLocation()
  useEffect(() => {
    void navigate(`/${rest}${search}${hash}`, { replace: true })
  }, [navigate, rest, search, hash])
  return null
}
