/** The tabs of a list's statuses for AdminTabs: all of them first, then each one, the one in force marked. */
export function statusTabs<S extends string>(statuses: readonly S[], current: S | undefined, tab: (status: S | undefined) => { href: string; label: string }) {
  return [{ ...tab(undefined), current: !current }, ...statuses.map((status) => ({ ...tab(status), current: current === status }))];
}
