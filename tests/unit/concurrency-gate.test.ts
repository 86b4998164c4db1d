import { describe, expect, it } from "vitest";
import { ConcurrencyGate } from "~/http/rate-limit.server";

describe("ConcurrencyGate", () => {
  it("refuses at once past the per-key and overall places, and frees them on release", () => {
    const gate = new ConcurrencyGate({ perKey: 2, overall: 3 });
    const a1 = gate.enter(["a"]);
    const a2 = gate.enter(["a"]);
    expect(gate.enter(["a"])).toBeNull();
    const b1 = gate.enter(["b"]);
    expect(gate.enter(["c"])).toBeNull();
    a1?.();
    a1?.(); // a second release changes nothing
    expect(gate.enter(["c"])).not.toBeNull();
    expect(gate.enter(["a"])).toBeNull();
    a2?.();
    b1?.();
    expect(gate.enter(["a"])).not.toBeNull();
  });

  it("keeps the places above a share for callers not held to it", () => {
    const gate = new ConcurrencyGate({ perKey: Number.POSITIVE_INFINITY, overall: 4 });
    expect(gate.enter([], 2)).not.toBeNull();
    expect(gate.enter([], 2)).not.toBeNull();
    // Failing clients have used their share; the last two places are for everyone else.
    expect(gate.enter([], 2)).toBeNull();
    expect(gate.enter([])).not.toBeNull();
    expect(gate.enter([])).not.toBeNull();
    expect(gate.enter([])).toBeNull();
  });
});
