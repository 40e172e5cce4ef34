// Bundles each Netlify function (netlify/functions/*.mts) into one self-contained ES module, so
// that a function's zip carries only the code it runs. `npm run build` writes the deploy bundles
// into DEPLOY_FUNCTIONS_DIR, the [functions] directory of netlify.toml; scripts/build/serve.mjs writes
// the local ones (with the stand-ins) for the emulator. See README, "The functions' bundles".
//
// Why not leave it to Netlify: for functions in the modern syntax (a default export and a
// `config`), zip-it-and-ship-it always bundles only our own files with esbuild, keeps every npm
// package external and copies the files that Vercel's node-file-trace reaches, whole (its
// `node_bundler` setting applies to the older syntax only; `none` is the way to bundle ourselves).
// A file is the unit there, not an export, so the functions carried all of zod's locales, every
// Google client, the whole OpenAI SDK and nodemailer. Bundled here, esbuild keeps only what is
// reached from the handler.
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { basename, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { ZodFirstPartyTypeKind } from 'zod/v3';
import { writeArticleDigests } from '../../src/server/assistant/article-digest.ts';

/** The function sources: one thin `.mts` file per endpoint. */
export const FUNCTIONS_SOURCE_DIR = 'netlify/functions';

/** Where `npm run build` writes the deploy bundles: netlify.toml's [functions] directory. */
export const DEPLOY_FUNCTIONS_DIR = '.netlify/functions-bundled';

/** Where scripts/build/serve.mjs writes the emulator's bundles, which carry the local stand-ins. */
export const LOCAL_FUNCTIONS_DIR = '.netlify/functions-local';

/**
 * The Node the functions run on: netlify.toml's NODE_VERSION (tests/unit/netlify-config.test.ts
 * keeps the two equal), so esbuild leaves the syntax that Node runs as it is.
 */
export const FUNCTIONS_NODE = 'node24';

/**
 * The package.json condition that selects a deploy's modules: `#stand-ins` resolves to
 * src/server/stand-ins/deploy.ts under it, which has no local outbox (and so no nodemailer).
 */
export const DEPLOY_CONDITION = 'netlify-deploy';

/**
 * What lets the CommonJS packages bundled into an ES module (the SendGrid client, the Google
 * library) still `require` Node's built-in modules and read `__dirname`, as zip-it-and-ship-it's
 * own esbuild step does for its bundles.
 */
const COMMONJS_SHIM = [
  "import { createRequire as __bundleCreateRequire } from 'node:module';",
  "import { fileURLToPath as __bundleFileURLToPath } from 'node:url';",
  "import { dirname as __bundleDirname } from 'node:path';",
  'const require = __bundleCreateRequire(import.meta.url);',
  'const __filename = __bundleFileURLToPath(import.meta.url);',
  'const __dirname = __bundleDirname(__filename);',
].join('\n');

/**
 * gaxios (under google-auth-library) loads node-fetch, and node-fetch its web-streams and form
 * polyfills, only when a request is made without a fetch of its own; every request of ours passes
 * the platform's fetch (src/server/sheets.ts), so this stands in for it: Node's own fetch, should
 * anything ever ask.
 */
const platformFetch = {
  name: 'platform-fetch',
  /** @param {import('esbuild').PluginBuild} bundle */
  setup(bundle) {
    bundle.onResolve({ filter: /^node-fetch$/ }, () => ({ path: 'node-fetch', namespace: 'platform-fetch' }));
    bundle.onLoad({ filter: /.*/, namespace: 'platform-fetch' }, () => ({
      contents: 'export default globalThis.fetch;',
      loader: 'js',
    }));
  },
};

/**
 * The OpenAI SDK's zod helpers (src/server/assistant/openai.ts's zodTextFormat) convert zod 3
 * schemas with a vendored converter that imports one thing from `zod/v3`: the enum of its type
 * names, each name mapped to itself. Importing it drew in all of zod 3 (about 60 KB, 13 KB zipped),
 * which the chat never runs: its schemas are zod 4's, which the SDK converts with zod 4's own
 * `toJSONSchema`. This gives the converter the same enum, read from zod 3 here at build time, and
 * nothing else of zod 3. Only the SDK's imports are redirected; any other `zod/v3` is bundled whole.
 */
export const zod3TypeNames = {
  name: 'zod3-type-names',
  /** @param {import('esbuild').PluginBuild} bundle */
  setup(bundle) {
    bundle.onResolve({ filter: /^zod\/v3$/ }, ({ importer }) =>
      /[\\/]node_modules[\\/]openai[\\/]/.test(importer) ? { path: 'zod/v3', namespace: 'zod3-type-names' } : undefined,
    );
    bundle.onLoad({ filter: /.*/, namespace: 'zod3-type-names' }, () => ({
      contents: `export const ZodFirstPartyTypeKind = ${JSON.stringify(ZodFirstPartyTypeKind)};`,
      loader: 'js',
    }));
  },
};

/**
 * The OpenAI SDK's resources that the chat calls (src/server/assistant/openai.ts asks
 * `client.responses.parse` alone). The client builds one object per resource of the whole API, so
 * bundling it drew in the code of every other one (admin, agents, fine-tuning, audio…), which the
 * chat never calls: about 240 KB of the bundle.
 */
export const OPENAI_RESOURCES_CALLED = ['responses'];

/**
 * Gives every other resource of the SDK an empty class of the same name, so the client still builds
 * (`client.admin` is there, with no methods) and the code behind it is left out. Only a resource's
 * own module whose one export is its class is replaced (`resources/<name>.mjs` or
 * `resources/<name>/<name>.mjs`); anything else, or a module the SDK reorganises, is bundled as it
 * is. tests/build/function-bundles.test.ts asks the model through the bundle's SDK.
 */
export const uncalledOpenAIResources = {
  name: 'uncalled-openai-resources',
  /** @param {import('esbuild').PluginBuild} bundle */
  setup(bundle) {
    const resourceModule = /[\\/]node_modules[\\/]openai[\\/]resources[\\/](?:([a-z-]+)[\\/])?([a-z-]+)\.mjs$/;
    bundle.onLoad({ filter: resourceModule }, async ({ path }) => {
      const [, folder, name] = /** @type {RegExpMatchArray} */ (path.match(resourceModule));
      if ((folder !== undefined && folder !== name) || OPENAI_RESOURCES_CALLED.includes(name)) return undefined;
      const source = await readFile(path, 'utf8');
      const exported = [...source.matchAll(/^export\b.*$/gm)].map(([line]) => line);
      const only = exported.length === 1 ? /^export class (\w+) extends APIResource \{/.exec(exported[0]) : null;
      if (!only) return undefined;
      const resourceBase = join(path, folder === undefined ? '..' : '../..', '../core/resource.mjs');
      return {
        contents: `import { APIResource } from ${JSON.stringify(resourceBase)};\nexport class ${only[1]} extends APIResource {}\n`,
        loader: 'js',
      };
    });
  },
};

/**
 * @typedef {object} FunctionBundle
 * @property {string} name the function's name (its file name without the extension)
 * @property {string} file the bundle's path
 * @property {Record<string, number>} inputs bytes of the bundle that each input file accounts for
 */

/**
 * Bundles every function of `root` into `outDir` as `<name>.mjs`. `deploy` picks a deploy's
 * modules (no local stand-ins); otherwise the bundles are the emulator's. The assistant's article
 * digest is written first, as every build does, so the chat function knows the articles now in
 * src/content/news. A bundle is written only when it changed, and whole (renamed into place), and
 * what is no longer a function is removed: an emulator serving from `outDir` (another
 * `npm run serve` of this checkout, say) never sees a half-written or missing function.
 * @param {{ outDir: string, deploy: boolean, root?: string }} options
 * @returns {Promise<FunctionBundle[]>}
 */
export async function bundleFunctions({ outDir, deploy, root = process.cwd() }) {
  const { problems } = writeArticleDigests(root);
  for (const problem of problems) console.warn(`⚠ left out of the chat assistant's knowledge: ${problem}`);
  const sourceDir = resolve(root, FUNCTIONS_SOURCE_DIR);
  const sources = (await readdir(sourceDir)).filter((file) => file.endsWith('.mts')).sort();
  const target = resolve(root, outDir);
  await mkdir(target, { recursive: true });
  const result = await build({
    absWorkingDir: resolve(root),
    entryPoints: sources.map((file) => join(sourceDir, file)),
    outdir: target,
    entryNames: '[name]',
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: FUNCTIONS_NODE,
    // `module` is esbuild's default condition, kept beside ours.
    conditions: deploy ? [DEPLOY_CONDITION, 'module'] : ['module'],
    // Identifiers are shortened too, with every function's and class's own name kept (keepNames):
    // a stack trace in the function's log still reads, and an error's constructor name (which
    // src/server/assistant/openai.ts logs) is still the SDK's. The chat's zip: 726.4 → 678 KB.
    minifyWhitespace: true,
    minifySyntax: true,
    minifyIdentifiers: true,
    keepNames: true,
    banner: { js: COMMONJS_SHIM },
    plugins: [platformFetch, zod3TypeNames, uncalledOpenAIResources],
    metafile: true,
    write: false,
    logLevel: 'warning',
  });
  for (const { path, contents } of result.outputFiles) {
    const current = await readFile(path).catch(() => undefined);
    if (current?.equals(contents)) continue;
    const draft = `${path}.${process.pid}.tmp`;
    await writeFile(draft, contents);
    await rename(draft, path);
  }
  const written = new Set(result.outputFiles.map(({ path }) => basename(path)));
  for (const file of await readdir(target)) {
    // Another process's draft is left to it.
    if (!written.has(file) && !file.endsWith('.tmp')) await rm(join(target, file), { recursive: true, force: true });
  }
  return Object.entries(result.metafile.outputs).map(([file, output]) => ({
    name: basename(file, '.mjs'),
    file: resolve(root, file),
    inputs: Object.fromEntries(
      Object.entries(output.inputs).map(([input, { bytesInOutput }]) => [input, bytesInOutput]),
    ),
  }));
}

// `node scripts/build/bundle-functions.mjs` (in `npm run build`): the deploy bundles.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const bundles = await bundleFunctions({ outDir: DEPLOY_FUNCTIONS_DIR, deploy: true });
  console.log(`✔ bundled ${bundles.length} functions into ${DEPLOY_FUNCTIONS_DIR}/ for a deploy`);
}
