import type { ReactElement, ReactNode } from "react";
import { withContentKeys } from "../../lib/content-keys.ts";
import { PASSWORD_HINT, ZActivationForm, ZForgotForm, ZResetForm, ZSignInForm, ZSignUpForm } from "../../../src/contracts/identity-forms.ts";
import { AppForm, SubmitButton, TextField, useAppForm, type TFormResult } from "../form/index.ts";
import { AccountDocument, HiddenFields, Notice, type TAccountBrand } from "./AccountDocument.tsx";

/**
 * The account host's pages (sign-in, registration, activation, password reset, sign-out, the
 * development mailbox and the error pages). Props only, no data access: the account host's
 * handlers (src/server/account-host/pages/) decide what to show and render these on the
 * server. The forms are the shared form components, so a failed post looks and behaves like a
 * dashboard form: the summary above, the marked field with its sentence, focus on the first one.
 */

/** A page's own links under the card's content, one per line. */
function Links({ children }: { children: ReactNode }) {
  return <div className="links">{children}</div>;
}

/** Lines of links separated by line breaks (the markup the pages always had). */
function lines(items: ReactElement[]): ReactElement[] {
  return items.flatMap((item, i) => (i === 0 ? [item] : [<br key={`br-${item.key}`} />, item]));
}

/** A message page: a heading, an optional lead, a notice and links (errors, done, sign-out, …). */
export function MessagePage({
  brand,
  title,
  heading,
  lead,
  notice,
  links,
  children,
}: {
  brand: TAccountBrand;
  title: string;
  heading: string;
  lead?: ReactNode;
  notice?: { kind: "ok" | "error"; text: string };
  links?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <AccountDocument title={title} brand={brand}>
      <h1>{heading}</h1>
      {lead ? <p className="lead">{lead}</p> : null}
      {notice ? <Notice kind={notice.kind}>{notice.text}</Notice> : null}
      {children}
      {links ? <Links>{links}</Links> : null}
    </AccountDocument>
  );
}

type TFlowForm = {
  brand: TAccountBrand;
  /** The sign-in flow's fields and the CSRF token, posted back with the form. */
  hidden: Record<string, string>;
  /** The flow's query string, for links to the other pages of the flow. */
  flowQuery: string;
  siteName: string;
  /** The tenant site's origin (links back to it). */
  origin: string;
  result?: TFormResult;
  notice?: string;
};

export function SignInPage({ brand, hidden, flowQuery, siteName, origin, result, notice }: TFlowForm) {
  const { form, fields } = useAppForm({ id: "masuk", schema: ZSignInForm, result });
  return (
    <AccountDocument title="Masuk" brand={brand}>
      <h1>Masuk</h1>
      <p className="lead">{`Masuk ke ${siteName} dengan akun Anda.`}</p>
      {notice ? <Notice kind="ok">{notice}</Notice> : null}
      <AppForm form={form} result={result} action="/masuk">
        <HiddenFields fields={hidden} />
        <TextField field={fields.email} label="Email" autoComplete="email" />
        <TextField field={fields.password} label="Kata sandi" type="password" autoComplete="current-password" />
        <SubmitButton>Masuk</SubmitButton>
      </AppForm>
      <Links>
        {lines([
          <a key="lupa" href={`/lupa-sandi?${flowQuery}`}>
            Lupa kata sandi?
          </a>,
          <span key="daftar">
            Belum punya akun? <a href={`/daftar?${flowQuery}`}>Daftar sekarang</a>
          </span>,
          <a key="back" href={`${origin}/`}>{`Kembali ke ${siteName}`}</a>,
        ])}
      </Links>
    </AccountDocument>
  );
}

export function RegisterPage({ brand, hidden, flowQuery, siteName, origin, result }: TFlowForm) {
  const { form, fields } = useAppForm({ id: "daftar", schema: ZSignUpForm, result });
  return (
    <AccountDocument title="Daftar" brand={brand}>
      <h1>Daftar</h1>
      <p className="lead">{`Buat satu akun untuk belajar di ${siteName} dan situs kami lainnya.`}</p>
      <AppForm form={form} result={result} action="/daftar">
        <HiddenFields fields={hidden} />
        <TextField field={fields.name} label="Nama lengkap" autoComplete="name" />
        <TextField field={fields.email} label="Email" autoComplete="email" />
        <TextField field={fields.password} label="Kata sandi" type="password" autoComplete="new-password" hint={PASSWORD_HINT} />
        <TextField field={fields.confirm} label="Ulangi kata sandi" type="password" autoComplete="new-password" />
        <SubmitButton>Buat akun</SubmitButton>
      </AppForm>
      <Links>
        {lines([
          <span key="masuk">
            Sudah punya akun? <a href={`/masuk?${flowQuery}`}>Masuk</a>
          </span>,
          <a key="back" href={`${origin}/`}>{`Kembali ke ${siteName}`}</a>,
        ])}
      </Links>
    </AccountDocument>
  );
}

export function ForgotPasswordPage({
  brand,
  hidden,
  flowQuery,
  result,
  sent,
  devMailbox,
}: Omit<TFlowForm, "siteName" | "origin" | "notice"> & { sent: boolean; devMailbox: boolean }) {
  const { form, fields } = useAppForm({ id: "lupa-sandi", schema: ZForgotForm, result });
  return (
    <AccountDocument title="Lupa kata sandi" brand={brand}>
      <h1>Lupa kata sandi</h1>
      <p className="lead">Masukkan email akun Anda. Kami akan mengirim tautan untuk membuat kata sandi baru.</p>
      {sent ? (
        <>
          <Notice kind="ok">
            Jika email tersebut terdaftar, tautan atur ulang kata sandi sudah kami kirim. Tautan berlaku 60 menit dan hanya dapat dipakai sekali.
          </Notice>
          {devMailbox ? <DevMailboxLink /> : null}
        </>
      ) : (
        <AppForm form={form} result={result} action="/lupa-sandi">
          <HiddenFields fields={hidden} />
          <TextField field={fields.email} label="Email" autoComplete="email" />
          <SubmitButton>Kirim tautan</SubmitButton>
        </AppForm>
      )}
      <Links>
        <a href={`/masuk?${flowQuery}`}>Kembali ke halaman masuk</a>
      </Links>
    </AccountDocument>
  );
}

