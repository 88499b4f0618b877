import { SMTPServer } from "smtp-server";

export interface TReceivedMail {
  from: string;
  to: string[];
  headers: Record<string, string>;
  subject: string;
  text: string;
}

/**
 * A local SMTP server for tests (the same protocol a real mail provider speaks): accepts any
 * login, keeps what it receives, and can refuse the next `n` messages with a temporary error.
 */
export async function startSmtpStandIn(): Promise<{ url: string; received: TReceivedMail[]; refuseNext(n: number): void; close(): Promise<void> }> {
  const received: TReceivedMail[] = [];
  let refuse = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onAuth: (_auth, _session, cb) => cb(null, { user: "tes" }),
    onData(stream, session, cb) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        if (refuse > 0) {
          refuse--;
          const err = Object.assign(new Error("Layanan sementara tidak tersedia"), { responseCode: 451 });
          return cb(err);
        }
        received.push(parseMessage(Buffer.concat(chunks).toString("utf8"), session.envelope));
        cb();
      });
    },
  });
  await new Promise<void>((ok) => server.listen(0, "127.0.0.1", () => ok()));
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://tes:rahasia@127.0.0.1:${port}`,
    received,
    refuseNext: (n) => (refuse = n),
    close: () => new Promise<void>((ok) => server.close(() => ok())),
  };
}

type TEnvelope = { mailFrom: false | { address: string }; rcptTo: { address: string }[] };

/** Just enough MIME for the mail we send: one text part, 7bit / quoted-printable / base64. */
function parseMessage(raw: string, envelope: TEnvelope): TReceivedMail {
  const split = raw.indexOf("\r\n\r\n");
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, " ");
  const headers: Record<string, string> = {};
  for (const line of head.split("\r\n")) {
    const i = line.indexOf(":");
    if (i > 0) headers[line.slice(0, i).toLowerCase()] = line.slice(i + 1).trim();
  }
  let body = raw.slice(split + 4).replace(/\r\n\.\r\n$/, "");
  const encoding = (headers["content-transfer-encoding"] ?? "7bit").toLowerCase();
  if (encoding === "quoted-printable") {
    body = Buffer.from(
      body.replace(/=\r\n/g, "").replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))),
      "latin1",
    ).toString("utf8");
  } else if (encoding === "base64") body = Buffer.from(body, "base64").toString("utf8");
  return {
    from: envelope.mailFrom ? envelope.mailFrom.address : "",
    to: envelope.rcptTo.map((r) => r.address),
    headers,
    subject: decodeWords(headers.subject ?? ""),
    text: body.replace(/\r\n/g, "\n").trim(),
  };
}

/** RFC 2047 encoded words (=?UTF-8?Q?…?= / =?UTF-8?B?…?=) in a header. */
function decodeWords(value: string): string {
  return value.replace(/=\?utf-8\?([QB])\?([^?]*)\?=\s*/gi, (_m, kind: string, text: string) =>
    kind.toUpperCase() === "B"
      ? Buffer.from(text, "base64").toString("utf8")
      : Buffer.from(
          text.replace(/_/g, " ").replace(/=([0-9A-F]{2})/gi, (_x, h: string) => String.fromCharCode(parseInt(h, 16))),
          "latin1",
        ).toString("utf8"),
  );
}
