import jsQR from 'jsqr';

type Source = HTMLVideoElement | HTMLImageElement | ImageBitmap;

interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorLike {
  detect(source: Source): Promise<DetectedBarcode[]>;
}
type DetectorConstructor = new (options: { formats: string[] }) => BarcodeDetectorLike;

/** The browser's own BarcodeDetector when it reads QR codes, else null (jsQR decodes instead). */
async function nativeDetector(): Promise<BarcodeDetectorLike | null> {
  const Detector = (
    globalThis as {
      BarcodeDetector?: DetectorConstructor & { getSupportedFormats?: () => Promise<string[]> };
    }
  ).BarcodeDetector;
  if (!Detector) return null;
  try {
    const formats = (await Detector.getSupportedFormats?.()) ?? ['qr_code'];
    return formats.includes('qr_code') ? new Detector({ formats: ['qr_code'] }) : null;
  } catch {
    return null;
  }
}

let detector: Promise<BarcodeDetectorLike | null> | undefined;

const size = (s: Source) =>
  s instanceof HTMLVideoElement
    ? { w: s.videoWidth, h: s.videoHeight }
    : s instanceof HTMLImageElement
      ? { w: s.naturalWidth, h: s.naturalHeight }
      : { w: s.width, h: s.height };

/** The text of the QR code in a video frame or a picture, or null when none is read. */
export async function decodeQr(
  source: Source,
  canvas = document.createElement('canvas'),
): Promise<string | null> {
  detector ??= nativeDetector();
  const native = await detector;
  if (native) {
    try {
      const [found] = await native.detect(source);
      if (found?.rawValue) return found.rawValue;
    } catch {
      // fall through to jsQR
    }
  }
  const { w, h } = size(source);
  if (!w || !h) return null;
  // large photos are scaled down: jsQR is quick on a phone-sized frame
  const scale = Math.min(1, 1000 / Math.max(w, h));
  canvas.width = Math.round(w * scale);
  canvas.height = Math.round(h * scale);
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return null;
  context.drawImage(source, 0, 0, canvas.width, canvas.height);
  const image = context.getImageData(0, 0, canvas.width, canvas.height);
  return jsQR(image.data, image.width, image.height)?.data ?? null;
}

/** Decodes a picture file (a photo of a ticket). */
export async function decodeQrFile(file: File): Promise<string | null> {
  const bitmap = await createImageBitmap(file);
  try {
    return await decodeQr(bitmap);
  } finally {
    bitmap.close();
  }
}
