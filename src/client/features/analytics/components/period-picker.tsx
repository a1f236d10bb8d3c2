import { addDays, isoDay } from '@common/analytics';
import { SelectField } from '@client/components/ui/select-field';
import { useSearchParam } from '@client/components/ui/use-search-param';
import type { Period } from '../api/get-analytics';

const CHOICES = [
  { value: '7', label: 'Last 7 days' },
  { value: '30', label: 'Last 30 days' },
  { value: '90', label: 'Last 90 days' },
  { value: '365', label: 'Last 12 months' },
] as const;

/** The chosen period (in the address as ?days=), ending today (UTC); 30 days unless chosen. */
export function usePeriod(): [Period, string, (days: string) => void] {
  const [param, setParam] = useSearchParam('days');
  const days = CHOICES.some((c) => c.value === param) ? param : '30';
  const to = isoDay(new Date());
  return [{ from: addDays(to, -(Number(days) - 1)), to }, days, (d) => setParam(d === '30' ? '' : d)];
}

export function PeriodPicker({ days, onChange }: { days: string; onChange: (days: string) => void }) {
  return (
    <SelectField
      label="Period"
      layout="inline"
      options={CHOICES}
      value={days}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
