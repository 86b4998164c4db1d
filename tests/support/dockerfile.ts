import { cpSync, existsSync, mkdirSync, statSync } from "node:fs";
import { basename, join, posix } from "node:path";

/**
 * Reading our Dockerfile the way `docker build` does, for the parts the container tests
 * need: build arguments, stages, and each stage's WORKDIR, ENV, COPY and RUN lines.
 * Enough for this Dockerfile's syntax (no heredocs, no JSON-form COPY).
 */
type Copy = { from?: string; sources: string[]; dest: string };
export type Stage = {
  name: string;
  base: string;
  workdir: string;
  env: Record<string, string>;
  copies: Copy[];
  runs: string[];
};

/** Joins continued lines and drops comments and blank lines. */
function instructions(text: string): string[] {
  const lines: string[] = [];
  let pending = "";
  for (const raw of text.split("\n")) {
    if (/^\s*#/.test(raw) && pending === "") continue;
    if (/^\s*#/.test(raw)) continue;
    const line = raw.replace(/\s+$/, "");
    if (line.endsWith("\\")) {
      pending += `${line.slice(0, -1)} `;
      continue;
    }
    const whole = `${pending}${line}`.trim();
    pending = "";
    if (whole) lines.push(whole);
  }
  return lines;
}

const substitute = (text: string, args: Record<string, string>) =>
  text.replace(/\$\{(\w+)\}|\$(\w+)/g, (whole, a, b) => args[a ?? b] ?? whole);

/** `KEY=value KEY2="value two"` pairs (the only ENV form this Dockerfile uses). */
function pairs(text: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const [, key, quoted, plain] of text.matchAll(/(\w+)=(?:"([^"]*)"|(\S*))/g)) found[key] = quoted ?? plain;
  return found;
}

export function parseDockerfile(text: string): { args: Record<string, string>; stages: Stage[] } {
  const args: Record<string, string> = {};
  const stages: Stage[] = [];
  for (const line of instructions(text)) {
    const [, keyword, rest] = /^(\w+)\s+(.*)$/s.exec(line) ?? [];
    const current = stages.at(-1);
    switch (keyword?.toUpperCase()) {
      case "ARG": {
        const [name, value = ""] = rest.split("=");
        if (!current) args[name.trim()] = value.trim();
        break;
      }
      case "FROM": {
        const [, image, name] = /^(\S+)(?:\s+AS\s+(\S+))?/i.exec(rest) ?? [];
        const base = substitute(image, args);
        const parent = stages.find((stage) => stage.name === base);
        stages.push({
          name: name ?? String(stages.length),
          base,
          workdir: parent?.workdir ?? "/",
          env: { ...parent?.env },
          copies: [...(parent?.copies ?? [])],
          runs: [...(parent?.runs ?? [])],
        });
        break;
      }
      case "WORKDIR":
        if (current) current.workdir = posix.resolve(current.workdir, rest.trim());
        break;
      case "ENV":
        if (current) Object.assign(current.env, pairs(rest));
        break;
      case "RUN":
        current?.runs.push(rest);
        break;
      case "COPY": {
        const words = rest.split(/\s+/);
        const flags = words.filter((word) => word.startsWith("--"));
        const paths = words.filter((word) => !word.startsWith("--"));
        const from = flags.find((flag) => flag.startsWith("--from="))?.slice("--from=".length);
        const dest = paths.pop() ?? ".";
        current?.copies.push({
          from,
          sources: paths,
          dest: posix.resolve(current.workdir, dest) + (dest.endsWith("/") ? "/" : ""),
        });
        break;
      }
    }
  }
  return { args, stages };
}

/**
 * Copies like Docker's COPY: a directory's contents go into the destination; several
 * sources, or a destination ending in "/", make the destination a directory.
 */
export function copyLikeDocker(sources: string[], dest: string) {
  const intoDirectory = sources.length > 1 || dest.endsWith("/");
  for (const source of sources) {
    if (!existsSync(source)) throw new Error(`COPY source missing: ${source}`);
    if (statSync(source).isDirectory()) {
      mkdirSync(dest, { recursive: true });
      cpSync(source, dest, { recursive: true });
    } else {
      const target = intoDirectory ? join(dest, basename(source)) : dest;
      mkdirSync(intoDirectory ? dest : join(target, ".."), { recursive: true });
      cpSync(source, target);
    }
  }
}
