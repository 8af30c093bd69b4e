/** An admins' screen as an editor who is not one sees it: its title, and whose screen it is. */
export function ReservedToAdmins({ title, reason }: { title: string; reason: string }) {
  return (
    <>
      <h1>{title}</h1>
      <p className="panel">{reason}</p>
    </>
  );
}
