/**
 * The paths of the notification service and the file service (spec section 7), shared by the server (which
 * mounts them) and the web (which calls them). Paths with `{name}` take a path parameter.
 */
export const NOTIFICATION_BASE = 'rest/notification/api/v1/publ';
export const FILE_BASE = 'rest/file/api/v1';

export const MESSAGE_PATHS = {
  /** GET: the acting role's box, paged, filtered by read state. */
  list: '/message/list',
  /** GET: one message with its attachments (opening it marks it read). */
  detail: '/message/{messageId}',
  /** PUT: mark read (some ids, or all). DELETE: delete some ids. */
  message: '/message',
  /** GET ?agentRole=: the acting role's unread count (header dot). */
  count: '/message/count',
  /** GET: the unread count of every role the user holds (role switcher badges). */
  agentCount: '/message/agent/count',
  /** GET: the current system notifications (the same as the home page's). */
  notifications: '/message/notifications',
  /** GET: what still needs the user: unpaid tickets near their deadline, applications waiting. */
  outstanding: '/outstanding/list',
  /** GET: the acting role's message settings. PUT: save them all. */
  settingList: '/message/setting/list',
  setting: '/message/setting',
  /** POST: how one message of the box was delivered (channels, masked destinations, attempts). */
  settingMessageDetail: '/message/setting/message-detail',
  /** POST: send a test message to the contact means registered with the Transport Department. */
  settingMessageSend: '/message/setting/message-send',
  /** POST: save one setting (the row just changed). */
  settingMessageSave: '/message/setting/message-save',
  /** POST: chosen messages with their attachments as one ZIP file. */
  settingMessageDownload: '/message/setting/message-download',
  /** POST, no login: "is this message real?" (pasted text or sender + notice no + vehicle no, captcha). */
  check: '/message/check',
  /** POST, no login: the SMS gateway's delivery receipt, signed with the shared secret (x-sms-signature). */
  smsReceipt: '/sms/receipt',
} as const;

export const FILE_PATHS = {
  /** GET: one file the caller may see. */
  download: '/publ/file/download/{fileId}',
  /** POST { fileIds }: several files as one ZIP. */
  downloadAll: '/publ/file/downloadAll',
} as const;

/** Full path (with the leading slash) of a notification-service route. */
export const notificationPath = (path: string) => `/${NOTIFICATION_BASE}${path}`;
/** Full path (with the leading slash) of a file-service route. */
export const filePath = (path: string) => `/${FILE_BASE}${path}`;

/** The calendar file of a ticket's payment deadline (ticket service): GET ?noticeNo= or x-lookup-token. */
export const TICKET_CALENDAR_PATH = '/rest/ticket/api/v1/publ/tickets/calendar';
