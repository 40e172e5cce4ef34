import type { AstroIntegration } from 'astro';

/**
 * Puts src/styles/global.css first on every page. It declares the order of the cascade layers, and
 * the first `@layer` a browser meets fixes that order; Astro orders a page's CSS by import order, so
 * a page that imports a component with layered styles before its layout would otherwise open the
 * `components` layer first and put it below the reset. A `page-ssr` script is prepended to every
 * page's imports.
 */
export function globalStylesFirst(): AstroIntegration {
  return {
    name: 'global-styles-first',
    hooks: {
      'astro:config:setup': ({ injectScript }) => injectScript('page-ssr', "import '/src/styles/global.css';"),
    },
  };
}
