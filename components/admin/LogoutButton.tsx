'use client';

import { useRouter } from 'next/navigation';
import { editorCall } from '@/lib/api/editor-browser';
import type { EditionId } from '@/lib/editions';

/** Logs out everywhere (the API revokes the account's tokens and clears the cookie), ends this browser's preview, then shows the login. */
export function LogoutButton({ edition, label, className }: { edition: EditionId; label: string; className?: string }) {
  const router = useRouter();
  return (
    <button
      type="button"
      className={className}
      onClick={async () => {
        await editorCall('POST', '/auth-jwt-logout/', edition);
        // A preview left on in this browser ends with the session.
        await fetch('/admin/preview/exit', { method: 'POST', credentials: 'same-origin', redirect: 'manual' }).catch(() => undefined);
        router.refresh();
      }}
    >
      {label}
    </button>
  );
}
