const RELOAD_MARK_KEY = 'procura:chunk-reload-at';
/** A second failure within this window means reloading did not help: stop and show the error. */
const RELOAD_GUARD_MS = 60_000;

const CHUNK_ERROR_PATTERN =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|ChunkLoadError|Loading chunk .* failed/i;

/** A lazily loaded route whose file is gone, usually because a new release replaced it. */
export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_ERROR_PATTERN.test(`${error.name} ${error.message}`);
}

/** Reloads once per window; false when a reload just happened and failed again. */
export function reloadForNewVersion(): boolean {
  const last = Number(sessionStorage.getItem(RELOAD_MARK_KEY) ?? 0);
  if (Date.now() - last < RELOAD_GUARD_MS) return false;
  sessionStorage.setItem(RELOAD_MARK_KEY, String(Date.now()));
  window.location.reload();
  return true;
}
