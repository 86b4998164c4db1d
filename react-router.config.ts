import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // Separate build folders let parallel test runs (and the benchmark) build without
  // pulling files out from under a running server.
  buildDirectory: process.env.BUILD_DIR ?? "build",
} satisfies Config;
