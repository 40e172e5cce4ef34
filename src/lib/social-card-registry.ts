/*
 * What article pages and the social-card integration (src/integrations/social-cards.ts) agree
 * on. The integration renders each cover's 1200×630 PNG once, outside Astro's image pipeline, so
 * the work runs beside page rendering and is cached by the cover's content across builds; pages
 * ask it for a card's address through the registry it puts on `globalThis` while `astro build`
 * runs (as Astro's own image pipeline does). Without it (`astro dev`), pages use Astro's images.
 */

/** The size social networks show a link preview at. */
export const SOCIAL_CARD = { width: 1200, height: 630 } as const;

/** The build's card renderer, as pages see it. */
export interface SocialCardRegistry {
  /**
   * The root-relative address of the card for a cover, given as Astro's image metadata describes
   * it (its address in the build's output, `/_astro/<name>.<hash>.svg`); the card itself is rendered
   * in the background and written to the output before the build ends.
   */
  request(cover: { src: string }): Promise<string>;
}

const REGISTRY = Symbol.for('tidewell.socialCards');
const holder = globalThis as { [REGISTRY]?: SocialCardRegistry | undefined };

/** The card renderer of the running build, if there is one. */
export function socialCardRegistry(): SocialCardRegistry | undefined {
  return holder[REGISTRY];
}

/** Installs (or with `undefined`, removes) the build's card renderer. */
export function setSocialCardRegistry(registry: SocialCardRegistry | undefined): void {
  holder[REGISTRY] = registry;
}
