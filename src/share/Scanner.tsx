// Reads a link from another phone: the camera, a picture of a QR code, or the link pasted. Camera refused or
// missing: the other two still work.
import { useEffect, useId, useRef, useState } from 'react';
import { decodeQr } from './decodeQr.ts';

export function Scanner({ onText, what }: { onText: (text: string) => void; what: string }) {
  const [camera, setCamera] = useState<'off' | 'starting' | 'on'>('off');
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
    if (!navigator.mediaDevices?.getUserMedia) return setProblem('This browser cannot use the camera here: paste the link below, or read a picture of the code.');
    setCamera('starting');
    try {
      stream.current = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
    } catch (e) {
      setCamera('off');
      return setProblem(e instanceof DOMException && e.name === 'NotAllowedError'
        ? 'The camera is not allowed for this app. Paste the link below instead (the other phone can share or copy it).'
        : 'No camera could be started. Paste the link below, or read a picture of the code.');
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
      else setProblem('No QR code was found in that picture. Try a sharper picture, or paste the link.');
    } catch {
      setProblem('That file could not be read as a picture.');
    }
  };

  return (
    <div className="scanner">
      <div className="row">
        {camera === 'off'
          ? <button type="button" className="primary" onClick={() => void start()}>Scan {what} with the camera</button>
          : <button type="button" onClick={stop}>Stop the camera</button>}
        <label className="button">
          Read a picture of a QR code
          <input type="file" accept="image/*" className="visually-hidden" onChange={(e) => void readPicture(e.target.files?.[0])} />
        </label>
      </div>
      {camera !== 'off' && <video ref={video} className="scanner-video" muted playsInline aria-label="Camera: hold the other phone's QR code in view" />}
      {problem && <p role="alert" className="warning">{problem}</p>}
      <form className="row" onSubmit={(e) => (e.preventDefault(), pasted.trim() && onText(pasted))}>
        <label htmlFor={pasteId}>Or paste the link</label>
        <input id={pasteId} type="url" inputMode="url" autoComplete="off" value={pasted} onChange={(e) => setPasted(e.target.value)} />
        <button type="submit">Open</button>
      </form>
    </div>
  );
}
