// A settings form of on/off rows (privacy, notifications): a real form posting UserSettingsResource update, so
// before and without JavaScript the member ticks and Saves, and the worker brings them back to the page. Each row
// posts `false` from a hidden field unless its box (`true`, posted after it) is ticked. With JavaScript a
// row saves as it changes, and Save saves the rows as shown.
import type { ReactNode } from 'react';
import { formAction } from '#shared/forms.ts';
import type { SettingRow } from '#shared/settings.ts';

export function SettingSwitches<K extends string>({
  legend,
  rows,
  surfaceTag,
  testId,
  onChange,
  onSave,
}: {
  legend: ReactNode;
  rows: Array<SettingRow<K>>;
  surfaceTag: string;
  testId: string;
  onChange: (key: K, on: boolean) => void;
  onSave: () => void;
}) {
  return (
    <form
      className="settings-section__form"
      method="post"
      action={formAction('UserSettingsResource', 'update')}
      data-test-id={testId}
      onSubmit={(e) => {
        e.preventDefault();
        onSave();
      }}
    >
      <input type="hidden" name="surface_tag" value={surfaceTag} />
      <fieldset>
        <legend>{legend}</legend>
        {rows.map(({ key, field, label, on }) => (
          <label key={key} className="settings-section__row">
            <input type="hidden" name={field} value="false" />
            <input type="checkbox" name={field} value="true" checked={on} onChange={(e) => onChange(key, e.currentTarget.checked)} />
            {label}
          </label>
        ))}
      </fieldset>
      <button className="button" type="submit">
        Save
      </button>
    </form>
  );
}
