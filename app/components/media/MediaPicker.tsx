import { useEffect, useId, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { useFetcher } from "react-router";
import { ZMediaUploadForm } from "../../../src/contracts/media.ts";
import { ErrorIcon, inputClass, invalidInputClass, replyErrors, schemaConstraints, type TFormResult } from "../form/index.ts";

/**
 * The media library in other sections' forms (issue 17).
 *
 *   // loader: mediaOptions: await listMediaOptions(ctx, "image")   (src/domain/media/library.ts)
 *   <MediaPicker name="cover" kind="image" label="Gambar sampul" defaultValue={row.cover} options={d.mediaOptions} />
 *
 * Without JavaScript it is a URL field whose suggestions are the library's items (`<datalist>`),
 * with a preview of the current value. With JavaScript a "Pilih dari pustaka" button opens a
 * dialog that lists the library (thumbnails, search) and uploads a new file (with its alt text)
 * through /Dashboard/Media; choosing an item fills the field. The posted value is always the URL
 * (`/files/…` of this site, or an https address typed by hand).
 */
export type TMediaPickerKind = "image" | "audio";

export interface TMediaOption {
  url: string;
  title: string;
  altText: string;
}

interface TLibraryItem extends TMediaOption {
  id: number;
  kind: TMediaPickerKind;
  deleted?: boolean;
}

const LIBRARY = "/Dashboard/Media";

export function MediaPicker({
  name,
  kind,
  label,
  defaultValue = "",
  options = [],
  error,
  hint,
  required,
  formId = "media",
  onPick,
}: {
  name: string;
  kind: TMediaPickerKind;
  label: string;
  defaultValue?: string;
  options?: TMediaOption[];
  error?: string;
  hint?: string;
  required?: boolean;
  formId?: string;
  /** Called with the chosen item (e.g. to fill an alt text field of the form). */
  onPick?: (item: TMediaOption) => void;
}) {
  const id = `${formId}-${name}`;
  const listId = `${id}-pustaka`;
  const [value, setValue] = useState(defaultValue);
  const [open, setOpen] = useState(false);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const pick = (item: TMediaOption) => {
    setValue(item.url);
    onPick?.(item);
    setOpen(false);
  };
  return (
    <div data-testid={`media-picker-${name}`}>
      <label htmlFor={id} className="block text-sm font-semibold text-dark">
        {label}
      </label>
      <div className="mt-1 flex flex-wrap items-start gap-3">
        <div className="min-w-0 flex-1">
          <input
            id={id}
            name={name}
            type="text"
            inputMode="url"
            value={value}
            onChange={(e) => setValue(e.target.value)}
            list={options.length ? listId : undefined}
            placeholder={kind === "image" ? "/files/… atau https://…" : "URL audio: /files/… atau https://…"}
            required={required}
            aria-invalid={error ? true : undefined}
            aria-describedby={[errorId, hintId].filter(Boolean).join(" ") || undefined}
            className={`${error ? invalidInputClass : inputClass} !mt-0`}
          />
          {options.length ? (
            <datalist id={listId}>
              {options.map((o) => (
                <option key={o.url} value={o.url}>
                  {o.title}
                </option>
              ))}
            </datalist>
          ) : null}
        </div>
        {hydrated ? (
          <button
            type="button"
            onClick={() => setOpen(true)}
            className="inline-flex min-h-11 items-center rounded-lg border border-slate-300 bg-white px-3.5 text-sm font-semibold text-slate-700 hover:border-primary hover:text-primary-ink"
            aria-haspopup="dialog"
          >
            Pilih dari Media
          </button>
        ) : null}
      </div>
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1 flex items-start gap-1.5 text-sm font-medium text-red-700">
          <ErrorIcon />
          <span>{error}</span>
        </p>
      ) : null}
      {value ? <MediaPreview url={value} kind={kind} alt={options.find((o) => o.url === value)?.altText ?? ""} /> : null}
      {hydrated && open ? createPortal(<LibraryDialog kind={kind} onPick={pick} onClose={() => setOpen(false)} label={label} />, document.body) : null}
    </div>
  );
}

/**
 * The "Pilih dari Media" button beside an existing URL field of a form (content and catalogue
 * editors). The field stays a plain input that works without JavaScript; after hydration this
 * button opens the library dialog (images or audio only), and choosing an item writes its URL into
 * the form's field `name` (and its alt text into `altName` when the form has one), as if typed.
 * Focus goes back to the button when the dialog closes.
 */
