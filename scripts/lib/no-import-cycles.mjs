// @ts-check
// The lint rule `local/no-import-cycles` (eslint.config.js): no module of ours may import, directly
// or through others, a module that imports it back, type-only imports included.
//
// Why our own rule: eslint-plugin-import-x's `no-cycle` skips `import type` by design (and took lint
// from 7 to 11 s of CPU here), and a type-only cycle still ties two modules together. This one reads each
// module's imports with TypeScript's scanner (`ts.preProcessFile`: static, `import type`,
// `export … from`, `import()`) and resolves them with TypeScript's own module resolution and our
// tsconfig.json, so it follows what tsc follows: `.ts` extensions and package.json's `#stand-ins`.
// Packages (bare names) cannot lead back into our code and are not followed; an `.astro`
// component's imports are those of its frontmatter. Conditions are TypeScript's, so `#stand-ins`
// leads to stand-ins/local.ts, not to stand-ins/deploy.ts (the deploy bundle's `netlify-deploy`).
// Modules on disk are read again when they change, so an editor's ESLint stays right; `eslint
// --cache` would not re-lint a module whose cycle another module's edit broke.
import { readFileSync, statSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import ts from 'typescript';

/** Compiler options per folder of a module (its nearest tsconfig.json's), and resolutions under them. */
const optionsCache = new Map();
/** @type {Map<ts.CompilerOptions, ts.ModuleResolutionCache>} */
const resolutionCaches = new Map();

/**
 * The compiler options that resolve imports in `file`: its nearest tsconfig.json's, read without
 * listing the project's files; without one, the resolution our tsconfig uses (Bundler).
 * @param {string} file
 * @returns {ts.CompilerOptions}
 */
function compilerOptions(file) {
  const folder = dirname(file);
  let options = optionsCache.get(folder);
  if (!options) {
    const configFile = ts.findConfigFile(folder, ts.sys.fileExists);
    options = optionsCache.get(configFile);
    if (!options) {
      options = { module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler };
      if (configFile) {
        const { config } = ts.readConfigFile(configFile, ts.sys.readFile);
        const host = { ...ts.sys, readDirectory: () => [] };
        options = ts.parseJsonConfigFileContent(config, host, dirname(configFile)).options;
      }
      optionsCache.set(configFile, options);
      resolutionCaches.set(
        options,
        ts.createModuleResolutionCache(dirname(configFile ?? file), (name) => name, options),
      );
    }
    optionsCache.set(folder, options);
  }
  return options;
}

/** Only these can lead back into our own code: relative and absolute paths, package.json imports. */
const ours = (/** @type {string} */ specifier) => /^[./#]/.test(specifier);

/**
 * The module of ours that `specifier` in `from` names, or undefined (a package, a stylesheet, a
 * file that does not exist).
 * @param {string} specifier
 * @param {string} from
 */
function resolveImport(specifier, from) {
  if (!ours(specifier)) return undefined;
  const path = specifier.split('?')[0] ?? '';
  // TypeScript does not resolve `.astro` files (Astro's own tooling does); they are plain paths.
  if (path.endsWith('.astro') && !path.startsWith('#')) {
    const file = resolve(dirname(from), path);
    return ts.sys.fileExists(file) ? file : undefined;
  }
  const options = compilerOptions(from);
  const { resolvedModule } = ts.resolveModuleName(path, from, options, ts.sys, resolutionCaches.get(options));
  if (!resolvedModule || resolvedModule.isExternalLibraryImport) return undefined;
  const file = resolve(resolvedModule.resolvedFileName);
  return /\.d\.[cm]?ts$|\.json$/.test(file) || file.includes('/node_modules/') ? undefined : file;
}

/** An `.astro` component's script: its frontmatter. */
const scriptOf = (/** @type {string} */ file, /** @type {string} */ text) =>
  file.endsWith('.astro') ? (/^---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1] ?? '') : text;

/** @type {Map<string, { stamp: string; imports: string[] }>} */
const importsCache = new Map();

/**
 * The modules of ours that `file` imports, as it is on disk (read again when it changes).
 * @param {string} file
 * @returns {string[]}
 */
function importsOf(file) {
  const stat = statSync(file, { throwIfNoEntry: false });
  if (!stat) return [];
  const stamp = `${stat.mtimeMs}:${stat.size}`;
  const cached = importsCache.get(file);
  if (cached?.stamp === stamp) return cached.imports;
  const { importedFiles } = ts.preProcessFile(scriptOf(file, readFileSync(file, 'utf8')), true, true);
  const imports = [
    ...new Set(importedFiles.map(({ fileName }) => resolveImport(fileName, file)).filter((f) => f !== undefined)),
  ];
  importsCache.set(file, { stamp, imports });
  return imports;
}

/**
 * A way from `start` back to `target` through the imports on disk, as the list of modules after
 * `start`, or undefined. `dead` holds modules known not to lead to `target`; a search that finds
 * no way adds the modules it went through.
 * @param {string} start
 * @param {string} target
 * @param {Set<string>} dead
 * @returns {string[] | undefined}
 */
function wayBack(start, target, dead) {
  /** @type {Map<string, string>} each module reached, with the module that imported it */
  const via = new Map([[start, start]]);
  const queue = [start];
  // The queue grows while it is walked: a breadth-first search, so the way found is a shortest.
  for (const module of queue) {
    for (const next of importsOf(module)) {
      if (next === target) {
        const way = [];
        for (let step = module; step !== start; step = /** @type {string} */ (via.get(step))) way.unshift(step);
        return [...way, target];
      }
      if (dead.has(next) || via.has(next)) continue;
      via.set(next, module);
      queue.push(next);
    }
  }
  for (const module of queue) dead.add(module);
  return undefined;
}

/** @type {import('eslint').Rule.RuleModule} */
export const noImportCycles = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'Forbid importing a module that imports this one back, directly or through others, type-only imports included.',
    },
    schema: [],
    messages: { cycle: 'Import cycle: {{cycle}}. Move what both sides need into a module that both import.' },
  },
  create(context) {
    const file = resolve(context.physicalFilename);
    if (!ts.sys.fileExists(file)) return {};
    /** Modules known not to lead back to this file, shared by its imports (the graph is one). */
    const dead = new Set();
    const name = (/** @type {string} */ module) => relative(context.cwd, module) || module;
    /** @param {import('estree').Node & { source?: unknown }} node */
    const check = (node) => {
      const source = /** @type {{ type?: string; value?: unknown } | null | undefined} */ (node.source);
      if (source?.type !== 'Literal' || typeof source.value !== 'string') return;
      const imported = resolveImport(source.value, file);
      if (!imported || imported === file || dead.has(imported)) return;
      const way = wayBack(imported, file, dead);
      if (way)
        context.report({ node, messageId: 'cycle', data: { cycle: [file, imported, ...way].map(name).join(' → ') } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

/** The rules of our own, as an ESLint plugin. */
export default { meta: { name: 'local' }, rules: { 'no-import-cycles': noImportCycles } };
