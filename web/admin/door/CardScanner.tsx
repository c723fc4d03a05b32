import { useEffect, useRef, useState } from 'react';
import type { DoorWords } from '../../../shared/i18n/admin-door';

/** The token a household's card holds: its link is …/i/<token>. */
export const tokenOnCard = (text: string): string | null =>
  /\/i\/([A-Za-z0-9_-]{10,100})(?:[/?#]|$)/.exec(text)?.[1] ?? null;

/**
 * Reads a household's QR card: with the camera (the browser's own BarcodeDetector where it has one, a decoder in a
 * worker elsewhere: qr-scanner), or from a photo of the card. The decoder comes only when asked for.
 */
export function CardScanner({ words, onCard }: { words: DoorWords; onCard: (token: string) => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const [scanning, setScanning] = useState(false);
  const [problem, setProblem] = useState('');

  const read = (text: string) => {
    const token = tokenOnCard(text);
    if (token) {
      setProblem('');
      onCard(token);
    } else setProblem(words.notACard);
  };
  // The scanner outlives a render: it reads with this render's words and callback, kept here.
  const latest = useRef({ read, noCamera: words.noCamera });
  latest.current = { read, noCamera: words.noCamera };

  useEffect(() => {
    const element = video.current;
    if (!scanning || !element) return;
    let stopped = false;
    let stop = (): void => undefined;
    void import('qr-scanner').then(async ({ default: QrScanner }) => {
      if (stopped) return;
      const scanner = new QrScanner(
        element,
        (result) => {
          scanner.stop();
          setScanning(false);
          latest.current.read(result.data);
        },
        { returnDetailedScanResult: true, preferredCamera: 'environment' },
      );
      stop = () => scanner.destroy();
      try {
        await scanner.start();
      } catch {
        setScanning(false);
        setProblem(latest.current.noCamera);
      }
    });
    return () => {
      stopped = true;
      stop();
    };
  }, [scanning]);

  return (
    <div className="door-scan">
      <div className="household-form__actions">
        <button type="button" className="button" onClick={() => setScanning(!scanning)}>
          {scanning ? words.stopScanning : words.scan}
        </button>
        <label className="button button--outline door-scan__photo">
          {words.photo}
          <input
            type="file"
            accept="image/*"
            capture="environment"
            className="visually-hidden"
            onChange={async (event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (!file) return;
              const { default: QrScanner } = await import('qr-scanner');
              try {
                read((await QrScanner.scanImage(file, { returnDetailedScanResult: true })).data);
              } catch {
                setProblem(words.notACard);
              }
            }}
          />
        </label>
      </div>
      {scanning ? <video ref={video} className="door-scan__video" aria-label={words.camera} muted playsInline /> : null}
      {problem ? <p role="alert">{problem}</p> : null}
    </div>
  );
}
