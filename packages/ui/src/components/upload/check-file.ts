/** Why a file was turned away. */
export type UploadRejectReason = 'type' | 'size';

/** What a file must satisfy. */
export interface FileRule {
  /** Allowed extensions, without the dot and in any case: `['png', 'jpg']`. Empty or absent allows any type. */
  accept?: readonly string[];
  /** Size limit in bytes. Absent means no limit. */
  maxSize?: number;
  /**
   * `true`: a file of exactly `maxSize` passes ("not over 2M").
   * `false`: it must be strictly smaller ("under 2 MB").
   * @default false
   */
  maxSizeInclusive?: boolean;
}

/** MIME subtypes whose usual extension differs from the subtype itself. */
const mimeAliases: Record<string, string[]> = {
  jpeg: ['jpg', 'jpeg', 'jpe'],
  pjpeg: ['jpg', 'jpeg'],
  'x-ms-bmp': ['bmp'],
  'svg+xml': ['svg'],
  'x-icon': ['ico'],
  'vnd.microsoft.icon': ['ico'],
  plain: ['txt'],
  msword: ['doc'],
  'vnd.openxmlformats-officedocument.wordprocessingml.document': ['docx'],
  'vnd.ms-excel': ['xls'],
  'vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['xlsx'],
};

const normalise = (extension: string) => extension.trim().replace(/^\./, '').toLowerCase();

/** The extension of a file name, lower-cased, or `null` when it has none (`README`, `.env`). */
export function extensionOf(name: string): string | null {
  const dot = name.lastIndexOf('.');
  if (dot <= 0 || dot === name.length - 1) return null;
  return name.slice(dot + 1).toLowerCase();
}

/** The extensions a MIME type stands for (`image/jpeg` → jpg, jpeg, jpe). */
function extensionsOfMime(mime: string): string[] {
  const subtype = mime.toLowerCase().split(';')[0]!.split('/')[1]?.trim();
  if (!subtype) return [];
  return mimeAliases[subtype] ?? [subtype];
}

/**
 * Checks a file against the rule: `null` when it passes, else the first reason it fails.
 * The type is decided by the extension (case-insensitive); only a name without one falls back to
 * the MIME type. The type is checked before the size.
 */
export function checkFile(
  file: Pick<File, 'name' | 'type' | 'size'>,
  { accept, maxSize, maxSizeInclusive = false }: FileRule,
): UploadRejectReason | null {
  if (accept && accept.length > 0) {
    const allowed = new Set(accept.map(normalise));
    const extension = extensionOf(file.name);
    const candidates = extension ? [extension] : extensionsOfMime(file.type);
    if (!candidates.some((candidate) => allowed.has(candidate))) return 'type';
  }
  if (maxSize !== undefined) {
    const tooLarge = maxSizeInclusive ? file.size > maxSize : file.size >= maxSize;
    if (tooLarge) return 'size';
  }
  return null;
}

/** `2097152` → `2MB`, `512000` → `500KB`: whole units when exact, one decimal otherwise. */
export function formatFileSize(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const text = Number.isInteger(value) ? String(value) : value.toFixed(1).replace(/\.0$/, '');
  return `${text}${units[unit]}`;
}

/** The `accept` attribute of the file input: `['png', 'JPG']` → `.png,.jpg`. */
export function acceptAttribute(accept: readonly string[] | undefined): string | undefined {
  if (!accept || accept.length === 0) return undefined;
  return accept.map((extension) => `.${normalise(extension)}`).join(',');
}

/** Fills `{name}` placeholders; unknown ones are left as they are. */
export function fillTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match);
}
