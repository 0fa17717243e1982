import { useTranslation } from 'react-i18next';
import { Panel } from '../../../components/ui/panel.tsx';
import { ContentLink } from './content-link.tsx';

interface Fact {
  key: 'sender' | 'noLinks' | 'domain' | 'hotline' | 'enquiry';
  /** The fact in a form that reads the same in every language, shown large ('' when it needs translating). */
  highlight: string;
}

const HIGHLIGHT = { fontSize: 22, fontWeight: 700, margin: '0 0 4px', color: '#873800' } as const;
const FACT_GRID = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(190px, 1fr))',
  gap: 16,
  listStyle: 'none',
  padding: 0,
  margin: 0,
} as const;
const FACT_ITEM = { background: '#ffffff', borderRadius: 8, padding: 16 } as const;

const FACTS: Fact[] = [
  { key: 'sender', highlight: '#HKPF-eTT' },
  { key: 'noLinks', highlight: '' },
  { key: 'domain', highlight: '.gov.hk' },
  { key: 'hotline', highlight: '18222' },
  { key: 'enquiry', highlight: '181 181' },
];

/** The four anti-fraud facts of spec section 1, plus the enquiry line, with a link to the full tips. */
export function AntiFraudPanel() {
  const { t } = useTranslation('content');
  return (
    <section aria-labelledby="anti-fraud" style={{ margin: '40px 0' }}>
      <Panel tone="warning">
        <h2 id="anti-fraud" style={{ marginTop: 0 }}>
          {t('home.fraud.title')}
        </h2>
        <p>{t('home.fraud.intro')}</p>
        <ul style={FACT_GRID}>
          {FACTS.map((fact) => (
            <li key={fact.key} style={FACT_ITEM}>
              <h3 style={{ fontSize: 16, margin: '0 0 4px' }}>{t(`home.fraud.${fact.key}.title`)}</h3>
              {fact.highlight ? (
                <p style={HIGHLIGHT} lang="en">
                  {fact.highlight}
                </p>
              ) : (
                <p style={HIGHLIGHT}>{t('home.fraud.noLinksHighlight')}</p>
              )}
              <p style={{ margin: 0 }}>{t(`home.fraud.${fact.key}.text`)}</p>
            </li>
          ))}
        </ul>
        <p style={{ marginTop: 16, marginBottom: 0 }}>
          <ContentLink to="/message-check">{t('home.fraud.check')}</ContentLink>
        </p>
        <p style={{ marginTop: 8, marginBottom: 0 }}>
          <ContentLink to="/fraud-prevention-tips">{t('home.fraud.more')}</ContentLink>
        </p>
      </Panel>
    </section>
  );
}
