/*
 * What the S3 driver is told, and the origin it gives the browser, apart from the driver itself:
 * the CSP needs the origin at start-up, the SDK loads only when S3 is used (s3-store.ts).
 */

export interface TS3Settings {
  bucket: string;
  region: string;
  endpoint?: string;
  forcePathStyle: boolean;
  accessKeyId?: string;
  secretAccessKey?: string;
}

/** The origin browsers reach the store at: the CSP lets the web app PUT to it and show its images. */
export function s3Origin(settings: Pick<TS3Settings, 'bucket' | 'region' | 'endpoint' | 'forcePathStyle'>): string {
  if (settings.endpoint) {
    const url = new URL(settings.endpoint);
    return settings.forcePathStyle ? url.origin : `${url.protocol}//${settings.bucket}.${url.host}`;
  }
  return settings.forcePathStyle ? `https://s3.${settings.region}.amazonaws.com` : `https://${settings.bucket}.s3.${settings.region}.amazonaws.com`;
}