export function MediaPickButton({ name, altName, kind, label }: { name: string; altName?: string; kind: TMediaPickerKind; label: string }) {
  const [hydrated, setHydrated] = useState(false);
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const descId = useId();
  useEffect(() => setHydrated(true), []);
  if (!hydrated) return null;
  const close = () => {
    setOpen(false);
    requestAnimationFrame(() => button.current?.focus());
  };
  const pick = (item: TMediaOption) => {
    const form = button.current?.closest("form");
    setField(form, name, item.url);
    if (altName && item.altText) setField(form, altName, item.altText);
    close();
  };
  return (
    <>
      <button
        ref={button}
        type="button"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        aria-describedby={descId}
        className="mt-2 inline-flex min-h-10 items-center rounded-lg border border-slate-300 bg-white px-3.5 text-sm font-semibold text-slate-700 hover:border-primary hover:text-primary-ink"
        data-testid={`media-pick-${name}`}
      >
        Pilih dari Media
      </button>
      <span id={descId} hidden>
        Untuk isian {label}
      </span>
      {open ? createPortal(<LibraryDialog kind={kind} onPick={pick} onClose={close} label={label} />, document.body) : null}
    </>
  );
}

/** Sets a form control's value the way typing does, so React and the form library see the change. */
function setField(form: HTMLFormElement | null | undefined, name: string, value: string) {
  const el = form?.elements.namedItem(name);
  if (!(el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement)) return;
  const proto = el instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLTextAreaElement.prototype;
  Object.getOwnPropertyDescriptor(proto, "value")?.set?.call(el, value);
  el.dispatchEvent(new Event("input", { bubbles: true }));
  el.dispatchEvent(new Event("change", { bubbles: true }));
}

function MediaPreview({ url, kind, alt }: { url: string; kind: TMediaPickerKind; alt: string }) {
  if (!/^(\/files\/|https:\/\/)/.test(url)) return null;
  return (
    <div className="mt-2">
      {kind === "image" ? (
        <img src={url} alt={alt} className="h-24 max-w-full rounded-lg border border-slate-200 bg-slate-50 object-contain" loading="lazy" />
      ) : (
        // biome-ignore lint/a11y/useMediaCaption: a podcast recording has no caption track
        <audio controls preload="none" src={url} className="w-full max-w-sm" />
      )}
    </div>
  );
}

