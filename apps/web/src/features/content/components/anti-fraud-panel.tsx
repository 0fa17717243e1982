import { Card, Col, Row } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

interface Fact {
  key: 'sender' | 'noLinks' | 'domain' | 'hotline' | 'enquiry';
  /** The fact in a form that reads the same in every language, shown large ('' when it needs translating). */
  highlight: string;
}

const HIGHLIGHT = { fontSize: 22, fontWeight: 700, margin: 0, color: '#873800' } as const;

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
      <Card style={{ background: '#fff8e6', borderColor: '#d48806' }}>
        <h2 id="anti-fraud" style={{ marginTop: 0 }}>
          {t('home.fraud.title')}
        </h2>
        <p>{t('home.fraud.intro')}</p>
        <Row gutter={[16, 16]} role="list">
          {FACTS.map((fact) => (
            <Col key={fact.key} xs={24} sm={12} lg={8} role="listitem">
              <div style={{ background: '#ffffff', borderRadius: 8, padding: 16, height: '100%' }}>
                {fact.highlight ? (
                  <p style={HIGHLIGHT} lang="en">
                    {fact.highlight}
                  </p>
                ) : (
                  <p style={HIGHLIGHT}>{t('home.fraud.noLinksHighlight')}</p>
                )}
                <h3 style={{ fontSize: 16, margin: '8px 0 4px' }}>{t(`home.fraud.${fact.key}.title`)}</h3>
                <p style={{ margin: 0 }}>{t(`home.fraud.${fact.key}.text`)}</p>
              </div>
            </Col>
          ))}
        </Row>
        <p style={{ marginTop: 16, marginBottom: 0 }}>
          <Link to="/fraud-prevention-tips">{t('home.fraud.more')}</Link>
        </p>
      </Card>
    </section>
  );
}
