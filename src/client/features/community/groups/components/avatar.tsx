/** A round picture of a person, or their initial. */
export function Avatar({
  name,
  image,
  size = 'md',
}: {
  name: string;
  image: string | null;
  size?: 'sm' | 'md';
}) {
  const box = size === 'sm' ? 'size-7 text-xs' : 'size-9 text-sm';
  return image ? (
    <img src={image} alt="" className={`${box} shrink-0 rounded-full object-cover`} />
  ) : (
    <span
      aria-hidden="true"
      className={`${box} flex shrink-0 items-center justify-center rounded-full bg-accent/15 font-semibold text-accent`}
    >
      {name.slice(0, 1).toUpperCase()}
    </span>
  );
}
