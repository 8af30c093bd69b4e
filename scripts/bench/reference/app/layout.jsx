// The reference of `npm run bench:pages`: a bare dynamic Next page of the same versions as the site, built and served
// beside it in the same run, so that the site's figures are read as ratios and not as absolute times.
export default function RootLayout({ children }) {
  return (
    <html lang="fr-BE">
      <body>{children}</body>
    </html>
  );
}
