// The official midtrans-client ships no types; only what midtrans.ts uses.
declare module "midtrans-client" {
  interface TSnapOptions {
    isProduction: boolean;
    serverKey: string;
    clientKey?: string;
  }
  export class Snap {
    constructor(options: TSnapOptions);
    apiConfig: { getSnapApiBaseUrl(): string };
    createTransaction(parameter: Record<string, unknown>): Promise<{ token: string; redirect_url: string }>;
  }
  const midtransClient: { Snap: typeof Snap };
  export default midtransClient;
}
