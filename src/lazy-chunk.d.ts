// `import url from './module.ts?lazy-chunk'` (src/integrations/lazy-chunk.ts): the URL of the module built
// as its own chunk, which nothing loads until a script adds it to the page.
declare module '*?lazy-chunk' {
  const url: string;
  export default url;
}
