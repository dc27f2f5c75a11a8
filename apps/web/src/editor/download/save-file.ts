/** Hands a file (an object URL) to the browser as a download under `fileName`, then lets the URL go. */
export function saveFile(url: string, fileName: string): void {
  try {
    const link = document.createElement("a");
    link.href = url;
    link.download = fileName;
    link.rel = "noopener";
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The browser has taken the file once click() returns; the URL can go a moment later.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}
