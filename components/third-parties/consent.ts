'use client';

/** What the consent app (Cookiebot) and the IAB TCF API put on `window`. */
interface ConsentWindow extends Window {
  Cookiebot?: { consent?: { marketing?: boolean }; renew?: () => void };
  __tcfapi?: (command: string, version: number, callback: (data: TcfData | null, success: boolean) => void) => void;
}
interface TcfData {
  eventStatus?: string;
  gdprApplies?: boolean;
  purpose?: { consents?: Record<string, boolean> };
}

const consentEvents = ['CookiebotOnAccept', 'CookiebotOnConsentReady', 'CookiebotOnLoad'];

/** Whether the visitor has agreed, by either signal, to the cookies of the services that set them. */
function consented(w: ConsentWindow, tcf: TcfData | null): boolean {
  if (w.Cookiebot?.consent?.marketing === true) return true;
  if (!tcf || (tcf.eventStatus !== 'tcloaded' && tcf.eventStatus !== 'useractioncomplete')) return false;
  // Purpose 1 of the TCF: store and read information on the device.
  return tcf.gdprApplies === false || tcf.purpose?.consents?.['1'] === true;
}

/**
 * Calls `ready` once third parties that set cookies may load: at once when the edition has no consent app, else
 * when the app signals the visitor's consent (its own events, or the IAB TCF `__tcfapi`). Answers a cleanup.
 */
export function whenConsented(consentApp: boolean, ready: () => void): () => void {
  if (!consentApp) {
    ready();
    return () => {};
  }
  const w = window as ConsentWindow;
  let done = false;
  let tcf: TcfData | null = null;
  const check = () => {
    if (done || !consented(w, tcf)) return;
    done = true;
    cleanup();
    ready();
  };
  const fromTcf = (data: TcfData | null, success: boolean) => {
    if (success) tcf = data;
    check();
  };
  // The TCF API appears with the consent app's script: look for it until it does.
  const poll = window.setInterval(() => {
    if (!w.__tcfapi) return;
    window.clearInterval(poll);
    w.__tcfapi('addEventListener', 2, fromTcf);
  }, 500);
  for (const name of consentEvents) window.addEventListener(name, check);
  function cleanup() {
    window.clearInterval(poll);
    for (const name of consentEvents) window.removeEventListener(name, check);
  }
  check();
  return cleanup;
}
