import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { NewsCategory } from '@eticket/domain/content/content.schemas';

// Dark text on a light background: each pair passes 4.5:1.
const COLOURS: Record<NewsCategory, { color: string; background: string }> = {
  announcement: { color: '#003eb3', background: '#e6f4ff' },
  penalty: { color: '#a8071a', background: '#fff1f0' },
  service: { color: '#135200', background: '#f6ffed' },
  security: { color: '#873800', background: '#fff7e6' },
  maintenance: { color: '#434343', background: '#f5f5f5' },
  guide: { color: '#22075e', background: '#f9f0ff' },
};

export function NewsCategoryTag({ category }: { category: NewsCategory }) {
  const { t } = useTranslation('content');
  const { color, background } = COLOURS[category];
  return (
    <Tag style={{ color, background, borderColor: color }} bordered>
      {t(`news.categories.${category}`)}
    </Tag>
  );
}
