import { useState } from "react";
import type { TRegion } from "../../../src/domain/registrations/regions.ts";
import { Field, badFieldCls, fieldCls, useFieldError, useFieldValue } from "./Fields.tsx";

/** Province, then its regencies/cities. Without JavaScript every city is listed, grouped by province. */
export function RegionPicker({ formId, provinces, cities }: { formId: string; provinces: TRegion[]; cities: { province: TRegion; cities: TRegion[] }[] }) {
  const typedProvince = useFieldValue("provinceId");
  const typedCity = useFieldValue("cityId");
  const [province, setProvince] = useState(typedProvince);
  const cityError = useFieldError("cityId");
  const groups = province ? cities.filter((g) => g.province.id === province) : cities;
  return (
    <>
      <Field
        name="provinceId"
        label="Provinsi"
        required
        options={provinces.map((p) => ({ value: p.id, label: p.name }))}
        placeholderOption="Pilih provinsi…"
        onChange={(e) => setProvince(e.target.value)}
      />
      <div>
        <label htmlFor={`${formId}-cityId`} className="block text-sm font-semibold text-dark">
          Kabupaten/kota{" "}
          <span className="text-red-700" aria-hidden="true">
            *
          </span>
        </label>
        <select
          id={`${formId}-cityId`}
          name="cityId"
          key={province}
          defaultValue={groups.some((g) => g.cities.some((c) => c.id === typedCity)) ? typedCity : ""}
          aria-invalid={cityError ? true : undefined}
          aria-describedby={cityError ? `${formId}-cityId-error` : undefined}
          aria-required
          className={cityError ? badFieldCls : fieldCls}
        >
          <option value="">{province ? "Pilih kabupaten/kota…" : "Pilih provinsi dahulu…"}</option>
          {province
            ? groups[0]?.cities.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))
            : groups.map((g) => (
                <optgroup key={g.province.id} label={g.province.name}>
                  {g.cities.map((c) => (
                    <option key={c.id} value={c.id}>
                      {c.name}
                    </option>
                  ))}
                </optgroup>
              ))}
        </select>
        {cityError ? (
          <p id={`${formId}-cityId-error`} className="mt-1 text-sm font-medium text-red-700">
            {cityError}
          </p>
        ) : null}
      </div>
    </>
  );
}
