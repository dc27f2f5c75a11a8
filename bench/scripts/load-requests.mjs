// Loads a list of requests with autocannon in a process of its own (each connection goes through
// the list in turn) and prints autocannon's JSON result: the autocannon command line takes one
// request only. Reads { url, connections, seconds, requests } from the file named by its argument.
import { readFileSync } from "node:fs";
import autocannon from "autocannon";

const { url, connections, seconds, requests } = JSON.parse(readFileSync(process.argv[2], "utf8"));
autocannon({ url, connections, duration: seconds, requests }, (error, result) => {
  if (error) {
    console.error(error);
    process.exit(1);
  }
  process.stdout.write(JSON.stringify(result));
});
