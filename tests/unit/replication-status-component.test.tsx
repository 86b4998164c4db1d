import { describe, expect, it } from "vitest";
import {
  ReplicationStatus,
  type ReplicationStatusView,
} from "~/features/admin-dashboard/components/replication-status";
import type { Language } from "~/i18n/languages";
import { adminText } from "../support/admin-words";

/** What an owner reads of the replica on the admin (decision 0034). */
describe("the replication status an owner sees", () => {
  const on: ReplicationStatusView = {
    enabled: true,
    target: "s3://sobremesa-backups/prod at https://s3.eu-central-003.backblazeb2.com",
    syncInterval: "1s",
    retention: "168h",
    replicatedAt: "2026-11-26T11:55:34.558Z",
    lagSeconds: 0,
    lagging: false,
    lastError: null,
    lastErrorAt: null,
  };
  const text = (status: ReplicationStatusView, language: Language = "en") =>
    adminText(language, <ReplicationStatus status={status} zone="Europe/Madrid" />);

  it("says where the copy goes, when it was last brought up to date and that it is up to date", async () => {
    expect(await text(on)).toContain(
      "Every change goes to s3://sobremesa-backups/prod at https://s3.eu-central-003.backblazeb2.com within 1s",
    );
    expect(await text(on)).toContain("Last replicated: 26 Nov 2026, 12:55 CET. Up to date.");
  });

  it("says how far behind it is while the store is away, with the last error", async () => {
    const behind = await text({
      ...on,
      lagSeconds: 75.2,
      lagging: true,
      lastError: "monitor error: RequestError: send request failed (connection refused)",
      lastErrorAt: "2026-11-26T11:57:00.000Z",
    });
    expect(behind).toContain("75.2 s behind (the store is not taking the changes).");
    expect(behind).toContain(
      "Last error at 26 Nov 2026, 12:57 CET: monitor error: RequestError: send request failed (connection refused)",
    );
  });

  it("says replication is off, and what turns it on", async () => {
    expect(await text({ enabled: false })).toContain("Replication is off");
    expect(await text({ enabled: false })).toContain("LITESTREAM_REPLICA_URL");
  });

  it("speaks the owner's Spanish or French, the times in their locale", async () => {
    const es = await text(on, "es");
    expect(es).toContain("Réplica de la base de datos");
    expect(es).toContain("Cada cambio va a s3://sobremesa-backups/prod");
    expect(es).toMatch(/Última réplica: 26 nov 2026, 12:55 CET\. Al día\./);
    expect(await text({ ...on, lagSeconds: 75.2, lagging: true }, "fr")).toContain(
      "75.2 s de retard (le stockage n'accepte pas les modifications).",
    );
    expect(await text({ enabled: false }, "fr")).toContain("La réplication est désactivée");
  });
});
