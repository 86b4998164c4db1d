// @ts-check
/**
 * The variables that set a process's clock and time zone: TZ, and libfaketime's (LD_PRELOAD,
 * FAKETIME, FAKETIME_*). The tests and drills start servers with an environment of their own;
 * these pass on to them, so a run under `faketime` (docs/decisions/0030) fakes the servers'
 * clock too, instead of leaving them at the real time beside a faked test process.
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {Record<string, string>}
 */
export function clockEnv(env = process.env) {
  /** @type {Record<string, string>} */
  const passed = {};
  for (const [name, value] of Object.entries(env)) {
    if (value !== undefined && (name === "TZ" || name === "LD_PRELOAD" || name.startsWith("FAKETIME"))) {
      passed[name] = value;
    }
  }
  return passed;
}
