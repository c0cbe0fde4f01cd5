/*
 * The patient changed a consent somewhere (我的同意): the shell's consent gate reads the state
 * again, so withdrawing the medical use brings the consent screen back at once.
 */
const eventName = 'cep:consent-changed';

export function announceConsentChanged(): void {
  window.dispatchEvent(new Event(eventName));
}

export function onConsentChanged(listener: () => void): () => void {
  window.addEventListener(eventName, listener);
  return () => window.removeEventListener(eventName, listener);
}
