export const PORT = Number(process.env.E2E_PORT ?? 3199);
export const site = (layout: string, path = "/") => `http://${layout}.localhost:${PORT}${path}`;
export const OPERATOR_KEY = "e2e-operator-key-0123456789";
