import type { ClientDirective } from 'astro';

/*
 * `client:reach`: hydrate an island when the visitor reaches for it, not on load and not when it
 * merely scrolls into view. Until then the island is its server-rendered HTML and nothing of its
 * code is downloaded. Astro inlines this file into every page that uses it, so it stays small.
 *
 * `client:reach` or `client:reach="some-key"` (the chat): a pointer over the island, focus in it,
 * a first touch or a click hydrates it. `some-key` also hydrates it at once when sessionStorage
 * holds that key: the chat sets it while it is open, so the next page opens it again without
 * waiting for a gesture. A click that lands before the island is hydrated would be lost (React
 * only sees events from the moment it takes over the element), so it is recorded as the island's
 * `data-reach-click` attribute; the component reads it when it mounts and does what it asked for.
 *
 * `client:reach={{ form: true }}` (the footer form, which every visitor scrolls past): only using
 * the form hydrates it: focus in it, typing, a mouse or pen press, a click. Not a pointer hovering
 * over it (the page scrolls under a resting mouse) nor a finger landing on it (that starts most
 * swipes on a phone; a tap that is not a swipe focuses a field or clicks the button). Its fields
 * are plain HTML until then, and what is typed in them stays: they are uncontrolled, and React
 * keeps an uncontrolled field's value and caret when it hydrates. A submit before React has taken
 * over (the button, or Enter in a field) is held back, so the browser never sends the form itself
 * (the message would end up in the URL), and recorded as `data-reach-submit`: the form submits
 * again once it is hydrated (useContactForm). A press on a control that opens a list (an element
 * with `aria-haspopup`: the phone's country button), by click or by Enter, Space or an arrow key, is
 * recorded as `data-reach-open`, the control's id: the control opens its list once hydrated.
 *
 * Should the island's code fail to load, the island gets `data-reach-failed` (the forms then show
 * how to reach the agency directly) and the next gesture tries again.
 */

/** The gestures that hydrate an island the visitor reaches for (the chat). */
const REACHING = ['pointerover', 'focusin', 'touchstart', 'click'];
/** The gestures that hydrate a form the visitor uses. */
const USING = ['focusin', 'input', 'keydown', 'pointerdown', 'click'];
/** The keys that open a select-only combobox's list (ARIA APG). */
const OPENING_KEYS = ['Enter', ' ', 'ArrowDown', 'ArrowUp'];
/** The events that may press such a control before hydration. */
const PRESSES = ['click', 'keydown'];

const reach: ClientDirective = (load, { value }, island) => {
  const form = typeof value === 'object' && value !== null && (value as { form?: unknown }).form === true;
  const gestures = form ? USING : REACHING;
  let started = false;
  /** True once React has the island: from then on its own handlers see every event. */
  let handedOver = false;
  /** Set when Astro reports that the island's code failed to load (it logs the error itself). */
  let failed = false;
  island.addEventListener('astro:hydration-error', () => (failed = true));
  const onClick = () => island.setAttribute('data-reach-click', '');
  const onSubmit = (event: Event) => {
    // Always held: a form the directive cannot hand over (its code failed to load) never sends itself.
    event.preventDefault();
    if (handedOver) return;
    island.setAttribute('data-reach-submit', '');
    void start();
  };
  const onOpen = (event: Event) => {
    if (handedOver) return;
    const control = (event.target as Element).closest?.('[aria-haspopup]');
    if (!control?.id || !island.contains(control)) return;
    if (event instanceof KeyboardEvent) {
      if (!OPENING_KEYS.includes(event.key)) return;
      event.preventDefault(); // Space would scroll the page.
    }
    island.setAttribute('data-reach-open', control.id);
    void start();
  };
  const onGesture = (event: Event) => {
    if (form && event.type === 'pointerdown' && (event as PointerEvent).pointerType === 'touch') return;
    void start();
  };
  /** Waits for the gestures that hydrate the island: from the start, and again after a failed load. */
  const awaitGestures = () => {
    for (const type of gestures) island.addEventListener(type, onGesture, { passive: true });
  };
  const start = async () => {
    if (started) return;
    started = true;
    for (const type of gestures) island.removeEventListener(type, onGesture);
    failed = false;
    const hydrate = await load();
    if (failed) {
      // The island's code did not arrive, even on Astro's own retry (a dropped connection): the
      // island says so (a form shows the agency's email and phone), and the next gesture tries
      // again. What was typed stays, and a held submit is sent once the code arrives.
      started = false;
      island.setAttribute('data-reach-failed', '');
      awaitGestures();
      return;
    }
    island.removeAttribute('data-reach-failed');
    // React attaches its own listeners as hydrate() starts, and from then on answers the form's
    // submits itself (hydrating at once if one comes first): recording one too would send it twice.
    handedOver = true;
    await hydrate();
    island.removeEventListener('click', onClick);
    for (const type of PRESSES) island.removeEventListener(type, onOpen);
  };
  if (form) {
    island.addEventListener('submit', onSubmit, { capture: true });
    for (const type of PRESSES) island.addEventListener(type, onOpen);
  } else island.addEventListener('click', onClick);
  awaitGestures();
  let remembered = false;
  try {
    remembered = typeof value === 'string' && value !== '' && sessionStorage.getItem(value) !== null;
  } catch {
    // Storage blocked (a privacy mode): the island waits for a gesture like any other visit.
  }
  if (remembered) void start();
};

export default reach;
