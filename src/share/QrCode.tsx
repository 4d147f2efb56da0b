// A QR code as an image, dark on light whatever the theme (scanners need the contrast). Correction level M, the
// smallest code for the text: one phone screen must stay readable by another phone's camera.
import { correction, generate } from 'lean-qr';
import { useMemo } from 'react';
import { useT } from '../i18n/useT.ts';

export function QrCode({ text, label }: { text: string; label: string }) {
  const { t } = useT();
  const code = useMemo(() => {
    try {
      return generate(text, { minCorrectionLevel: correction.M });
    } catch {
      return null; // more than a QR code holds: the link still works
    }
  }, [text]);
  if (!code) return <p className="muted">{t('shell.qr.tooMuch')}</p>;
  const version = (code.size - 17) / 4;
  return (
    <figure className="qr">
      <img
        src={code.toDataURL({ type: 'image/png', scale: 4, on: [0, 0, 0, 255], off: [255, 255, 255, 255] })}
        alt={label}
        data-qr-version={version}
        width={code.size * 4 + 32}
        height={code.size * 4 + 32}
      />
    </figure>
  );
}
