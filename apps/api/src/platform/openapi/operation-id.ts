/**
 * The operationId of a route, read off its method and path so that anyone can write it down
 * without opening the document: the HTTP verb, the path's words without the version, then its
 * parameters. `GET /v1/rfp/:id/lines` → `getRfpLinesById`,
 * `DELETE /v1/rfp/:id/lines/:lineId` → `deleteRfpLinesByIdAndLineId` (docs/api.md "OpenAPI").
 */
export function operationIdOf(method: string, url: string): string {
  const segments = url.split('/').filter((segment) => segment && segment !== 'v1');
  const words = segments.filter((segment) => !segment.startsWith(':')).flatMap((segment) => segment.split(/[^A-Za-z0-9]+/));
  const params = segments.filter((segment) => segment.startsWith(':')).map((segment) => segment.slice(1));
  const by = params.length ? `By${params.map(capitalized).join('And')}` : '';
  return `${method.toLowerCase()}${words.map(capitalized).join('')}${by}`;
}

const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
