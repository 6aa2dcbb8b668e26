import type { paths } from './api-types.js';

/**
 * Which operation of the generated API types (api-types.ts) a concrete path calls, at compile
 * time: `/v1/rfp/${id}/lines?limit=10` is `GET /v1/rfp/{id}/lines`. A path is matched segment by
 * segment, its query ignored; an interpolated segment matches only a path parameter.
 */
export type TMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

type TWithoutQuery<S extends string> = S extends `${infer Path}?${string}` ? Path : S;
type TSegments<S extends string> = S extends `${infer Head}/${infer Rest}` ? [Head, ...TSegments<Rest>] : [S];

type TSegmentMatches<Template extends string, Actual extends string> = Template extends `{${string}}` ? true : Actual extends Template ? true : false;

type TSegmentsMatch<Template extends string[], Actual extends string[]> = Template extends [infer T extends string, ...infer TRest extends string[]]
  ? Actual extends [infer A extends string, ...infer ARest extends string[]]
    ? TSegmentMatches<T, A> extends true
      ? TSegmentsMatch<TRest, ARest>
      : false
    : false
  : Actual extends []
    ? true
    : false;

type THasMethod<K extends keyof paths, M extends TMethod> = paths[K][M] extends undefined ? false : true;

/** A path the API lists as is (`/v1/services/all`): the router prefers it to a parameter's (`/v1/services/{id}`). */
type TStaticPath<P extends string, M extends TMethod> =
  TWithoutQuery<P> extends infer Path extends keyof paths ? (THasMethod<Path, M> extends true ? Path : never) : never;

type TParameterPath<P extends string, M extends TMethod> = {
  [K in keyof paths]: TSegmentsMatch<TSegments<K>, TSegments<TWithoutQuery<P>>> extends true ? (THasMethod<K, M> extends true ? K : never) : never;
}[keyof paths];

/** The documented path (`/v1/rfp/{id}/lines`) a concrete path calls with method M. */
type TDocumentedPath<P extends string, M extends TMethod> = [TStaticPath<P, M>] extends [never] ? TParameterPath<P, M> : TStaticPath<P, M>;

export type TOperation<P extends string, M extends TMethod> = NonNullable<paths[TDocumentedPath<P, M>][M]>;

/** P itself when the API has such a route; otherwise a type that names the mistake in the compiler's error. */
export type TRoutePath<P extends string, M extends TMethod> = [TDocumentedPath<P, M>] extends [never] ? `no ${Uppercase<M>} route of the API matches ${P}` : P;

type TJsonBody<Response> = Response extends { content: { 'application/json': infer Body } } ? Body : undefined;
type TSuccessStatus = 200 | 201 | 202 | 204;

/** What a successful answer carries (undefined for a 204 or a file). */
export type TSuccessBody<P extends string, M extends TMethod> =
  TOperation<P, M> extends { responses: infer Responses } ? TJsonBody<Responses[Extract<keyof Responses, TSuccessStatus>]> : never;

/** The JSON body the operation reads. */
export type TRequestBody<P extends string, M extends TMethod> =
  TOperation<P, M> extends { requestBody?: { content: { 'application/json': infer Body } } } ? Body : undefined;
