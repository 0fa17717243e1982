import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ERROR_CODES } from '@eticket/domain/errors/error-codes';
import type { ApiResult } from '../../../lib/api-client.ts';
import { fetchPhoto } from '../api/photo-applications.ts';

/** setTimeout's longest delay (about 24.8 days); a longer period is re-checked when the page is next read. */
const MAX_DELAY_MS = 2_147_483_647;

/**
 * The approved application's photos, each fetched with the session into an object URL that lives only
 * while the viewer is shown. When the viewing period ends (by the clock, or the server says so), `onEnded`.
 */
export function PhotoViewer({
  reference,
  photoIds,
  viewableUntil,
  onEnded,
}: {
  reference: string;
  photoIds: string[];
  viewableUntil: string;
  onEnded: () => void;
}) {
  const { t } = useTranslation('disputes');
  const [urls, setUrls] = useState<Array<string | null>>(() => photoIds.map(() => null));
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    const made: string[] = [];
    photoIds.forEach((photoId, i) => {
      void fetchPhoto(reference, photoId).then(
        (blob) => {
          if (!live) return;
          const url = URL.createObjectURL(blob);
          made.push(url);
          setUrls((now) => now.map((u, j) => (j === i ? url : u)));
        },
        (failure: ApiResult<unknown>) => {
          if (!live) return;
          if (failure.code === ERROR_CODES.PHOTO_VIEW_ENDED) onEnded();
          else setFailed(true);
        },
      );
    });
    return () => {
      live = false;
      made.forEach((url) => URL.revokeObjectURL(url));
    };
  }, [reference, photoIds, onEnded]);

  useEffect(() => {
    const timer = setTimeout(onEnded, Math.min(MAX_DELAY_MS, Date.parse(viewableUntil) - Date.now()));
    return () => clearTimeout(timer);
  }, [viewableUntil, onEnded]);

  return (
    <section className="photo-viewer" aria-label={t('photos.viewerLabel')}>
      {failed && <p role="alert">{t('photos.loadFailed')}</p>}
      <ul className="photo-list">
        {photoIds.map((id, i) => (
          <li key={id}>
            {urls[i] ? (
              <img
                src={urls[i]}
                alt={t('photos.photoAlt', { n: i + 1, count: photoIds.length })}
                className="photo-image"
              />
            ) : (
              <div className="photo-placeholder" aria-hidden="true" />
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
