import { randomBytes } from "node:crypto";
import type { NextFunction, Request, Response } from "express";

/** Base64 nonce for one response's inline scripts. */
export const newNonce = () => randomBytes(16).toString("base64");

/**
 * Pages cached once per process are rendered with this stand-in, swapped for a fresh
 * nonce on every response.
 */
export const NONCE_PLACEHOLDER = "c29icmVtZXNhLW5vbmNlLXgx";

/** Headers every response carries, static files included. */
export function baseHeaders(production: boolean): Record<string, string> {
  const headers: Record<string, string> = {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": "DENY",
    "Cross-Origin-Opener-Policy": "same-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(self)",
  };
  if (production) headers["Strict-Transport-Security"] = "max-age=63072000; includeSubDomains";
  return headers;
}

/**
 * The policy for HTML documents. Scripts run only from our origin or with this response's
 * nonce; forms may post to us and be redirected to Stripe's hosted checkout.
 */
export function contentSecurityPolicy(nonce: string, production: boolean): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "form-action 'self' https://checkout.stripe.com",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
    ...(production ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
}

/**
 * Sets the headers every response carries before anything answers. A route's own value (a
 * stricter Referrer-Policy, say) replaces them: React Router's answers are written with
 * setHeader (react-router.ts), and a cached page's with writeHead, whose headers win. The
 * policy of an HTML document is added where it is written, with its nonce.
 */
export function securityHeaders(production: boolean) {
  const common = Object.entries(baseHeaders(production));
  return (_req: Request, res: Response, next: NextFunction): void => {
    for (const [name, value] of common) res.setHeader(name, value);
    next();
  };
}
