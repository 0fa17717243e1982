import { useState, type ImgHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { useTextVersion } from '../../lib/text-version.ts';

/** A neutral picture frame shown when an image cannot be loaded (spec section 8). */
export const IMAGE_PLACEHOLDER =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 48"><rect width="64" height="48" fill="#eef1f5"/>' +
      '<path d="M14 36l12-14 9 10 6-6 9 10z" fill="#b8c2d0"/><circle cx="44" cy="16" r="5" fill="#b8c2d0"/></svg>',
  );

export type ImgProps = ImgHTMLAttributes<HTMLImageElement> & { alt: string };

/**
 * An image that falls back to a placeholder when it fails to load, and is left out of the text-only
 * version. `alt` is required: '' marks a decorative image.
 */
export function Img({ src, alt, onError, ...rest }: ImgProps) {
  const { t } = useTranslation();
  const text = useTextVersion();
  const [failedSrc, setFailedSrc] = useState<string | undefined>();
  if (text) return null;
  const failed = failedSrc !== undefined && failedSrc === src;
  return (
    <img
      {...rest}
      src={failed ? IMAGE_PLACEHOLDER : src}
      alt={failed && alt ? `${alt} (${t('ui.imageUnavailable')})` : alt}
      onError={(event) => {
        if (!failed) setFailedSrc(src);
        onError?.(event);
      }}
    />
  );
}
