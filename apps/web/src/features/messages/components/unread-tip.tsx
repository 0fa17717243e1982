import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { setSession } from '../../../lib/session.ts';
import '../messages.css';

/**
 * The session's unread tip (spec section 3): once per session, and again when more messages arrive, a
 * line under the header says how many messages are unread. The session's `unreadTip` holds the count the
 * user was last told about; dismissing the tip or opening the box records it.
 */
export function UnreadTip({ count }: { count: number }) {
  const { t } = useTranslation('messages');
  const seen = () => setSession('unreadTip', count);
  return (
    <div className="message-tip">
      <div className="container">
        <p role="status" style={{ margin: 0 }}>
          {t('tip.text', { count })}
        </p>
        <Link to="/my-account/message/list?read=unread" onClick={seen}>
          {t('tip.open')}
        </Link>
        <Button size="small" onClick={seen}>
          {t('tip.dismiss')}
        </Button>
      </div>
    </div>
  );
}

export default UnreadTip;
