/**
 * Two things zod's OpenAPI 3.0 output gets wrong, mended across the whole document: a nullable
 * union (`nullable` beside `anyOf` with no `type`, which 3.0 does not define) becomes a union of
 * nullable branches, and a union's repeated branches (a tuple `[string, number, number, …]`,
 * which 3.0 cannot say) are listed once.
 */
export function mendSchemas(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(mendSchemas);
  if (node === null || typeof node !== 'object') return node;
  const mended: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) mended[key] = mendSchemas(value);
  for (const keyword of ['anyOf', 'oneOf'] as const) {
    const branches = mended[keyword];
    if (!Array.isArray(branches)) continue;
    const distinct = branches.filter((branch, index) => branches.findIndex((other) => JSON.stringify(other) === JSON.stringify(branch)) === index);
    mended[keyword] = distinct;
    if (mended.nullable === true && mended.type === undefined && distinct.every(isInlineSchema)) {
      mended[keyword] = distinct.map((branch) => ({ ...branch, nullable: true }));
      delete mended.nullable;
    }
  }
  return mended;
}

const isInlineSchema = (branch: unknown): branch is Record<string, unknown> => branch !== null && typeof branch === 'object' && !('$ref' in branch);
