// stdio entry point: one JSON request a line in, one response a line out.
// Only a line feed ends a line (protocol §1.2): a carriage return, U+2028 and
// other whitespace stay inside the line; an empty line gets no response, and a
// line of whitespace alone is a request (answered with parse_error).
import { Server } from "./protocol/server";

const server = new Server();
let pending: Buffer[] = [];

function answer(bytes: Buffer): void {
  if (bytes.length === 0) return;
  const res = server.handle(bytes.toString("utf8"));
  process.stdout.write(JSON.stringify(res) + "\n");
  if (server.quitting) process.exit(0);
}

process.stdin.on("data", (chunk: Buffer) => {
  let start = 0;
  for (;;) {
    const nl = chunk.indexOf(10, start);
    if (nl < 0) break;
    const part = chunk.subarray(start, nl);
    if (pending.length) {
      pending.push(part);
      const line = Buffer.concat(pending);
      pending = [];
      answer(line);
    } else answer(part);
    start = nl + 1;
  }
  if (start < chunk.length) pending.push(chunk.subarray(start));
});
process.stdin.on("end", () => {
  // a last line without its line feed is still a request
  if (pending.length) answer(Buffer.concat(pending));
  process.exit(0);
});