export function DevMailboxLink() {
  return (
    <Links>
      <a href="/dev/mailbox">Buka kotak surat pengembangan</a>
    </Links>
  );
}

export function ResetPasswordPage({ brand, hidden, result }: { brand: TAccountBrand; hidden: Record<string, string | null>; result?: TFormResult }) {
  const { form, fields } = useAppForm({ id: "atur-ulang-sandi", schema: ZResetForm, result });
  return (
    <AccountDocument title="Atur ulang kata sandi" brand={brand}>
      <h1>Buat kata sandi baru</h1>
      <p className="lead">Kata sandi baru berlaku untuk semua situs belajar kami.</p>
      <AppForm form={form} result={result} action="/atur-ulang-sandi">
        <HiddenFields fields={hidden} />
        <TextField field={fields.password} label="Kata sandi baru" type="password" autoComplete="new-password" hint={PASSWORD_HINT} />
        <TextField field={fields.confirm} label="Ulangi kata sandi baru" type="password" autoComplete="new-password" />
        <SubmitButton>Simpan kata sandi</SubmitButton>
      </AppForm>
    </AccountDocument>
  );
}

/**
 * The mailed activation link's page. The link alone does not activate: whoever signed up proves
 * it with the password they chose, so a sign-up made with someone else's address cannot be
 * activated by the address's owner.
 */
export function ConfirmSignupPage({
  brand,
  hidden,
  siteName,
  origin,
  result,
}: {
  brand: TAccountBrand;
  hidden: Record<string, string>;
  siteName: string;
  origin: string | null;
  result?: TFormResult;
}) {
  const { form, fields } = useAppForm({ id: "aktifkan", schema: ZActivationForm, result });
  return (
    <AccountDocument title="Aktifkan akun" brand={brand}>
      <h1>Aktifkan akun</h1>
      <p className="lead">{`Satu langkah lagi untuk mengaktifkan akun Anda di ${siteName} dan masuk.`}</p>
      <AppForm form={form} result={result} action="/daftar/konfirmasi">
        <HiddenFields fields={hidden} />
        <TextField
          field={fields.password}
          label="Kata sandi"
          type="password"
          autoComplete="current-password"
          hint="Masukkan kata sandi yang Anda buat saat mendaftar."
        />
        <SubmitButton>Aktifkan akun</SubmitButton>
      </AppForm>
      <p className="note">Bukan Anda yang mendaftar? Abaikan email ini — tanpa aktivasi tidak ada akun yang dibuat.</p>
      {origin ? (
        <Links>
          Lupa kata sandi yang Anda buat? <a href={`${origin}/Register`}>Daftar sekali lagi</a>
        </Links>
      ) : null}
    </AccountDocument>
  );
}

/** The account host's own home: who is signed in here, with a sign-out button. */
export function AccountHomePage({ brand, account, csrf }: { brand: TAccountBrand; account: { name: string; email: string } | null; csrf: string }) {
  if (!account)
    return (
      <MessagePage
        brand={brand}
        title="Akun"
        heading="Akun"
        lead={
          <>
            Untuk masuk atau mendaftar, buka halaman <strong>Masuk</strong> di situs belajar yang ingin Anda gunakan. Anda akan diarahkan ke sini lalu kembali
            ke situs tersebut.
          </>
        }
      />
    );
  return (
    <AccountDocument title="Akun" brand={brand}>
      <h1>Akun Anda</h1>
      <p className="lead">
        Anda masuk sebagai <strong>{account.name}</strong> {`(${account.email}).`}
      </p>
      <form method="post" action="/keluar">
        <HiddenFields fields={{ _csrf: csrf }} />
        <button type="submit">Keluar dari akun</button>
      </form>
    </AccountDocument>
  );
}

export type TDevMail = { createdAt: string; tenantName: string; to: string; subject: string; body: string; link: string | null };

/** Every recent mail of this server, links included: local development only. */
export function DevMailboxPage({ brand, mails }: { brand: TAccountBrand; mails: TDevMail[] }) {
  return (
    <AccountDocument title="Kotak surat" brand={brand} wide={mails.length > 0}>
      <h1>Kotak surat pengembangan</h1>
      <p className="lead">Email terbaru dari server ini, terkirim atau belum (hanya tampil di lingkungan lokal).</p>
      {mails.length ? (
        <div className="table-wrap">
          <table>
            <thead>
              <tr>
                <th>Waktu (UTC)</th>
                <th>Situs</th>
                <th>Kepada</th>
                <th>Isi</th>
              </tr>
            </thead>
            <tbody>
              {withContentKeys(mails, (m) => `${m.createdAt}|${m.to}|${m.subject}`).map(({ key, item: m }) => (
                <tr key={key}>
                  <td>{m.createdAt}</td>
                  <td>{m.tenantName}</td>
                  <td>{m.to}</td>
                  <td>
                    <strong>{m.subject}</strong>
                    <pre>{m.body}</pre>
                    {m.link ? <a href={m.link}>Buka tautan</a> : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <Notice kind="ok">Belum ada email.</Notice>
      )}
    </AccountDocument>
  );
}
