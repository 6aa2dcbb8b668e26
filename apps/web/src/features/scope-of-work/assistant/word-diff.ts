/** A part of a before/after comparison, as the suggestion card highlights it. */
export interface TWordDiffPart {
  kind: 'same' | 'added' | 'removed';
  text: string;
}

// Above this many words on a side the table would cost too much: the change is shown whole.
const MAX_TOKENS = 1_500;

const tokenize = (text: string): string[] => text.match(/\s+|[^\s]+/g) ?? [];

function push(parts: TWordDiffPart[], kind: TWordDiffPart['kind'], text: string) {
  const last = parts.at(-1);
  if (last?.kind === kind) last.text += text;
  else parts.push({ kind, text });
}

/** Spaces and short words left "unchanged" between two changes only chop the change up. */
const isWeak = (part: TWordDiffPart) => part.kind === 'same' && (part.text.trim() === '' || (part.text.length <= 4 && !part.text.includes('\n')));

/**
 * Groups each run of changes (with the weak unchanged bits inside it) into one removed text
 * followed by one added text, so a rewritten sentence reads as "this, now that" rather than
 * alternating words.
 */
function clusterChanges(parts: readonly TWordDiffPart[]): TWordDiffPart[] {
  const out: TWordDiffPart[] = [];
  let i = 0;
  while (i < parts.length) {
    const part = parts[i] as TWordDiffPart;
    if (part.kind === 'same') {
      push(out, 'same', part.text);
      i += 1;
      continue;
    }
    let removed = '';
    let added = '';
    let j = i;
    for (;;) {
      const current = parts[j];
      if (!current) break;
      if (current.kind === 'removed') removed += current.text;
      else if (current.kind === 'added') added += current.text;
      else if (isWeak(current) && parts[j + 1] && parts[j + 1]?.kind !== 'same') {
        removed += current.text;
        added += current.text;
      } else break;
      j += 1;
    }
    if (removed) push(out, 'removed', removed);
    if (added) push(out, 'added', added);
    i = j;
  }
  return out;
}

/**
 * Word-level comparison (longest common subsequence over words and the spaces between them),
 * so an accepted rewrite is read as "what changed", not as two walls of text.
 */
export function diffWords(before: string, after: string): TWordDiffPart[] {
  const a = tokenize(before);
  const b = tokenize(after);
  if (a.length > MAX_TOKENS || b.length > MAX_TOKENS) {
    return [...(before ? [{ kind: 'removed' as const, text: before }] : []), ...(after ? [{ kind: 'added' as const, text: after }] : [])];
  }
  const width = b.length + 1;
  const lcs = new Uint16Array((a.length + 1) * width);
  for (let i = a.length - 1; i >= 0; i -= 1) {
    for (let j = b.length - 1; j >= 0; j -= 1) {
      lcs[i * width + j] = a[i] === b[j] ? (lcs[(i + 1) * width + j + 1] ?? 0) + 1 : Math.max(lcs[(i + 1) * width + j] ?? 0, lcs[i * width + j + 1] ?? 0);
    }
  }
  const parts: TWordDiffPart[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      push(parts, 'same', a[i] ?? '');
      i += 1;
      j += 1;
    } else if ((lcs[(i + 1) * width + j] ?? 0) >= (lcs[i * width + j + 1] ?? 0)) {
      push(parts, 'removed', a[i] ?? '');
      i += 1;
    } else {
      push(parts, 'added', b[j] ?? '');
      j += 1;
    }
  }
  for (; i < a.length; i += 1) push(parts, 'removed', a[i] ?? '');
  for (; j < b.length; j += 1) push(parts, 'added', b[j] ?? '');
  return clusterChanges(parts);
}
