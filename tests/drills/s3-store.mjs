// @ts-check
/**
 * s3rver as its own process: `node tests/drills/s3-store.mjs <directory> <port>` prints
 * `ready <port>` once it listens and serves until killed. The replication drills start it
 * apart from themselves so that it keeps the real time when a test runs under libfaketime
 * (decision 0030): an object store is somebody else's machine, and Litestream, a static Go
 * binary that libfaketime cannot reach, signs its requests with the real time, which a store
 * at a faked time refuses (RequestTimeTooSkewed). It also lets the drill kill the store outright.
 */
import S3rver from "s3rver";

const [directory, port] = process.argv.slice(2);
const BUCKET = "sobremesa";

const server = new S3rver({
  port: Number(port),
  address: "127.0.0.1",
  silent: true,
  directory,
  configureBuckets: [{ name: BUCKET, configs: [] }],
});
fixNestedPrefixes(server);
const address = await server.run();
console.log(`ready ${address.port}`);

/**
 * s3rver 3.7 lists a delimited prefix wrongly when the objects lie two or more folders below it
 * (it prunes those folders before it sees them, so `app/generations/` came back empty, and
 * `litestream restore` found "no matching backups"). Listing everything under the prefix and
 * folding it by the delimiter here gives S3's answer.
 * @param {S3rver} s3rver
 */
function fixNestedPrefixes(s3rver) {
  const store = s3rver.store;
  const listAll = store.listObjects.bind(store);
  store.listObjects = async (bucket, options) => {
    const delimiter = /** @type {string} */ (options.delimiter ?? "");
    if (!delimiter) return listAll(bucket, options);
    const prefix = /** @type {string} */ (options.prefix ?? "");
    const all = await listAll(bucket, { ...options, delimiter: "", maxKeys: Number.POSITIVE_INFINITY });
    const commonPrefixes = new Set();
    const objects = all.objects.filter((object) => {
      const at = object.key.slice(prefix.length).indexOf(delimiter);
      if (at === -1) return true;
      commonPrefixes.add(object.key.slice(0, prefix.length + at + 1));
      return false;
    });
    return { objects, commonPrefixes: [...commonPrefixes].sort(), isTruncated: false };
  };
}
