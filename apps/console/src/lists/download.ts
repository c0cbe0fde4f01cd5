/** Saves a file the server produced (an export) under its name, through a temporary link. */
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the bytes once click() returns; the timeout covers older engines.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
