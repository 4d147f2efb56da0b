// A link to hand to another phone: shown as a QR code, and copied or shared with the phone's own share sheet.
import { useState } from 'react';
import { QrCode } from './QrCode.tsx';

export function ShareLink({ url, label, title }: { url: string; label: string; title: string }) {
  const [copied, setCopied] = useState<string | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied('Link copied.');
    } catch {
      setCopied('Copying is not allowed here: select the link below and copy it.');
    }
  };
  const canShare = typeof navigator.share === 'function';
  return (
    <div className="share-link">
      <QrCode text={url} label={label} />
      <div className="row">
        <button type="button" onClick={() => void copy()}>Copy link</button>
        {canShare && <button type="button" onClick={() => void navigator.share({ title, url }).catch(() => {})}>Share link…</button>}
      </div>
      <p role="status" className="muted">{copied}</p>
      <details>
        <summary>Show the link</summary>
        <input className="share-url" readOnly value={url} aria-label={`Link: ${label}`} onFocus={(e) => e.target.select()} />
      </details>
    </div>
  );
}
