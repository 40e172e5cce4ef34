// The project's own client directives, for Astro's type checking of `client:*` attributes.
declare namespace Astro {
  interface ClientDirectives {
    /**
     * Hydrate on the visitor's first gesture (src/directives/reach.ts); a sessionStorage key, when
     * set, hydrates at once; `{ form: true }` waits for the form to be used and holds an early submit.
     */
    'client:reach'?: boolean | string | { form: true };
  }
}
