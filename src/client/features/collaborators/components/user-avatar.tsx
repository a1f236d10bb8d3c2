type Props = { username: string; profileImage: string | null; className?: string };

/** A person's picture, or the first letter of their name on the accent colour. Decorative: the name is always beside it. */
export function UserAvatar({ username, profileImage, className }: Props) {
  const size = ['size-8 shrink-0 rounded-full', className ?? ''].join(' ');
  if (profileImage) return <img src={profileImage} alt="" className={`${size} object-cover`} />;
  return (
    <span
      aria-hidden="true"
      className={`${size} flex items-center justify-center bg-accent text-sm font-semibold text-on-accent`}
    >
      {username.charAt(0).toUpperCase()}
    </span>
  );
}
