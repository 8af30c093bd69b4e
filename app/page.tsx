export default function Home() {
  return (
    <main>
      <h1>Vacances.be</h1>
      <p>Codes promo et bons plans pour vos vacances.</p>
    </main>
  );
}
