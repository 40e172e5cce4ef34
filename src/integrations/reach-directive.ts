import type { AstroIntegration } from 'astro';

/**
 * Registers `client:reach` (src/directives/reach.ts): an island hydrates when the visitor reaches
 * for it. The chat widget and the footer form use it, so React and their code load on a gesture
 * (for the form, on its use), not on load and not when the visitor merely scrolls past.
 */
export function reachDirective(): AstroIntegration {
  return {
    name: 'reach-directive',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) =>
        addClientDirective({ name: 'reach', entrypoint: './src/directives/reach.ts' }),
    },
  };
}
