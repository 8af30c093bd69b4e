/** The mobile menu hides 200 ms after its closing animation starts. */
export const MOBILE_MENU_CLOSE_MS = 200;

/**
 * The mobile menu's states: closed → opening (shown at once, then animated in) → open →
 * closing (animated out, hidden after 200 ms) → closed. Only one section is expanded at a time; closing
 * resets them all.
 */
export type MenuPhase = 'closed' | 'opening' | 'open' | 'closing';

export interface MobileMenuState {
  phase: MenuPhase;
  expanded: string | null;
}

export type MobileMenuAction =
  | { type: 'open' }
  | { type: 'shown' }
  | { type: 'close' }
  | { type: 'hidden' }
  | { type: 'toggleSection'; id: string };

export const initialMobileMenu: MobileMenuState = { phase: 'closed', expanded: null };

export function mobileMenuReducer(state: MobileMenuState, action: MobileMenuAction): MobileMenuState {
  switch (action.type) {
    case 'open':
      return state.phase === 'open' || state.phase === 'opening' ? state : { phase: 'opening', expanded: null };
    case 'shown':
      return state.phase === 'opening' ? { ...state, phase: 'open' } : state;
    case 'close':
      return state.phase === 'closed' || state.phase === 'closing' ? state : { phase: 'closing', expanded: null };
    case 'hidden':
      return state.phase === 'closing' ? initialMobileMenu : state;
    case 'toggleSection':
      return { ...state, expanded: state.expanded === action.id ? null : action.id };
  }
}

/** The panel is in the page (and the accessibility tree) in every phase but `closed`. */
export const isMenuVisible = (phase: MenuPhase): boolean => phase !== 'closed';
/** The slide-in class is on only while open: added one frame after showing so the transition runs. */
export const isMenuSlidIn = (phase: MenuPhase): boolean => phase === 'open';
