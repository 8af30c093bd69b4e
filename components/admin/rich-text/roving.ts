/**
 * The toolbar is one stop in the tab order; arrows move between its buttons (wrapping at both ends), Home and
 * End jump to the first and last. Null for any other key, which then keeps its usual meaning.
 */
export function nextToolbarIndex(key: string, current: number, count: number): number | null {
  if (count === 0) return null;
  switch (key) {
    case 'ArrowRight':
      return (current + 1) % count;
    case 'ArrowLeft':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
