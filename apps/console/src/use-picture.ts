import { useEffect, useState } from 'react';

/** Addresses of pictures uploaded to this server (what the upload answers). */
const uploadedPicture = /^\/api\/oss\/file\//;

/**
 * The `src` to show a picture address with. A patient's picture is patient data the server gives
 * only to those who may see that patient, with the token, which an <img> cannot send: such a
 * picture is fetched with the token and shown from a blob: URL. Which pictures need it is the
 * server's call, so a picture uploaded here is first asked for without the token (HEAD): served →
 * its own address (an <img> and its cache as usual: doctors' and the admin's pictures); refused →
 * fetched with the token. Any other address (an absolute URL, a blob: preview) is used as is.
 * `undefined` while loading or when refused, so the avatar shows its placeholder.
 */
export function usePicture(address: string | null | undefined): string | undefined {
  const [loaded, setLoaded] = useState<{ address: string; src: string }>();
  const fetched = address !== null && address !== undefined && uploadedPicture.test(address);

  useEffect(() => {
    if (!fetched) return;
    const controller = new AbortController();
    let objectUrl: string | undefined;
    const { signal } = controller;
    void fetch(address, { method: 'HEAD', signal })
      .then(async (probe) => {
        if (probe.ok) {
          setLoaded({ address, src: address });
          return;
        }
        // The session (and the API client) only when a picture needs the token.
        const { loadApi } = await import('./session');
        const blob = await (await loadApi()).getFile(address, { signal });
        objectUrl = URL.createObjectURL(blob);
        setLoaded({ address, src: objectUrl });
      })
      .catch(() => {
        // Refused or gone: the placeholder stays; nothing to tell beyond that.
      });
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [address, fetched]);

  if (!address) return undefined;
  if (!fetched) return address;
  return loaded?.address === address ? loaded.src : undefined;
}
