// A link to hand to another phone: shown as a QR code, and copied or shared with the phone's own share sheet.
import { useState } from 'react';
import { QrCode } from './QrCode.tsx';
import { useT } from '../i18n/useT.ts';

export function ShareLink({ url, label, title }: { url: string; label: string; title: string }) {
  const { t } = useT();
  const [copied, setCopied] = useState<'copied' | 'refused' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied('copied');
    } catch {
      setCopied('refused');
    }
  };
  const canShare = typeof navigator.share === 'function';
  return (
    <div className="share-link">
      <QrCode text={url} label={label} />
      <div className="row">
        <button type="button" onClick={() => void copy()}>
          {t('shell.link.copy')}
        </button>
        {canShare && (
          <button type="button" onClick={() => void navigator.share({ title, url }).catch(() => {})}>
            {t('shell.link.share')}
          </button>
        )}
      </div>
      <p role="status" className="muted">
        {copied && t(`shell.link.${copied}`)}
      </p>
      <details>
        <summary>{t('shell.link.show')}</summary>
        <input
          className="share-url"
          readOnly
          value={url}
          aria-label={t('shell.link.label', { label })}
          onFocus={(e) => e.target.select()}
        />
      </details>
    </div>
  );
}
