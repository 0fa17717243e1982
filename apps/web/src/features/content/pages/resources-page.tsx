import { Grid, Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Banner } from '../../../components/banner.tsx';
import { useFaqs } from '../api/get-faqs.ts';
import { FaqAccordion } from '../components/faq-accordion.tsx';
import { PageContainer } from '../../../components/page-container.tsx';
import { LoadError, Loading } from '../../../components/query-status.tsx';
import { VideoGuides } from '../components/video-guides.tsx';

type ResourcesTab = 'faq' | 'videos';

function tabOf(params: URLSearchParams): ResourcesTab {
  return params.get('selectedTab') === 'videos' ? 'videos' : 'faq';
}

/** ?faqIndex=1 names an entry by its place in the FAQ list (0-based); anything else opens none. */
function faqIndexOf(params: URLSearchParams): number | null {
  const raw = params.get('faqIndex');
  const n = raw === null || raw.trim() === '' ? Number.NaN : Number(raw);
  return Number.isInteger(n) && n >= 0 ? n : null;
}

function FaqTab({ openIndex }: { openIndex: number | null }) {
  const { t } = useTranslation('content');
  const { data, error, isPending, refetch } = useFaqs();
  return (
    <>
      <p>{t('resources.faq.intro')}</p>
      {isPending && <Loading />}
      {error && <LoadError error={error} onRetry={() => void refetch()} />}
      {data && <FaqAccordion faqs={data} openIndex={openIndex} />}
    </>
  );
}

export default function ResourcesPage() {
  const { t } = useTranslation('content');
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params);
  // Large tabs overflow a phone; antd then adds a 'more' button inside the tablist, which axe rejects.
  const wide = Grid.useBreakpoint().sm ?? true;

  return (
    <>
      <Banner />
      <PageContainer narrow>
        <Tabs
          activeKey={tab}
          onChange={(key) => setParams({ selectedTab: key })}
          size={wide ? 'large' : 'middle'}
          tabBarGutter={wide ? 32 : 20}
          items={[
            {
              key: 'faq',
              label: t('resources.tabs.faq'),
              children: <FaqTab openIndex={faqIndexOf(params)} />,
            },
            { key: 'videos', label: t('resources.tabs.videos'), children: <VideoGuides /> },
          ]}
        />
      </PageContainer>
    </>
  );
}
