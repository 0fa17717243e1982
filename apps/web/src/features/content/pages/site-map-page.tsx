import { useTranslation } from 'react-i18next';
import { Banner } from '../../../components/banner.tsx';
import { Columns } from '../../../components/ui/columns.tsx';
import { useHydrated } from '../../../lib/hydration.ts';
import { siteMapOf } from '../../../lib/route-directory.ts';
import { registeredRoutes } from '../../../lib/route-registry.ts';
import { useSession } from '../../../lib/session.ts';
import { PageContainer } from '../../../components/page-container.tsx';
import { ContentLink } from '../components/content-link.tsx';

/**
 * Every page that stands on its own, from the route table (each route declares its site-map group), so
 * a new page is listed by declaring its route. Labels are the pages' own titles; pages that need login
 * say so. Logged in, only the pages the acting role may use are offered; a visitor sees every page, with
 * whom it is for where only some users may use it. The build-time HTML is the visitor's, so the session
 * is read only once the page has been adopted.
 */
export default function SiteMapPage() {
  const { t } = useTranslation(['content', 'common']);
  const hydrated = useHydrated();
  const stored = useSession('permissions');
  const groups = siteMapOf(registeredRoutes(), hydrated ? (stored ?? null) : null);
  return (
    <>
      <Banner />
      <PageContainer>
        <p>{t('siteMap.intro')}</p>
        <Columns sm={2} lg={3} columnGap={32} rowGap={16}>
          {groups.map(({ group, pages }) => (
            <nav key={group} aria-labelledby={`site-map-${group}`}>
              <h2 id={`site-map-${group}`} style={{ fontSize: 20 }}>
                {t(`siteMap.groups.${group}`)}
              </h2>
              <ul style={{ paddingInlineStart: 20 }}>
                {pages.map((page) => (
                  <li key={page.path} style={{ marginBottom: 8 }}>
                    <ContentLink to={page.path} inList>
                      {t(page.titleKey)}
                    </ContentLink>
                    {page.needLogin && <> ({t('siteMap.loginNeeded')})</>}
                    {page.audience && <> ({t(`siteMap.audience.${page.audience}`)})</>}
                    {page.planned && <> ({t('common:comingSoon.tag')})</>}
                    {page.sections.length > 0 && (
                      <ul style={{ paddingInlineStart: 20 }}>
                        {page.sections.map((section) => (
                          <li key={section.search}>
                            <ContentLink to={`${page.path}${section.search}`} inList>
                              {t(section.labelKey)}
                            </ContentLink>
                          </li>
                        ))}
                      </ul>
                    )}
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </Columns>
      </PageContainer>
    </>
  );
}
