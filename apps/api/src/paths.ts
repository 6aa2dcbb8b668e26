import path from 'node:path';

/**
 * Where this process's code lives: apps/api/src under tsx (`npm run dev`, tests), or
 * apps/api/dist/src once built (`npm start`, docs/operations.md "Release build"). The build
 * mirrors the source tree one folder deeper, so paths to the repository go through here.
 */
const SRC_DIR = import.meta.dirname;
const BUILT = path.basename(path.dirname(SRC_DIR)) === 'dist';

/** apps/api, whether this runs from source or from the build. */
export const API_DIR = path.resolve(SRC_DIR, BUILT ? '../..' : '..');
/** The repository root: relative DATA_DIR and WEB_DIST_DIR settings start here. */
export const REPO_ROOT = path.resolve(API_DIR, '../..');
