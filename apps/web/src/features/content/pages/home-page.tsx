import { useTranslation } from 'react-i18next';
import { openAuthDialog } from '../../../lib/client-state.ts';
import { useSession } from '../../../lib/session.ts';
import { AntiFraudPanel } from '../components/anti-fraud-panel.tsx';
import { LatestNews } from '../components/latest-news.tsx';
import { LinkButton } from '../components/link-button.tsx';
import { NotificationList } from '../components/notification-list.tsx';
import { PageContainer } from '../../../components/page-container.tsx';
import { ContentLink } from '../components/content-link.tsx';
import { Columns } from '../../../components/ui/columns.tsx';
import { Panel } from '../../../components/ui/panel.tsx';

/** The how-to-login FAQ entry: the same target as the login dialog's 'how to login' link. */
const HOW_TO_LOGIN = '/resources?selectedTab=faq&faqIndex=1';

/**
 * Home is drawn in plain markup, without antd, so a visitor's first page loads none of antd's code (ADR
 * 0006); its columns, buttons and notices look as antd's do on the other pages.
 * The two entry-point panels side by side keep the same height.
 */
const FULL_HEIGHT = { height: '100%' } as const;

export default function HomePage() {
  const { t } = useTranslation('content');
  const loggedIn = Boolean(useSession('token'));
  const delivery = t('home.delivery.items', { returnObjects: true, defaultValue: [] }) as string[];
  return (
    <PageContainer>
      <h1>{t('home.heading')}</h1>
      <p style={{ fontSize: 18, maxWidth: 760 }}>{t('home.lead')}</p>
      <NotificationList />

      <section aria-label={t('home.entryPoints')}>
        <Columns md={2} columnGap={24} rowGap={24} style={{ marginTop: 24 }}>
          <Panel tone="primary" style={FULL_HEIGHT}>
            <h2 style={{ marginTop: 0 }}>{t('home.search.title')}</h2>
            <p>{t('home.search.text')}</p>
            <LinkButton to="/ticket/search" type="primary">
              {t('home.search.action')}
            </LinkButton>
          </Panel>
          <Panel style={FULL_HEIGHT}>
            {loggedIn ? (
              <>
                <h2 style={{ marginTop: 0 }}>{t('home.account.title')}</h2>
                <p>{t('home.account.text')}</p>
                <LinkButton to="/my-account">{t('home.account.action')}</LinkButton>
              </>
            ) : (
              <>
                <h2 style={{ marginTop: 0 }}>{t('home.login.title')}</h2>
                <p>{t('home.login.text')}</p>
                <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center' }}>
                  <button
                    type="button"
                    className="ui-button ui-button-default"
                    onClick={() => openAuthDialog('login')}
                  >
                    {t('home.login.action')}
                  </button>
                  <ContentLink to={HOW_TO_LOGIN}>{t('home.login.howTo')}</ContentLink>
                </div>
              </>
            )}
          </Panel>
        </Columns>
      </section>

      <Columns lg={2} columnGap={32} style={{ marginTop: 40 }}>
        <section aria-labelledby="what-is">
          <h2 id="what-is">{t('home.what.title')}</h2>
          <p>{t('home.what.text')}</p>
          <p>{t('home.what.types')}</p>
        </section>
        <section aria-labelledby="delivery">
          <h2 id="delivery">{t('home.delivery.title')}</h2>
          <ul>
            {delivery.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <p>{t('home.delivery.parallel')}</p>
        </section>
      </Columns>

      <AntiFraudPanel />

      <Columns lg={2} columnGap={32}>
        <LatestNews />
        <section aria-labelledby="more-info" style={{ margin: '40px 0' }}>
          <h2 id="more-info">{t('home.more.title')}</h2>
          <ul>
            <li>
              <ContentLink to="/ticket-information" inList>
                {t('home.more.ticketInformation')}
              </ContentLink>
            </li>
            <li>
              <ContentLink to="/resources?selectedTab=faq" inList>
                {t('home.more.faq')}
              </ContentLink>
            </li>
            <li>
              <ContentLink to="/resources?selectedTab=videos" inList>
                {t('home.more.videos')}
              </ContentLink>
            </li>
            <li>
              <ContentLink to="/message-check" inList>
                {t('home.more.messageCheck')}
              </ContentLink>
            </li>
            <li>
              <ContentLink to="/about-us" inList>
                {t('home.more.aboutUs')}
              </ContentLink>
            </li>
          </ul>
        </section>
      </Columns>
    </PageContainer>
  );
}
