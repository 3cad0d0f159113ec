// stdio entry point: one JSON request a line in, one response a line out.
import * as readline from "readline";
import { Server } from "./protocol/server";

const server = new Server();
const rl = readline.createInterface({ input: process.stdin, crlfDelay: Infinity });
rl.on("line", (line) => {
  if (line.trim() === "") return;
  const res = server.handle(line);
  process.stdout.write(JSON.stringify(res) + "\n");
  let cmd: unknown = null;
  try {
    cmd = JSON.parse(line).cmd;
  } catch {
    cmd = null;
  }
  if (cmd === "quit" && res.ok) {
    rl.close();
    process.exit(0);
  }
});
rl.on("close", () => process.exit(0));
