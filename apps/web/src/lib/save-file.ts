/** Hands a Blob to the browser as a download named `fileName` (an object URL and a temporary link, then cleaned up). */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click's download has started.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
