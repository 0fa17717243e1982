import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

export type CameraState = 'starting' | 'scanning' | 'unavailable';

/**
 * The camera view of the scanner: nimiq's qr-scanner (the browser's BarcodeDetector where it exists, its
 * own worker otherwise), loaded on first use. Reports each decoded text; says when there is no camera or
 * the browser was refused it, so the page can offer the photo and typed-code fallbacks.
 */
export function QrCamera({
  onCode,
  onState,
}: {
  onCode: (text: string) => void;
  onState: (state: CameraState) => void;
}) {
  const { t } = useTranslation('fleets');
  const video = useRef<HTMLVideoElement>(null);
  const handlers = useRef({ onCode, onState });
  const [state, setState] = useState<CameraState>('starting');

  useEffect(() => {
    handlers.current = { onCode, onState };
  }, [onCode, onState]);

  useEffect(() => {
    let cancelled = false;
    let stop: (() => void) | undefined;
    const report = (next: CameraState) => {
      if (cancelled) return;
      setState(next);
      handlers.current.onState(next);
    };
    void (async () => {
      try {
        if (!navigator.mediaDevices?.getUserMedia || !video.current) throw new Error('no camera');
        const { default: QrScanner } = await import('qr-scanner');
        if (cancelled || !video.current) return;
        const scanner = new QrScanner(video.current, (result) => handlers.current.onCode(result.data), {
          preferredCamera: 'environment',
          maxScansPerSecond: 5,
          returnDetailedScanResult: true,
          // The whole picture, not only its centre: a code held off-centre or close up is still read.
          calculateScanRegion: (v) => {
            const width = v.videoWidth || 640;
            const height = v.videoHeight || 480;
            const scale = Math.min(1, 800 / Math.max(width, height));
            return {
              x: 0,
              y: 0,
              width,
              height,
              downScaledWidth: Math.round(width * scale),
              downScaledHeight: Math.round(height * scale),
            };
          },
        });
        stop = () => {
          scanner.stop();
          scanner.destroy();
        };
        await scanner.start();
        report('scanning');
      } catch {
        report('unavailable');
      }
    })();
    return () => {
      cancelled = true;
      stop?.();
    };
  }, []);

  return (
    <div className={`fleets-camera is-${state}`}>
      <video ref={video} className="fleets-video" muted playsInline aria-label={t('scanner.camera')} />
      {state === 'starting' && <p className="fleets-camera-note">{t('scanner.starting')}</p>}
    </div>
  );
}
