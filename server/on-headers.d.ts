/** The part of on-headers' API the security headers use (the package ships no types). */
declare module "on-headers" {
  import type { ServerResponse } from "node:http";
  /** Calls `listener` once, just before `res` writes its headers. */
  export default function onHeaders(res: ServerResponse, listener: (this: ServerResponse) => void): void;
}
