import { useDeferredValue, useId } from 'react';
import { Alert, Input } from 'antd';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Banner } from '../../../components/banner.tsx';
import { useOffences, type OffenceCatalogue } from '../api/get-offences.ts';
import { filterOffences } from '../components/offence-filter.ts';
import { OffenceTable } from '../components/offence-table.tsx';
import { PageContainer } from '../../../components/page-container.tsx';
import { LoadError, Loading } from '../../../components/query-status.tsx';
import { useLocale } from '../../../lib/use-locale.ts';

const CATALOGUES: Array<{ catalogue: OffenceCatalogue; key: 'parking' | 'moving' }> = [
  { catalogue: 'parking-offences', key: 'parking' },
  { catalogue: 'moving-offences', key: 'moving' },
];

function CatalogueSection({
  catalogue,
  name,
  query,
}: {
  catalogue: OffenceCatalogue;
  name: 'parking' | 'moving';
  query: string;
}) {
  const { t } = useTranslation('content');
  const locale = useLocale();
  const { data, error, isPending, refetch } = useOffences(catalogue);
  const headingId = `offences-${name}`;
  const shown = data ? filterOffences(data, query, locale) : [];
  return (
    <section aria-labelledby={headingId} style={{ marginTop: 40 }}>
      <h2 id={headingId}>{t(`ticketInfo.${name}.title`)}</h2>
      <p>{t(`ticketInfo.${name}.text`)}</p>
      {isPending && <Loading />}
      {error && <LoadError error={error} onRetry={() => void refetch()} />}
      {data && (
        <>
          <p role="status" style={{ color: '#595959' }}>
            {query.trim() === ''
              ? t('ticketInfo.countAll', { count: data.length })
              : t('ticketInfo.countFound', { count: shown.length })}
          </p>
          <OffenceTable offences={shown} captionId={headingId} />
        </>
      )}
    </section>
  );
}

/** The fixed-penalty catalogues with today's amounts; the search is kept in the query (?q=) for sharing. */
export default function TicketInformationPage() {
  const { t } = useTranslation('content');
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const deferred = useDeferredValue(query);
  const inputId = useId();
  const paragraphs = t('ticketInfo.intro', { returnObjects: true, defaultValue: [] }) as string[];

  const onSearch = (value: string) => {
    const next = new URLSearchParams(params);
    if (value === '') next.delete('q');
    else next.set('q', value);
    setParams(next, { replace: true });
  };

  return (
    <>
      <Banner />
      <PageContainer>
        {paragraphs.map((p) => (
          <p key={p}>{p}</p>
        ))}
        <Alert type="info" showIcon title={t('ticketInfo.tariffNote')} style={{ margin: '16px 0 24px' }} />
        <div role="search" style={{ maxWidth: 560 }}>
          <label htmlFor={inputId} style={{ display: 'block', fontWeight: 600, marginBottom: 8 }}>
            {t('ticketInfo.searchLabel')}
          </label>
          <Input
            id={inputId}
            type="search"
            size="large"
            value={query}
            onChange={(e) => onSearch(e.target.value)}
            aria-describedby={`${inputId}-hint`}
            autoComplete="off"
          />
          <p id={`${inputId}-hint`} style={{ color: '#595959', marginTop: 4 }}>
            {t('ticketInfo.searchHint')}
          </p>
        </div>
        {CATALOGUES.map(({ catalogue, key }) => (
          <CatalogueSection key={key} catalogue={catalogue} name={key} query={deferred} />
        ))}
      </PageContainer>
    </>
  );
}
