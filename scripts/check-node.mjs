// Fails fast when npm scripts run on a Node older than the project needs. The project pins Node 24
// as the `node` devDependency; npm puts it first on PATH for scripts, but only when its install
// script was allowed to run. If it did not, scripts silently fall back to the system Node.
import { fileURLToPath } from 'node:url';

export const REQUIRED_MAJOR = 22;

/** The problem with running on `version` (e.g. "20.11.1"), or null when it is new enough. */
export function nodeVersionProblem(version) {
  const major = Number(version.replace(/^v/, '').split('.')[0]);
  if (Number.isInteger(major) && major >= REQUIRED_MAJOR) return null;
  return [
    `✖ This project needs Node ${REQUIRED_MAJOR} or newer; npm scripts are running on Node ${version}.`,
    '  The pinned Node 24 (devDependency "node") was not set up, usually because npm skipped its',
    '  install script. Check that package.json "allowScripts" lists "node", then run `npm install`',
    '  again, and run tools through npm scripts or npx, not ./node_modules/.bin directly.',
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const problem = nodeVersionProblem(process.versions.node);
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
}
