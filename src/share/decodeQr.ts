// Reads a QR code from a picture or a video frame: the browser's own BarcodeDetector where it has one, otherwise
// jsQR, loaded only when first needed (it is not in the first screen's JavaScript).
interface Detector {
  detect(source: CanvasImageSource): Promise<{ rawValue: string }[]>;
}
type DetectorClass = new (o: { formats: string[] }) => Detector;

let detector: Promise<Detector | null> | null = null;
const nativeDetector = (): Promise<Detector | null> =>
  (detector ??= (async () => {
    const D = (globalThis as { BarcodeDetector?: DetectorClass & { getSupportedFormats?: () => Promise<string[]> } })
      .BarcodeDetector;
    if (!D) return null;
    try {
      if (D.getSupportedFormats && !(await D.getSupportedFormats()).includes('qr_code')) return null;
      return new D({ formats: ['qr_code'] });
    } catch {
      return null;
    }
  })());

let canvas: HTMLCanvasElement | null = null;

/** The text of the QR code in `source` (width × height pixels), or null when none is found. */
export async function decodeQr(source: CanvasImageSource, width: number, height: number): Promise<string | null> {
  const native = await nativeDetector();
  if (native) {
    try {
      const found = await native.detect(source);
      if (found[0]) return found[0].rawValue;
    } catch {
      /* fall through to jsQR */
    }
  }
  if (!width || !height) return null;
  canvas ??= document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d', { willReadFrequently: true })!;
  ctx.drawImage(source, 0, 0, width, height);
  const { default: jsQR } = await import('jsqr');
  const image = ctx.getImageData(0, 0, width, height);
  return jsQR(image.data, width, height, { inversionAttempts: 'attemptBoth' })?.data ?? null;
}
