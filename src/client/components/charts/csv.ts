/** A CSV document (RFC 4180): fields with a comma, quote or line break are quoted. */
export function toCsv(head: string[], rows: (string | number)[][]): string {
  const field = (v: string | number) => {
    const s = String(v);
    return /[",\r\n]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s;
  };
  return [head, ...rows].map((r) => r.map(field).join(',')).join('\r\n') + '\r\n';
}

/** Saves `csv` as a download named `name`. */
export function downloadCsv(name: string, csv: string) {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
