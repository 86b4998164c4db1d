import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { z } from "zod";

// zod probes `new Function("")` to decide whether it may compile faster parsers; our CSP
// forbids eval, and Chrome reports even that caught probe as a violation. Skip the probe.
z.config({ jitless: true });

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
