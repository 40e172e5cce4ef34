/** Scroll positions (px) at which the navigation bar sticks and unsticks (docs/requirements.md#navigation-bar). */
export const STICKY_ON = 200;
export const STICKY_OFF = 130;

/**
 * Whether the navigation bar is sticky after a scroll to `scrollY`. Two thresholds (hysteresis)
 * keep the bar from flickering when a visitor stops between them.
 */
export function nextSticky(isSticky: boolean, scrollY: number, on = STICKY_ON, off = STICKY_OFF): boolean {
  if (!isSticky && scrollY > on) return true;
  if (isSticky && scrollY < off) return false;
  return isSticky;
}
