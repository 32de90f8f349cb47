/** spec §2 "Common routes": the message page. */
export const MESSAGE_PAGE_PATH = '/message/index'