/** The library in a modal dialog: search, thumbnails to choose from, and an upload form. */
function LibraryDialog({ kind, onPick, onClose, label }: { kind: TMediaPickerKind; onPick: (item: TMediaOption) => void; onClose: () => void; label: string }) {
  const ref = useRef<HTMLDialogElement>(null);
  const headingId = useId();
  const list = useFetcher<{ items?: TLibraryItem[] }>();
  const up = useFetcher<{ ok?: string; uploaded?: TLibraryItem; result?: TFormResult }>();
  const [q, setQ] = useState("");
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    ref.current?.showModal();
  }, []);
  const load = useRef(list.load);
  load.current = list.load;
  useEffect(() => {
    const t = setTimeout(
      () => load.current(`${LIBRARY}?${new URLSearchParams({ status: kind, ...(q.trim() ? { q: q.trim() } : {}) }).toString()}`),
      q ? 250 : 0,
    );
    return () => clearTimeout(t);
  }, [q, kind]);
  useEffect(() => {
    if (list.state === "idle" && list.data === undefined) return;
    setFailed(list.state === "idle" && !Array.isArray(list.data?.items));
  }, [list.state, list.data]);
  const picked = useRef(onPick);
  picked.current = onPick;
  useEffect(() => {
    if (up.state === "idle" && up.data?.uploaded) picked.current(up.data.uploaded);
  }, [up.state, up.data]);
  const items = (list.data?.items ?? []).filter((i) => !i.deleted && i.kind === kind);
  const refused = replyErrors(up.data?.result);
  const uploadError = refused.fields.file ?? refused.fields.altText ?? refused.fields.title ?? refused.formError;
  return (
    <dialog
      ref={ref}
      aria-labelledby={headingId}
      onClose={onClose}
      className="m-auto w-[min(48rem,calc(100vw-1rem))] rounded-2xl border border-slate-200 bg-white p-0 text-left shadow-xl backdrop:bg-slate-900/50"
      data-testid="media-library-dialog"
    >
      <div className="max-h-[85vh] overflow-y-auto p-4 sm:p-6">
        <div className="flex items-start justify-between gap-3">
          <h2 id={headingId} className="font-heading text-lg font-bold text-dark">
            {label}: pilih dari pustaka
          </h2>
          <button type="button" onClick={() => ref.current?.close()} className="rounded-lg px-2 py-1 text-sm font-semibold text-slate-600 hover:bg-slate-100">
            Tutup
          </button>
        </div>
        <label htmlFor={`${headingId}-q`} className="mt-4 block text-sm font-semibold text-dark">
          Cari di pustaka
        </label>
        <input id={`${headingId}-q`} type="search" value={q} onChange={(e) => setQ(e.target.value)} className={inputClass} placeholder="Judul atau nama file" />
        {failed ? (
          <p className="mt-4 text-sm text-slate-600">Pustaka media tidak dapat dibuka untuk peran Anda. Tempel URL media di kolomnya.</p>
        ) : items.length === 0 ? (
          <p className="mt-4 text-sm text-slate-600" aria-live="polite">
            {list.state === "loading" ? "Memuat pustaka…" : "Belum ada media yang cocok. Unggah yang baru di bawah."}
          </p>
        ) : (
          <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label="Media di pustaka">
            {items.map((i) => (
              <li key={i.id}>
                <button
                  type="button"
                  onClick={() => onPick(i)}
                  className="group block w-full rounded-xl border border-slate-200 p-2 text-left hover:border-primary focus-visible:outline-2 focus-visible:outline-primary"
                  aria-label={`Pilih ${i.title}`}
                >
                  {i.kind === "image" ? (
                    <img src={i.url} alt={i.altText} loading="lazy" className="aspect-[4/3] w-full rounded-lg bg-slate-50 object-cover" />
                  ) : (
                    <span className="flex aspect-[4/3] w-full items-center justify-center rounded-lg bg-slate-100 text-3xl" aria-hidden="true">
                      ♪
                    </span>
                  )}
                  <span className="mt-1 block truncate text-xs font-semibold text-dark">{i.title}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
        <up.Form method="post" action={LIBRARY} encType="multipart/form-data" className="mt-6 grid gap-3 rounded-xl border border-slate-200 bg-slate-50 p-4">
          <h3 className="text-sm font-bold text-dark">Unggah {kind === "image" ? "gambar" : "audio"} baru</h3>
          <input type="hidden" name="intent" value="upload" />
          <MediaUploadFields formId={`${headingId}-up`} kind={kind} errors={{}} />
          {uploadError ? (
            <p role="alert" className="flex items-start gap-1.5 text-sm font-medium text-red-700">
              <ErrorIcon />
              <span>{uploadError}</span>
            </p>
          ) : null}
          <div>
            <button
              type="submit"
              disabled={up.state !== "idle"}
              className="rounded-full bg-primary px-5 py-2 text-sm font-semibold text-on-primary hover:opacity-90 disabled:opacity-60"
            >
              {up.state !== "idle" ? "Mengunggah…" : "Unggah dan pilih"}
            </button>
          </div>
        </up.Form>
      </div>
    </dialog>
  );
}

/** The file, title and alt text fields of an upload (the media page and the picker's dialog). */
export function MediaUploadFields({
  formId,
  kind,
  errors,
  values = {},
}: {
  formId: string;
  kind?: TMediaPickerKind;
  errors: { file?: string; title?: string; altText?: string };
  /** What the uploader typed before a refused upload (a file input cannot be refilled). */
  values?: { title?: string; altText?: string };
}) {
  const uploadLimits = schemaConstraints(ZMediaUploadForm);
  const field = (name: "file" | "title" | "altText") => ({
    id: `${formId}-${name}`,
    name,
    "aria-invalid": errors[name] ? (true as const) : undefined,
    "aria-describedby": errors[name] ? `${formId}-${name}-error` : name === "altText" ? `${formId}-altText-hint` : undefined,
    className: errors[name] ? invalidInputClass : inputClass,
    // The upload form's limits (ZMediaUploadForm); the file has none of its own.
    maxLength: name === "file" ? undefined : uploadLimits(name).maxLength,
  });
  const err = (name: "file" | "title" | "altText") =>
    errors[name] ? (
      <p id={`${formId}-${name}-error`} className="mt-1 flex items-start gap-1.5 text-sm font-medium text-red-700">
        <ErrorIcon />
        <span>{errors[name]}</span>
      </p>
    ) : null;
  const accept =
    kind === "image"
      ? "image/jpeg,image/png,image/webp"
      : kind === "audio"
        ? "audio/mpeg,audio/mp4,audio/ogg,.mp3,.m4a,.ogg"
        : "image/*,audio/*,.mp3,.m4a,.ogg";
  const firstInvalid = (["file", "title", "altText"] as const).find((n) => errors[n]);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <label htmlFor={`${formId}-file`} className="block text-sm font-semibold text-dark">
          File
        </label>
        <input
          type="file"
          accept={accept}
          required
          {...field("file")}
          autoFocus={firstInvalid === "file" || undefined}
          className={`${field("file").className} bg-white`}
        />
        {err("file")}
      </div>
      <div>
        <label htmlFor={`${formId}-title`} className="block text-sm font-semibold text-dark">
          Judul <span className="font-normal text-slate-500">(opsional)</span>
        </label>
        <input type="text" defaultValue={values.title} {...field("title")} autoFocus={firstInvalid === "title" || undefined} />
        {err("title")}
      </div>
      {kind === "audio" ? null : (
        <div>
          <label htmlFor={`${formId}-altText`} className="block text-sm font-semibold text-dark">
            Teks alternatif <span className="font-normal text-slate-500">(wajib untuk gambar)</span>
          </label>
          <input type="text" defaultValue={values.altText} {...field("altText")} autoFocus={firstInvalid === "altText" || undefined} />
          <p id={`${formId}-altText-hint`} className="mt-1 text-xs text-slate-600">
            Jelaskan isi gambar untuk pembaca layar.
          </p>
          {err("altText")}
        </div>
      )}
    </div>
  );
}
