/** A rectangle of the source picture, in its own pixels. */
export interface PixelArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The longest side of what is uploaded: enough for an avatar or a portrait, and well under 2 MB. */
const MAX_SIDE = 1024;

/** Loads a picture from an object URL (the chosen file). */
function loadImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('image'));
    image.src = url;
  });
}

/**
 * The chosen area of the picture at `url` as a JPEG (quality 0.9, longest side at most 1,024 px,
 * on white so transparent PNGs do not turn black): a file the server's picture check accepts.
 */
export async function cropToJpeg(url: string, area: PixelArea): Promise<Blob> {
  const image = await loadImage(url);
  const scale = Math.min(1, MAX_SIDE / Math.max(area.width, area.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(area.width * scale));
  canvas.height = Math.max(1, Math.round(area.height * scale));
  const context = canvas.getContext('2d')!;
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(
    image,
    area.x,
    area.y,
    area.width,
    area.height,
    0,
    0,
    canvas.width,
    canvas.height,
  );
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('jpeg'))), 'image/jpeg', 0.9),
  );
}
