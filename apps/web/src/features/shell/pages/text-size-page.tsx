import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Banner } from '../../../components/banner.tsx';
import { setTextSize, TEXT_SIZES, useTextSize, type TextSize } from '../../../lib/text-size.ts';

const PREVIEW_CLASS: Record<TextSize, string> = {
  small: 'preview-small',
  medium: 'preview-medium',
  large: 'preview-large',
};

/** Small, medium or large text for the whole site, remembered on this device. */
export function TextSizePage() {
  const { t } = useTranslation();
  const size = useTextSize();
  const [announced, setAnnounced] = useState('');
  const choose = (next: TextSize) => {
    setTextSize(next);
    setAnnounced(t('textSize.saved', { size: t(`textSize.${next}`) }));
  };
  return (
    <>
      <Banner />
      <div className="container page-body">
        <p>{t('textSize.intro')}</p>
        <fieldset className="text-size-options">
          <legend>{t('textSize.legend')}</legend>
          {TEXT_SIZES.map((option) => (
            <label
              key={option}
              className={`text-size-option ${PREVIEW_CLASS[option]}${option === size ? ' is-selected' : ''}`}
            >
              <input
                type="radio"
                name="text-size"
                value={option}
                checked={option === size}
                onChange={() => choose(option)}
              />
              <span className="text-size-glyph" aria-hidden="true">
                A
              </span>
              <span>{t(`textSize.${option}`)}</span>
            </label>
          ))}
        </fieldset>
        <p className="text-size-sample">{t('textSize.sample')}</p>
        <p className="visually-hidden" role="status">
          {announced}
        </p>
      </div>
    </>
  );
}
