'use client';

import { useEffect, useState, useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};

/** How long "connection restored" stays on screen. */
const RESTORED_MS = 4000;

/** The app tracks online/offline and says so; "back online" shows for a few seconds. */
export function NetworkStatus({ offline, online }: { offline: string; online: string }) {
  const isOnline = useSyncExternalStore(subscribe, () => navigator.onLine, () => true);
  const [restored, setRestored] = useState(false);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onOnline = () => {
      setRestored(true);
      clearTimeout(timer);
      timer = setTimeout(() => setRestored(false), RESTORED_MS);
    };
    const onOffline = () => setRestored(false);
    window.addEventListener('online', onOnline);
    window.addEventListener('offline', onOffline);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('online', onOnline);
      window.removeEventListener('offline', onOffline);
    };
  }, []);

  const state = !isOnline ? 'offline' : restored ? 'online' : 'idle';
  return (
    <div role="status" aria-live="polite" className="network-status" data-state={state}>
      {state === 'offline' ? offline : state === 'online' ? online : ''}
    </div>
  );
}
