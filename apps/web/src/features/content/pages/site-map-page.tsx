import { Col, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { Banner } from '../../../components/banner.tsx';
import { PageContainer } from '../components/page-container.tsx';
import { ContentLink } from '../components/content-link.tsx';

/** Every public page, grouped; the labels are the pages' own titles where a page has one. */
const GROUPS: Array<{ key: string; links: Array<{ to: string; label: string }> }> = [
  {
    key: 'information',
    links: [
      { to: '/', label: 'siteMap.links.home' },
      { to: '/home/news', label: 'siteMap.links.news' },
      { to: '/about-us', label: 'siteMap.links.aboutUs' },
      { to: '/ticket-information', label: 'siteMap.links.ticketInformation' },
      { to: '/fraud-prevention-tips', label: 'siteMap.links.fraudTips' },
    ],
  },
  {
    key: 'tickets',
    links: [
      { to: '/ticket/search', label: 'siteMap.links.ticketSearch' },
      { to: '/resources?selectedTab=faq&faqIndex=1', label: 'siteMap.links.howToLogin' },
    ],
  },
  {
    key: 'help',
    links: [
      { to: '/resources?selectedTab=faq', label: 'siteMap.links.faq' },
      { to: '/resources?selectedTab=videos', label: 'siteMap.links.videos' },
      { to: '/text-size', label: 'siteMap.links.textSize' },
    ],
  },
  {
    key: 'website',
    links: [
      { to: '/home/notice', label: 'siteMap.links.notice' },
      { to: '/home/privacy-policy', label: 'siteMap.links.privacy' },
      { to: '/cookies', label: 'siteMap.links.cookies' },
      { to: '/home/site-map', label: 'siteMap.links.siteMap' },
    ],
  },
];

export default function SiteMapPage() {
  const { t } = useTranslation('content');
  return (
    <>
      <Banner />
      <PageContainer>
        <p>{t('siteMap.intro')}</p>
        <Row gutter={[32, 16]}>
          {GROUPS.map((group) => (
            <Col key={group.key} xs={24} sm={12} lg={6}>
              <nav aria-labelledby={`site-map-${group.key}`}>
                <h2 id={`site-map-${group.key}`} style={{ fontSize: 20 }}>
                  {t(`siteMap.groups.${group.key}`)}
                </h2>
                <ul style={{ paddingInlineStart: 20 }}>
                  {group.links.map((link) => (
                    <li key={link.to} style={{ marginBottom: 8 }}>
                      <ContentLink to={link.to} inList>
                        {t(link.label)}
                      </ContentLink>
                    </li>
                  ))}
                </ul>
              </nav>
            </Col>
          ))}
        </Row>
      </PageContainer>
    </>
  );
}
