import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { formatBadgeCount } from '@eticket/domain/common/badge-count';
import { openAuthDialog, useClientState } from '../../lib/client-state.ts';
import { emit } from '../../lib/event-bus.ts';
import { logout } from '../../lib/logout.ts';
import { useSession } from '../../lib/session.ts';
import { IconLabel } from '../../components/ui/icon-label.tsx';
import { MailIcon, UserIcon } from '../../components/ui/icons.tsx';
import { unreadCountQuery } from '../../features/messages/api/get-unread-count.ts';

function confirmLogout() {
  emit('dialog', {
    titleKey: 'errors.reminder',
    messageKey: 'session.logout_tip',
    confirmKey: 'header.logout',
    onConfirm: () => void logout('manual'),
  });
}

/** Logged out: the login button. Logged in: the user's name, the message box with its dot, logout. */
export function UserTools() {
  const { t } = useTranslation();
  const token = useSession('token');
  const userInfo = useSession('userInfo');
  const { data } = useQuery({ ...unreadCountQuery(userInfo), enabled: Boolean(token) });
  const stored = useClientState((s) => s.unreadCount);
  const unread = data ?? stored;
  if (!token) {
    return (
      <button type="button" className="link-button tool-login" onClick={() => openAuthDialog('login')}>
        <UserIcon className="decor" /> {t('header.login')}
      </button>
    );
  }
  const badge = formatBadgeCount(unread);
  // Acting for a company or as an agent, the header names whom the user acts for as well as the user.
  const actingFor = Number(userInfo?.agentId ?? 0) !== 0 ? userInfo?.ownerName : undefined;
  return (
    <ul className="user-tools">
      <li className="user-name">
        <UserIcon className="decor" /> <span>{t('header.account', { name: userInfo?.name ?? '' })}</span>
        {actingFor && <span className="acting-for">{t('header.actingFor', { company: actingFor })}</span>}
      </li>
      <li>
        <Link to="/my-account/message/list" className="message-link">
          <MailIcon className="decor" />
          {badge && <span className="unread-dot decor" aria-hidden="true" />}
          <IconLabel>
            {badge ? t('header.messagesUnread', { count: unread }) : t('header.messages')}
          </IconLabel>
        </Link>
      </li>
      <li>
        <button type="button" className="link-button" onClick={confirmLogout}>
          {t('header.logout')}
        </button>
      </li>
    </ul>
  );
}
