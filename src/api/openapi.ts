/** The OpenAPI document: each API module registers its operations here. */
export interface TOperation {
  method: "get" | "post" | "put" | "delete";
  path: string;
  summary: string;
  tags: string[];
  parameters?: { name: string; in: "query" | "path" | "header"; required?: boolean; schema: Record<string, unknown>; description?: string }[];
  requestBody?: Record<string, unknown>;
  responses?: Record<string, unknown>;
}

const operations: TOperation[] = [];

export function registerOperation(op: TOperation): void {
  if (!operations.some((o) => o.method === op.method && o.path === op.path)) operations.push(op);
}

export function openApiDocument(product: string): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of operations) {
    paths[op.path] ??= {};
    paths[op.path]![op.method] = {
      summary: op.summary,
      tags: op.tags,
      parameters: op.parameters ?? [],
      ...(op.requestBody ? { requestBody: op.requestBody } : {}),
      responses: op.responses ?? { "200": { description: "Berhasil: envelope { status, message, data }" } },
    };
  }
  return {
    openapi: "3.1.0",
    info: { title: `${product} API`, version: "1.0.0", description: "Services API, Main API, Auth host dan layanan data. Semua respons memakai envelope { status, message, data }." },
    servers: [{ url: "/api" }],
    paths,
  };
}

export function listOperations(): readonly TOperation[] {
  return operations;
}
