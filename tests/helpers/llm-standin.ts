import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export interface TLlmRequest {
  authorization: string | undefined;
  body: { model: string; stream: boolean; messages: { role: string; content: string }[] };
}

/**
 * A local stand-in for an OpenAI-compatible chat-completions endpoint: `POST /v1/chat/completions`
 * with `stream: true` answers `text/event-stream` chunks (`data: {choices:[{delta:{content}}]}`)
 * and `data: [DONE]`, like the real protocol. `reply` decides the pieces; `delayMs` spaces them;
 * `stallMs` waits before the first byte (to test time-outs); `status` forces an HTTP error.
 */
export async function startLlmStandin(opts: { reply?: (req: TLlmRequest) => string[]; delayMs?: number; stallMs?: number; status?: number } = {}) {
  const requests: TLlmRequest[] = [];
  const read = (req: IncomingMessage) =>
    new Promise<string>((ok) => {
      let s = "";
      req.setEncoding("utf8");
      req.on("data", (d) => (s += d));
      req.on("end", () => ok(s));
    });
  const server: Server = createServer(async (req, res) => {
    if (req.method !== "POST" || req.url !== "/v1/chat/completions") {
      res.writeHead(404).end();
      return;
    }
    const body = JSON.parse(await read(req)) as TLlmRequest["body"];
    const r = { authorization: req.headers.authorization, body };
    requests.push(r);
    if (opts.stallMs) await new Promise((ok) => setTimeout(ok, opts.stallMs));
    if (res.destroyed) return;
    if (opts.status) {
      res.writeHead(opts.status, { "content-type": "application/json" }).end(JSON.stringify({ error: { message: "stand-in error" } }));
      return;
    }
    res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
    const pieces = opts.reply ? opts.reply(r) : ["Halo", " dari", " model."];
    const id = "chatcmpl-standin";
    const event = (delta: Record<string, unknown>, finish: string | null = null) =>
      `data: ${JSON.stringify({ id, object: "chat.completion.chunk", created: 0, model: body.model, choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
    res.write(event({ role: "assistant", content: "" }));
    for (const p of pieces) {
      if (opts.delayMs) await new Promise((ok) => setTimeout(ok, opts.delayMs));
      if (res.destroyed) return;
      // Split each event in two writes, so the client must join lines across network chunks.
      const e = event({ content: p });
      res.write(e.slice(0, Math.ceil(e.length / 2)));
      res.write(e.slice(Math.ceil(e.length / 2)));
    }
    res.write(event({}, "stop"));
    res.end("data: [DONE]\n\n");
  });
  await new Promise<void>((ok) => server.listen(0, "127.0.0.1", () => ok()));
  const port = (server.address() as AddressInfo).port;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () => new Promise<void>((ok) => server.close(() => ok())),
  };
}
