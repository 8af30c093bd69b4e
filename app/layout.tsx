import type { ReactNode } from 'react';

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="fr-BE">
      <body>{children}</body>
    </html>
  );
}
