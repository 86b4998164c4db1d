import { readdirSync } from "node:fs";
import { join, relative, sep } from "node:path";
import express, { type NextFunction, type Request, type Response } from "express";

/**
 * The built client folder: hashed assets (never change: cached for a year) and the other
 * public files (icons, images, robots.txt: an hour).
 */
export function publicFiles(clientDir: string): express.Router {
  const router = express.Router();
  router.use(
    "/assets",
    express.static(join(clientDir, "assets"), { immutable: true, maxAge: "1y", index: false, redirect: false }),
  );
  // The other public files are known at start: a page's path is not looked for on disk first
  // (that stat was a few percent of every rendered page).
  const files = listPublicFiles(clientDir);
  const serveFile = express.static(clientDir, { maxAge: "1h", index: false, redirect: false });
  router.use((req: Request, res: Response, next: NextFunction) =>
    files.has(decodedPath(req.path)) ? serveFile(req, res, next) : next(),
  );
  return router;
}

function decodedPath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** Every file of the client build outside /assets, as the URL path that serves it. */
function listPublicFiles(clientDir: string): Set<string> {
  const files = readdirSync(clientDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `/${relative(clientDir, join(entry.parentPath, entry.name)).split(sep).join("/")}`)
    .filter((path) => !path.startsWith("/assets/"));
  return new Set(files);
}
