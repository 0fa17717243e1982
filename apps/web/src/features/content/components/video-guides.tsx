import { Card } from 'antd';
import { useTranslation } from 'react-i18next';

interface VideoGuide {
  title: string;
  duration: string;
  description: string;
  steps: string[];
}

/**
 * The teaching videos, each described in words with its steps: the description is the video's text
 * alternative, and it serves readers who cannot or prefer not to watch.
 */
export function VideoGuides() {
  const { t } = useTranslation('content');
  const guides = t('resources.videos.items', { returnObjects: true, defaultValue: [] }) as VideoGuide[];
  return (
    <>
      <p>{t('resources.videos.intro')}</p>
      <div style={{ display: 'grid', gap: 24 }}>
        {(Array.isArray(guides) ? guides : []).map((guide, i) => (
          <Card key={guide.title}>
            <article aria-labelledby={`video-${i}`}>
              <h2 id={`video-${i}`} style={{ marginTop: 0, fontSize: 20 }}>
                {guide.title}
              </h2>
              <p style={{ color: '#595959', marginTop: 0 }}>
                {t('resources.videos.duration', { duration: guide.duration })}
              </p>
              <p>{guide.description}</p>
              <h3 style={{ fontSize: 16 }}>{t('resources.videos.stepsHeading')}</h3>
              <ol>
                {guide.steps.map((step) => (
                  <li key={step}>{step}</li>
                ))}
              </ol>
            </article>
          </Card>
        ))}
      </div>
    </>
  );
}
