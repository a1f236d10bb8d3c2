const DAY_MS = 86_400_000;
/** 10000-01-01T00:00:00.000Z: from here on `toISOString` writes six-digit years. */
const YEAR_10000_MS = 253_402_300_800_000;
const TWO_DIGITS = Array.from({ length: 100 }, (_, i) => String(i).padStart(2, '0'));
const THREE_DIGITS = Array.from({ length: 1000 }, (_, i) => String(i).padStart(3, '0'));

/**
 * `date.toISOString()`, character for character, about three times faster (130 against 390 ns
 * here): V8 formats an ISO date through its generic date breakdown, and the public lists write
 * one or two dates a card, 20 to 40 an answer (bench/framework-tax-report.md). Computed from the
 * time value with the days-to-civil-date algorithm (H. Hinnant, "chrono-compatible low-level
 * date algorithms"); dates before 1970 or from the year 10000 on, and invalid ones (a RangeError,
 * as `toISOString` throws), go to `toISOString` itself. iso-string.test.ts compares the two.
 */
export function isoString(date: Date): string {
  const ms = date.getTime();
  if (!(ms >= 0 && ms < YEAR_10000_MS)) return date.toISOString();
  const days = Math.floor(ms / DAY_MS);
  let rest = ms - days * DAY_MS;
  // Days since 0000-03-01, split into 400-year eras of 146,097 days; March-based years put the
  // leap day last.
  const shifted = days + 719_468;
  const era = Math.floor(shifted / 146_097);
  const dayOfEra = shifted - era * 146_097;
  const yearOfEra = Math.floor(
    (dayOfEra -
      Math.floor(dayOfEra / 1460) +
      Math.floor(dayOfEra / 36_524) -
      Math.floor(dayOfEra / 146_096)) /
      365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const monthFromMarch = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * monthFromMarch + 2) / 5) + 1;
  const month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  const hours = Math.floor(rest / 3_600_000);
  rest -= hours * 3_600_000;
  const minutes = Math.floor(rest / 60_000);
  rest -= minutes * 60_000;
  const seconds = Math.floor(rest / 1000);
  return `${year}-${TWO_DIGITS[month]}-${TWO_DIGITS[day]}T${TWO_DIGITS[hours]}:${TWO_DIGITS[minutes]}:${TWO_DIGITS[seconds]}.${THREE_DIGITS[rest - seconds * 1000]}Z`;
}
