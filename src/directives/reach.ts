import type { ClientDirective } from 'astro';

/*
 * `client:reach`: hydrate an island when the visitor reaches for it (a pointer over it, focus in it,
 * a first touch or a click), not on load and not when it merely scrolls into view. Until then the
 * island is its server-rendered HTML and nothing of its code is downloaded.
 *
 * `client:reach="some-key"` also hydrates at once when sessionStorage holds `some-key`: the chat
 * sets it while it is open, so the next page opens it again without waiting for a gesture.
 *
 * A click that lands before the island is hydrated would be lost (React only sees events from the
 * moment it takes over the element), so it is recorded as the island's `data-reach-click`
 * attribute; the component reads it when it mounts and does what the click asked for.
 *
 * Astro inlines this file into every page that uses it, so it stays a few hundred bytes.
 */
const GESTURES = ['pointerover', 'focusin', 'touchstart', 'click'] as const;

const reach: ClientDirective = (load, { value }, island) => {
  let started = false;
  const onClick = () => island.setAttribute('data-reach-click', '');
  const start = async () => {
    if (started) return;
    started = true;
    for (const type of GESTURES) island.removeEventListener(type, start);
    const hydrate = await load();
    await hydrate();
    island.removeEventListener('click', onClick);
  };
  island.addEventListener('click', onClick);
  for (const type of GESTURES) island.addEventListener(type, start, { passive: true });
  let remembered = false;
  try {
    remembered = value !== '' && value !== undefined && sessionStorage.getItem(value) !== null;
  } catch {
    // Storage blocked (a privacy mode): the island waits for a gesture like any other visit.
  }
  if (remembered) void start();
};

export default reach;
