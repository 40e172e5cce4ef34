// The project's own client directives, for Astro's type checking of `client:*` attributes.
declare namespace Astro {
  interface ClientDirectives {
    /** Hydrate on the visitor's first gesture (src/directives/reach.ts); a sessionStorage key, when set, hydrates at once. */
    'client:reach'?: boolean | string;
  }
}
