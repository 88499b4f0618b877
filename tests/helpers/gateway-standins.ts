import { createServer, request as httpRequest, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { midtransSignature } from "../../src/platform/payments/signature.ts";

/**
 * Local stand-ins for the payment gateways, speaking their HTTP protocols: Midtrans Snap
 * (`POST /snap/v1/transactions`, Basic auth with the server key, 201 `{ token, redirect_url }`,
 * then HTTP notifications signed with SHA-512(order_id + status_code + gross_amount + server key))
 * and Xendit Invoice (`POST /v2/invoices/`, Basic auth with the secret key, the invoice object,
 * then invoice callbacks carrying the `x-callback-token` header). They keep what they were asked
 * and post callbacks to a URL with a Host header (the tenant).
 */
async function body(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

function listen(server: Server): Promise<string> {
  return new Promise((ok) => server.listen(0, "127.0.0.1", () => ok(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)));
}

/** POSTs JSON to `url` with the given Host header (node:http keeps Host as given). */
export function postJson(url: string, host: string, payload: unknown, headers: Record<string, string> = {}): Promise<{ status: number; body: string }> {
  const u = new URL(url);
  const data = JSON.stringify(payload);
  return new Promise((ok, fail) => {
    const req = httpRequest(
      {
        hostname: u.hostname,
        port: u.port,
        path: u.pathname + u.search,
        method: "POST",
        headers: { host, "content-type": "application/json", "content-length": Buffer.byteLength(data), ...headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => ok({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8") }));
      },
    );
    req.on("error", fail);
    req.end(data);
  });
}

/** A Snap transaction request as the stand-in received it (the fields the tests read). */
export interface TSnapRequest {
  transaction_details: { order_id: string; gross_amount: number };
  customer_details: { first_name?: string; email?: string };
  callbacks: { finish?: string };
  expiry: { start_time?: string; unit?: string; duration?: number };
}

/** A Xendit invoice request (snake_case, as xendit-node sends it) and the invoice answered. */
export interface TXenditRecord {
  request: {
    external_id: string;
    amount: number;
    currency?: string;
    payer_email?: string;
    description?: string;
    invoice_duration?: number;
    success_redirect_url?: string;
    failure_redirect_url?: string;
  };
  invoice: { id: string; external_id: string; amount: number; [k: string]: unknown };
}

export interface TMidtransStandIn {
  url: string;
  /** Snap transactions created: the request bodies as received. */
  transactions: TSnapRequest[];
  /** Sends a notification for an order, like Midtrans does after a payment event. */
  notify(
    callbackUrl: string,
    host: string,
    orderId: string,
    status: "settlement" | "pending" | "expire" | "deny" | "refund",
    opts?: { serverKey?: string; grossAmount?: string },
  ): Promise<{ status: number; body: string }>;
  close(): Promise<void>;
}

export async function startMidtransStandIn(serverKey: string): Promise<TMidtransStandIn> {
  const transactions: TSnapRequest[] = [];
  const server = createServer(async (req, res) => {
    const expected = `Basic ${Buffer.from(`${serverKey}:`).toString("base64")}`;
    const send = (status: number, payload: unknown) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(payload));
    };
    if (req.headers.authorization !== expected)
      return send(401, { status_code: "401", error_messages: ["Access denied due to unauthorized transaction, please check client or server key"] });
    if (req.method !== "POST" || req.url !== "/snap/v1/transactions") return send(404, { status_code: "404", error_messages: ["Not found"] });
    const b = JSON.parse(await body(req));
    const td = b.transaction_details ?? {};
    if (typeof td.order_id !== "string" || !Number.isInteger(td.gross_amount) || td.gross_amount < 1)
      return send(400, { status_code: "400", error_messages: ["transaction_details.gross_amount is required"] });
    if (transactions.some((t) => t.transaction_details.order_id === td.order_id))
      return send(400, { status_code: "400", error_messages: ["transaction_details.order_id sudah digunakan"] });
    transactions.push(b);
    const token = `snap-${transactions.length}-${td.order_id}`;
    send(201, { token, redirect_url: `https://app.sandbox.midtrans.com/snap/v4/redirection/${token}` });
  });
  const url = await listen(server);
  const codes = { settlement: "200", pending: "201", expire: "202", deny: "202", refund: "200" } as const;
  return {
    url,
    transactions,
    async notify(callbackUrl, host, orderId, status, opts = {}) {
      const t = transactions.find((x) => x.transaction_details.order_id === orderId);
      const gross = opts.grossAmount ?? `${t?.transaction_details.gross_amount ?? 0}.00`;
      const code = codes[status];
      return postJson(callbackUrl, host, {
        transaction_time: "2026-11-23 19:00:00",
        transaction_status: status,
        transaction_id: `mt-${orderId}`,
        status_message: "midtrans payment notification",
        status_code: code,
        signature_key: midtransSignature(orderId, code, gross, opts.serverKey ?? serverKey),
        payment_type: "bank_transfer",
        order_id: orderId,
        merchant_id: "G000000000",
        gross_amount: gross,
        fraud_status: "accept",
        currency: "IDR",
      });
    },
    close: () => new Promise((ok) => server.close(() => ok())),
  };
}

export interface TXenditStandIn {
  url: string;
  invoices: TXenditRecord[];
  /** Sends an invoice callback (PAID, EXPIRED…) with the callback token. */
  notify(
    callbackUrl: string,
    host: string,
    externalId: string,
    status: "PAID" | "SETTLED" | "EXPIRED" | "PENDING",
    opts?: { token?: string; amount?: number },
  ): Promise<{ status: number; body: string }>;
  close(): Promise<void>;
}

export async function startXenditStandIn(secretKey: string, callbackToken: string): Promise<TXenditStandIn> {
  const invoices: TXenditRecord[] = [];
  const server = createServer(async (req, res) => {
    const send = (status: number, payload: unknown) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(payload));
    };
    if (req.headers.authorization !== `Basic ${Buffer.from(`${secretKey}:`).toString("base64")}`)
      return send(401, { error_code: "INVALID_API_KEY", message: "API key is incorrect" });
    if (req.method !== "POST" || !/^\/v2\/invoices\/?$/.test(req.url ?? "")) return send(404, { error_code: "NOT_FOUND", message: "Not found" });
    const b = JSON.parse(await body(req));
    if (typeof b.external_id !== "string" || typeof b.amount !== "number" || b.amount < 1)
      return send(400, { error_code: "API_VALIDATION_ERROR", message: "external_id and amount are required" });
    const now = new Date();
    const inv = {
      id: `xinv_${invoices.length + 1}`,
      external_id: b.external_id,
      user_id: "5f0000000000000000000001",
      status: "PENDING",
      merchant_name: "Tunas",
      merchant_profile_picture_url: "",
      amount: b.amount,
      payer_email: b.payer_email,
      description: b.description,
      expiry_date: new Date(now.getTime() + (b.invoice_duration ?? 86400) * 1000).toISOString(),
      invoice_url: `https://checkout-staging.xendit.co/web/xinv_${invoices.length + 1}`,
      available_banks: [
        {
          bank_code: "BCA",
          collection_type: "POOL",
          transfer_amount: b.amount,
          bank_branch: "Virtual Account",
          account_holder_name: "TUNAS",
          identity_amount: 0,
        },
      ],
      available_retail_outlets: [],
      available_ewallets: [{ ewallet_type: "OVO" }],
      available_qr_codes: [{ qr_code_type: "QRIS" }],
      available_direct_debits: [],
      available_paylaters: [],
      should_send_email: false,
      created: now.toISOString(),
      updated: now.toISOString(),
      currency: b.currency ?? "IDR",
      success_redirect_url: b.success_redirect_url,
      failure_redirect_url: b.failure_redirect_url,
    };
    invoices.push({ request: b, invoice: inv });
    send(200, inv);
  });
  const url = await listen(server);
  return {
    url,
    invoices,
    notify(callbackUrl, host, externalId, status, opts = {}) {
      const found = invoices.find((x) => x.invoice.external_id === externalId);
      const amount = opts.amount ?? found?.invoice.amount ?? 0;
      return postJson(
        callbackUrl,
        host,
        {
          id: found?.invoice.id ?? "xinv_x",
          external_id: externalId,
          user_id: "5f0000000000000000000001",
          status,
          amount,
          paid_amount: amount,
          payment_method: "BANK_TRANSFER",
          payment_channel: "BCA",
          currency: "IDR",
          paid_at: new Date().toISOString(),
        },
        { "x-callback-token": opts.token ?? callbackToken },
      );
    },
    close: () => new Promise((ok) => server.close(() => ok())),
  };
}
