/** The Inkforge mark: a quill rising from an anvil, with sparks. Decorative; name it beside. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className={className}>
      <rect width="32" height="32" rx="8" className="fill-accent" />
      <path
        d="M24.5 4.5c-6.4 1.2-10.6 6-12 11.8l1.6.8c1.1-3.7 3.4-6.9 6.6-9.2-2.4 2.6-3.9 5.6-4.6 9.6l1.2.4c1.7-5 4.4-9.3 7.2-13.4z"
        className="fill-on-accent"
      />
      <path
        d="M6 18.5h20v1.8c0 .9-.7 1.7-1.6 1.7H20l1.4 4H10.6l1.4-4H8.6C7.2 22 6 20.8 6 19.4z"
        className="fill-on-accent"
      />
      <circle cx="8.5" cy="10" r="1.2" className="fill-on-accent" opacity="0.85" />
      <circle cx="11.5" cy="6.5" r="0.9" className="fill-on-accent" opacity="0.7" />
      <circle cx="6.5" cy="14" r="0.8" className="fill-on-accent" opacity="0.6" />
    </svg>
  );
}
