import { useTranslation } from 'react-i18next';
import { Banner } from '../../../components/banner.tsx';
import { PageContainer } from '../../../components/page-container.tsx';

/** A section of a static page in the locale file: a heading and blocks (a string is a paragraph, an array a list). */
export interface StaticSection {
  heading: string;
  blocks: Array<string | string[]>;
}

export function StaticSections({ sections }: { sections: StaticSection[] }) {
  return (
    <>
      {sections.map((section) => (
        <section key={section.heading}>
          <h2>{section.heading}</h2>
          {section.blocks.map((block, i) =>
            typeof block === 'string' ? (
              <p key={i}>{block}</p>
            ) : (
              <ul key={i}>
                {block.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            ),
          )}
        </section>
      ))}
    </>
  );
}

/**
 * A page whose whole text lives in the 'content' locale files under `page`: `title` (shown by the
 * banner from the route's title key), optional `intro` and `updated`, and `sections`.
 */
export function StaticPage({ page }: { page: string }) {
  const { t } = useTranslation('content');
  const sections = t(`${page}.sections`, { returnObjects: true, defaultValue: [] }) as StaticSection[];
  const intro = t(`${page}.intro`, { defaultValue: '' });
  const updated = t(`${page}.updated`, { defaultValue: '' });
  return (
    <>
      <Banner />
      <PageContainer narrow>
        {intro && <p style={{ fontSize: 18 }}>{intro}</p>}
        <StaticSections sections={Array.isArray(sections) ? sections : []} />
        {updated && <p style={{ marginTop: 32, color: '#595959' }}>{updated}</p>}
      </PageContainer>
    </>
  );
}
