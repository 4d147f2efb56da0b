// Reads a link from another phone: the camera, a picture of a QR code, or the link pasted. Camera refused or
// missing: the other two still work.
import { useEffect, useId, useRef, useState } from 'react';
import { decodeQr } from './decodeQr.ts';
import { useT } from '../i18n/useT.ts';

/** `scanLabel`: the camera button, saying what to scan ("Scan a player's board with the camera"). */
export function Scanner({ onText, scanLabel }: { onText: (text: string) => void; scanLabel: string }) {
  const [camera, setCamera] = useState<'off' | 'starting' | 'on'>('off');
  const { t } = useT();
  // Kept as an id: the words follow the language even when it changes while the problem shows.
  const [problem, setProblem] = useState<string | null>(null);
  const [pasted, setPasted] = useState('');
  const video = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | null>(null);
  const pasteId = useId();

  const stop = () => {
    stream.current?.getTracks().forEach((t) => t.stop());
    stream.current = null;
    setCamera('off');
  };
  useEffect(() => stop, []);

  const start = async () => {
    setProblem(null);
    if (!navigator.mediaDevices?.getUserMedia) return setProblem('shell.scan.noCamera');
    setCamera('starting');
    try {
      stream.current = await navigator.mediaDevices.getUserMedia({
        video: { facingMode: 'environment' },
        audio: false,
      });
    } catch (e) {
      setCamera('off');
      return setProblem(
        e instanceof DOMException && e.name === 'NotAllowedError' ? 'shell.scan.refused' : 'shell.scan.failed',
      );
    }
    setCamera('on');
  };

  // Looks at a frame every 300 ms while the camera is on: enough for a code held still, light on the battery.
  useEffect(() => {
    if (camera !== 'on' || !video.current || !stream.current) return;
    const v = video.current;
    v.srcObject = stream.current;
    void v.play().catch(() => {});
    let live = true;
    const tick = async () => {
      if (!live) return;
      const text = v.videoWidth ? await decodeQr(v, v.videoWidth, v.videoHeight) : null;
      if (!live) return;
      if (text) {
        stop();
        onText(text);
      } else setTimeout(() => void tick(), 300);
    };
    void tick();
    return () => void (live = false);
  }, [camera, onText]);

  const readPicture = async (file: File | undefined) => {
    if (!file) return;
    setProblem(null);
    try {
      const bitmap = await createImageBitmap(file);
      const text = await decodeQr(bitmap, bitmap.width, bitmap.height);
      bitmap.close();
      if (text) onText(text);
      else setProblem('shell.scan.noCode');
    } catch {
      setProblem('shell.scan.notPicture');
    }
  };

  return (
    <div className="scanner">
      <div className="row">
        {camera === 'off' ? (
          <button type="button" className="primary" onClick={() => void start()}>
            {scanLabel}
          </button>
        ) : (
          <button type="button" onClick={stop}>
            {t('shell.scan.stop')}
          </button>
        )}
        <label className="button">
          {t('shell.scan.picture')}
          <input
            type="file"
            accept="image/*"
            className="visually-hidden"
            onChange={(e) => void readPicture(e.target.files?.[0])}
          />
        </label>
      </div>
      {camera !== 'off' && (
        <video ref={video} className="scanner-video" muted playsInline aria-label={t('shell.scan.video')} />
      )}
      {problem && (
        <p role="alert" className="warning">
          {t(problem)}
        </p>
      )}
      <form className="row" onSubmit={(e) => (e.preventDefault(), pasted.trim() && onText(pasted))}>
        <label htmlFor={pasteId}>{t('shell.scan.paste')}</label>
        <input
          id={pasteId}
          type="url"
          inputMode="url"
          autoComplete="off"
          value={pasted}
          onChange={(e) => setPasted(e.target.value)}
        />
        <button type="submit">{t('shell.scan.open')}</button>
      </form>
    </div>
  );
}
