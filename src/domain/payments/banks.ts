/**
 * Indonesian banks (Bank Indonesia clearing codes) and e-wallets a payout can go to. E-wallets
 * have no clearing code; their code is the wallet's name as payout APIs (Xendit, Midtrans Iris)
 * spell it.
 */
export const BANKS = [
  { code: "014", name: "Bank Central Asia (BCA)", kind: "bank" },
  { code: "008", name: "Bank Mandiri", kind: "bank" },
  { code: "009", name: "Bank Negara Indonesia (BNI)", kind: "bank" },
  { code: "002", name: "Bank Rakyat Indonesia (BRI)", kind: "bank" },
  { code: "451", name: "Bank Syariah Indonesia (BSI)", kind: "bank" },
  { code: "022", name: "CIMB Niaga", kind: "bank" },
  { code: "013", name: "Bank Permata", kind: "bank" },
  { code: "011", name: "Bank Danamon", kind: "bank" },
  { code: "200", name: "Bank Tabungan Negara (BTN)", kind: "bank" },
  { code: "028", name: "OCBC NISP", kind: "bank" },
  { code: "016", name: "Maybank Indonesia", kind: "bank" },
  { code: "019", name: "Panin Bank", kind: "bank" },
  { code: "110", name: "Bank BJB", kind: "bank" },
  { code: "542", name: "Bank Jago", kind: "bank" },
  { code: "535", name: "SeaBank", kind: "bank" },
  { code: "GOPAY", name: "GoPay", kind: "ewallet" },
  { code: "OVO", name: "OVO", kind: "ewallet" },
  { code: "DANA", name: "DANA", kind: "ewallet" },
  { code: "SHOPEEPAY", name: "ShopeePay", kind: "ewallet" },
  { code: "LINKAJA", name: "LinkAja", kind: "ewallet" },
] as const satisfies readonly { code: string; name: string; kind: "bank" | "ewallet" }[];

export type TBankCode = (typeof BANKS)[number]["code"];
export const BANK_CODES = BANKS.map((b) => b.code) as [TBankCode, ...TBankCode[]];

export function bankName(code: string): string {
  return BANKS.find((b) => b.code === code)?.name ?? code;
}
