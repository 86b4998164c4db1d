import Bowser from "bowser";

/**
 * A session's device in words ("Firefox 133 on Linux, desktop") from the user agent its
 * browser sent at sign-in, read by bowser; a user agent bowser cannot read is shown as sent.
 */
export function deviceOf(userAgent: string | null): string {
  if (!userAgent) return "Unknown device";
  const { browser, os, platform } = Bowser.parse(userAgent);
  if (!browser.name) return userAgent.slice(0, 120);
  const name = browser.version ? `${browser.name} ${browser.version.split(".")[0]}` : browser.name;
  const system = os.name ? ` on ${os.name}` : "";
  const kind = platform.type ? `, ${platform.type}` : "";
  return `${name}${system}${kind}`;
}
