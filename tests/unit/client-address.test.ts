import express from "express";
import { describe, expect, it } from "vitest";
import { clientAddress, type ProxyTrust, parseProxyTrust } from "~/http/client-address.server";

/** The address an Express app under this TRUST_PROXY sees for a request with this header and socket. */
function clientAddressResolver(trust: ProxyTrust) {
  const app = express();
  app.set("trust proxy", trust);
  return (forwardedFor: string | null, socket: string) =>
    clientAddress(
      Object.assign(Object.create(app.request), {
        app,
        headers: forwardedFor === null ? {} : { "x-forwarded-for": forwardedFor },
        socket: { remoteAddress: socket },
      }),
    );
}

describe("TRUST_PROXY", () => {
  it.each([
    ["", false],
    ["false", false],
    ["0", false],
    ["true", true],
    ["2", 2],
    ["loopback", ["loopback"]],
    ["10.0.0.1", ["10.0.0.1"]],
    ["loopback, 10.0.0.0/8, ::1, 172.16.0.0/12", ["loopback", "10.0.0.0/8", "::1", "172.16.0.0/12"]],
    ["uniquelocal,linklocal", ["uniquelocal", "linklocal"]],
  ])("reads %s as Express's trust proxy value", (value, trust) => {
    expect(parseProxyTrust(value)).toEqual(trust);
  });

  it.each(["yes", "10.0.0.300", "10.0.0.0/33", "proxy.example", "1,,2", "-1", "500", "loopback,"])(
    "refuses %s",
    (value) => {
      expect(parseProxyTrust(value)).toBeNull();
    },
  );
});

describe("the client's address", () => {
  const none = clientAddressResolver(false);
  const oneHop = clientAddressResolver(1);
  const twoHops = clientAddressResolver(2);
  const listed = clientAddressResolver(["10.0.0.0/8", "127.0.0.1"]);
  const loopback = clientAddressResolver(["loopback"]);

  it("is the socket's when no proxy is trusted, whatever the header says", () => {
    expect(none("203.0.113.5", "198.51.100.1")).toBe("198.51.100.1");
  });

  it("is the address the trusted proxy appended, never one the client wrote on the left", () => {
    expect(oneHop("203.0.113.5", "127.0.0.1")).toBe("203.0.113.5");
    expect(oneHop("6.6.6.6, 203.0.113.5", "127.0.0.1")).toBe("203.0.113.5");
    expect(oneHop("1.1.1.1, 2.2.2.2, 203.0.113.5", "127.0.0.1")).toBe("203.0.113.5");
  });

  it("counts hops from the right", () => {
    expect(twoHops("6.6.6.6, 203.0.113.5, 10.0.0.2", "127.0.0.1")).toBe("203.0.113.5");
    // Fewer entries than hops: the leftmost one is all there is.
    expect(twoHops("203.0.113.5", "127.0.0.1")).toBe("203.0.113.5");
  });

  it("skips listed proxies from the right", () => {
    expect(listed("6.6.6.6, 203.0.113.5, 10.1.2.3", "127.0.0.1")).toBe("203.0.113.5");
    expect(listed("10.1.2.3", "127.0.0.1")).toBe("10.1.2.3");
    // A socket that is not a listed proxy is the client: its header is not believed.
    expect(listed("6.6.6.6", "198.51.100.9")).toBe("198.51.100.9");
  });

  it("believes a proxy on loopback, and no one else, about the client (a forged header from elsewhere is ignored)", () => {
    expect(loopback("203.0.113.5", "127.0.0.1")).toBe("203.0.113.5");
    expect(loopback("203.0.113.5", "::1")).toBe("203.0.113.5");
    expect(loopback("7.7.7.7", "198.51.100.9")).toBe("198.51.100.9");
  });

  it("reads IPv4-mapped socket addresses and ignores garbage", () => {
    expect(none(null, "::ffff:192.0.2.1")).toBe("192.0.2.1");
    expect(oneHop("not-an-ip", "127.0.0.1")).toBe("127.0.0.1");
    expect(oneHop("", "127.0.0.1")).toBe("127.0.0.1");
  });
});
