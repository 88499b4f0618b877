import { useState } from "react";
import type { TRegion } from "../../../src/domain/registrations/regions.ts";
import { describedBy, FieldError, FieldLabel, fieldClass, SelectField, useFieldState } from "../form/index.ts";

/**
 * Province, then its regencies/cities (`provinceId`, `cityId` of the form's schema). Without
 * JavaScript every city is listed, grouped by province.
 */
export function RegionPicker({ provinces, cities }: { provinces: TRegion[]; cities: { province: TRegion; cities: TRegion[] }[] }) {
  const typedProvince = useFieldState({ name: "provinceId" }).value ?? "";
  const city = useFieldState({ name: "cityId" });
  const [province, setProvince] = useState(typedProvince);
  const groups = province ? cities.filter((g) => g.province.id === province) : cities;
  const typedCity = city.value ?? "";
  return (
    <>
      <SelectField
        name="provinceId"
        label="Provinsi"
        options={provinces.map((p) => ({ value: p.id, label: p.name }))}
        placeholderOption="Pilih provinsi…"
        onChange={(e) => setProvince(e.target.value)}
      />
      <div>
        <FieldLabel s={city} required={city.constraint.required}>
          Kabupaten/kota
        </FieldLabel>
        <select
          id={city.id}
          name={city.name}
          key={province}
          required={city.constraint.required}
          defaultValue={groups.some((g) => g.cities.some((c) => c.id === typedCity)) ? typedCity : ""}
          aria-invalid={city.error ? true : undefined}
          aria-describedby={describedBy(city, false)}
          autoFocus={city.autoFocus}
          className={fieldClass(city.look, !!city.error)}
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
        <FieldError s={city} />
      </div>
    </>
  );
}
