/** The toolbar's pictures: decoration only, each button is named by its label. */
const svg = { width: 18, height: 18, viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round', 'aria-hidden': true, focusable: false } as const;

export const BulletListIcon = () => (
  <svg {...svg}>
    <path d="M9 6h11M9 12h11M9 18h11" />
    <circle cx="4" cy="6" r="1.2" fill="currentColor" />
    <circle cx="4" cy="12" r="1.2" fill="currentColor" />
    <circle cx="4" cy="18" r="1.2" fill="currentColor" />
  </svg>
);

export const OrderedListIcon = () => (
  <svg {...svg}>
    <path d="M10 6h10M10 12h10M10 18h10M4 4.5l1.5-.5v4M3.5 14.5c.4-.7 2.5-1 2.5.3 0 1-2.5 1.7-2.5 3.2H6" />
  </svg>
);

export const LinkIcon = () => (
  <svg {...svg}>
    <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
  </svg>
);

export const UndoIcon = () => (
  <svg {...svg}>
    <path d="M9 14 4 9l5-5" />
    <path d="M4 9h10.5a5.5 5.5 0 0 1 0 11H11" />
  </svg>
);

export const RedoIcon = () => (
  <svg {...svg}>
    <path d="m15 14 5-5-5-5" />
    <path d="M20 9H9.5a5.5 5.5 0 0 0 0 11H13" />
  </svg>
);
