import { formatIsoDate, parseDisplayDate } from '@emisja/shared/format';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { Popover } from './popover';
import type { FilterOption } from './types';

// Filter inputs of the lists. Each is controlled by its value and reports changes; the data table binds them to the URL
// list state, and screens without a table (the offers kanban) can bind them the same way.

export const FILTER_DEBOUNCE_MS = 300;

const INPUT_CLASSES =
  'block w-full min-w-24 rounded-md bg-white px-2.5 py-1.5 text-sm font-normal text-gray-900 outline-1 -outline-offset-1 outline-gray-300 placeholder:text-gray-400 focus:outline-2 focus:-outline-offset-2 focus:outline-primary';

type TextFilterProps = {
  /** Accessible name, e.g. "Filter: Surname". */
  label: string;
  value: string;
  /** Called once typing pauses (or on Enter), not on every key. */
  onChange: (value: string) => void;
  debounceMs?: number;
  'data-testid'?: string;
};

export function TextFilter({ label, value, onChange, debounceMs = FILTER_DEBOUNCE_MS, 'data-testid': testId }: TextFilterProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  const [shownValue, setShownValue] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The value changed from outside (clear filters, back button): show it.
  if (value !== shownValue) {
    setShownValue(value);
    setText(value);
  }
  useEffect(() => () => clearTimeout(timer.current), []);

  const commit = (next: string) => {
    clearTimeout(timer.current);
    if (next !== value) onChange(next);
  };

  return (
    <input
      type="search"
      aria-label={label}
      placeholder={t('list.filter.placeholder')}
      value={text}
      data-testid={testId}
      className={INPUT_CLASSES}
      onChange={(event) => {
        const next = event.target.value;
        setText(next);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => commit(next), debounceMs);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit(text);
      }}
    />
  );
}

type SelectFilterProps = {
  label: string;
  value: string;
  options: readonly FilterOption[];
  /** '' for "All". */
  onChange: (value: string) => void;
  'data-testid'?: string;
};

export function SelectFilter({ label, value, options, onChange, 'data-testid': testId }: SelectFilterProps) {
  const { t } = useTranslation();
  return (
    <select
      aria-label={label}
      value={value}
      data-testid={testId}
      className={INPUT_CLASSES}
      onChange={(event) => onChange(event.target.value)}
    >
      <option value="">{t('list.filter.all')}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}

type MultiSelectFilterProps = {
  label: string;
  value: readonly string[];
  options: readonly FilterOption[];
  onChange: (value: string[]) => void;
  'data-testid'?: string;
};

export function MultiSelectFilter({ label, value, options, onChange, 'data-testid': testId }: MultiSelectFilterProps) {
  const { t } = useTranslation();
  const selected = new Set(value);
  const [only] = value;
  const summary =
    value.length === 0
      ? t('list.filter.all')
      : value.length === 1
        ? (options.find((option) => option.value === only)?.label ?? only)
        : t('list.filter.selected', { count: value.length });
  return (
    <Popover
      trigger={<span className="truncate font-normal">{summary}</span>}
      label={`${label}: ${summary}`}
      data-testid={testId}
    >
      <fieldset>
        <legend className="sr-only">{label}</legend>
        {options.map((option) => (
          <label
            key={option.value}
            className="flex cursor-pointer items-center gap-2 rounded px-2 py-1.5 text-sm font-normal hover:bg-gray-50"
          >
            <input
              type="checkbox"
              className="size-4 accent-primary"
              checked={selected.has(option.value)}
              onChange={(event) =>
                onChange(
                  event.target.checked
                    ? options.filter((item) => item.value === option.value || selected.has(item.value)).map((item) => item.value)
                    : value.filter((item) => item !== option.value),
                )
              }
            />
            {option.label}
          </label>
        ))}
      </fieldset>
    </Popover>
  );
}

type DateRangeFilterProps = {
  /** The column's name, e.g. "Agreement date"; the inputs are named "<label> from" and "<label> to". */
  label: string;
  from: string;
  to: string;
  onChange: (range: { from: string; to: string }) => void;
  'data-testid'?: string;
};

/**
 * One day typed in the user's locale ('01.03.2026' in Polish, '01/03/2026' in English) instead of the browser's native date
 * input, which follows the browser's locale (mm/dd/yyyy) rather than the interface's (issue 18). The day is applied when
 * the field is left or on Enter; text that is not a day is marked invalid and not applied.
 */
function DayInput({
  label,
  value,
  onChange,
  'data-testid': testId,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  'data-testid'?: string;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language === 'en' ? 'en' : 'pl';
  const shown = value ? formatIsoDate(value, language) : '';
  const [text, setText] = useState(shown);
  const [isInvalid, setIsInvalid] = useState(false);
  // A new value from outside (the URL, a cleared filter, the language): show it, as React's "adjust state on a prop change".
  const [shownBefore, setShownBefore] = useState(shown);
  if (shownBefore !== shown) {
    setShownBefore(shown);
    setText(shown);
    setIsInvalid(false);
  }
  const apply = () => {
    if (text.trim() === '') {
      setIsInvalid(false);
      if (value !== '') onChange('');
      return;
    }
    const day = parseDisplayDate(text);
    setIsInvalid(day === null);
    if (day !== null && day !== value) onChange(day);
    else if (day !== null) setText(shown);
  };
  return (
    <input
      type="text"
      inputMode="numeric"
      autoComplete="off"
      aria-label={label}
      aria-invalid={isInvalid || undefined}
      placeholder={t('list.filter.datePlaceholder')}
      value={text}
      data-testid={testId}
      className={cn(INPUT_CLASSES, 'w-28 min-w-28', isInvalid && 'outline-red-600')}
      onChange={(event) => setText(event.target.value)}
      onBlur={apply}
      onKeyDown={(event) => {
        if (event.key === 'Enter') apply();
      }}
    />
  );
}

/** Two calendar days, both inclusive (gte / lte, product-decisions section 6), typed in the user's locale. */
export function DateRangeFilter({ label, from, to, onChange, 'data-testid': testId }: DateRangeFilterProps) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-1" data-testid={testId}>
      <DayInput
        label={t('list.filter.from', { column: label })}
        value={from}
        data-testid={testId && `${testId}-from`}
        onChange={(day) => onChange({ from: day, to })}
      />
      <DayInput
        label={t('list.filter.to', { column: label })}
        value={to}
        data-testid={testId && `${testId}-to`}
        onChange={(day) => onChange({ from, to: day })}
      />
    </div>
  );
}
