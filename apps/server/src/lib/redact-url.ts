/**
 * A URL as the logs may show it: long opaque path segments (offer and KYC link secrets travel in paths) and `token` / `code`
 * query values masked. Every logged URL goes through it: the request serializer and the error handler's 500s.
 */
export function redactUrl(url: string): string {
  return url.replace(/\/[A-Za-z0-9_-]{32,}(?=[/?#]|$)/g, '/[redacted]').replace(/([?&](token|code)=)[^&#]*/gi, '$1[redacted]');
}
