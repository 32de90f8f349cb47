import { API_BASE } from '@app/contracts'

/**
 * The browser URL of a file the server names. Uploaded files (`/files/…`) are served
 * under the API base (docs/product/api.md "Files": "the image is then used at /xgz plus fileName");
 * any other URL is used as given.
 */
export const fileUrl = (name: string): string =>
  name.startsWith('/files/') ? `${API_BASE}${name}` : name
