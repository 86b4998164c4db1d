import { randomBytes } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import onHeaders from "on-headers";

/** Base64 nonce for one response's inline scripts. */
const newNonce = () => randomBytes(16).toString("base64");

/** Headers every response carries, static files included. */
function baseHeaders(production: boolean): Record<string, string> {
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
 * This response's script nonce, drawn when first asked for (by the document as it renders, or
 * by its policy as the headers are written), and kept in `res.locals` so both get the same one.
 */
export function nonceFor(res: Response): string {
  res.locals.nonce ??= newNonce();
  return res.locals.nonce as string;
}

/**
 * Adds the headers every response carries just before the headers are written (on-headers),
 * each only where the answer has none of its own: React Router's adapter appends a route's
 * headers to those already set, so defaults set up front would go out beside a route's
 * stricter Referrer-Policy (tests/integration/private-link-paths.test.ts). An HTML document
 * without a policy gets the one with its own nonce; other answers (JSON, CSV, redirects) none.
 */
export function securityHeaders(production: boolean, csp?: (nonce: string) => string) {
  const common = Object.entries(baseHeaders(production));
  return (_req: Request, res: Response, next: NextFunction): void => {
    onHeaders(res, () => {
      for (const [name, value] of common) if (!res.hasHeader(name)) res.setHeader(name, value);
      const type = res.getHeader("content-type");
      if (
        csp &&
        typeof type === "string" &&
        type.startsWith("text/html") &&
        !res.hasHeader("content-security-policy")
      ) {
        res.setHeader("Content-Security-Policy", csp(nonceFor(res)));
      }
    });
    next();
  };
}
