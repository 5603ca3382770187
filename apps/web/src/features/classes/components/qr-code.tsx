import { useEffect, useState } from 'react';

/**
 * A QR code of `text`, drawn as SVG so that it prints sharp at any size. The qrcode package
 * loads only with the first QR code, so no other screen carries it.
 */
export function QrCode({
  text,
  alt,
  className,
}: {
  text: string;
  alt: string;
  className?: string;
}) {
  const [src, setSrc] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    void import('qrcode')
      .then((qrcode) =>
        // eslint-disable-next-line lingui/no-unlocalized-strings -- a level of error correction
        qrcode.toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }),
      )
      .then((svg) => {
        if (current) setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
      })
      .catch(() => {
        // Without the code the link and the code beside it still let students in.
        if (current) setSrc(null);
      });
    return () => {
      current = false;
    };
  }, [text]);

  return src === null ? (
    <div className={`qr-code qr-code-pending ${className ?? ''}`} aria-hidden="true" />
  ) : (
    <img className={`qr-code ${className ?? ''}`} src={src} alt={alt} data-qr-text={text} />
  );
}
